import { bm25Index, type Bm25Options } from "./bm25Index.ts";
import { lexicalTerms } from "./lexicalTerms.ts";
import { byScore, cosine, normalize, type Ranked, type Similarity } from "./Similarity.ts";

export type { Bm25Options } from "./bm25Index.ts";

/** Okapi BM25's IDF, smoothed so a word in every document still counts a little (never negative). */
const idf = (documents: number, withTerm: number): number => Math.log(1 + (documents - withTerm + 0.5) / (withTerm + 0.5));

function termCounts(terms: readonly string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const term of terms) counts.set(term, (counts.get(term) ?? 0) + 1);
  return counts;
}

function documentFrequencies(documents: readonly Map<string, number>[]): Map<string, number> {
  const df = new Map<string, number>();
  for (const counts of documents) for (const term of counts.keys()) df.set(term, (df.get(term) ?? 0) + 1);
  return df;
}

/** Lexical similarity: needs no model, so it is what runs when no embedding model is configured. */
export class Bm25Similarity implements Similarity {
  readonly kind = "bm25";
  private readonly k1: number;
  private readonly b: number;

  constructor(options: Bm25Options = {}) {
    this.k1 = options.k1 ?? 1.2;
    this.b = options.b ?? 0.75;
  }

  async embed(texts: readonly string[]): Promise<number[][]> {
    const counts = texts.map((text) => termCounts(lexicalTerms(text)));
    const df = documentFrequencies(counts);
    const vocabulary = [...df.keys()].sort();
    return counts.map((c) => normalize(vocabulary.map((term) => (c.get(term) ?? 0) * idf(texts.length, df.get(term)!))));
  }

  async similarity(a: string, b: string): Promise<number> {
    const [va, vb] = await this.embed([a, b]);
    return cosine(va!, vb!);
  }

  async rank(query: string, documents: readonly string[]): Promise<Ranked[]> {
    return bm25Index(documents, { k1: this.k1, b: this.b })
      .score(query)
      .map((score, index): Ranked => ({ index, score }))
      .sort(byScore);
  }

  async dispose(): Promise<void> {}
}
