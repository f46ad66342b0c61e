import { lexicalTerms } from "./lexicalTerms.ts";
import { byScore, cosine, normalize, type Ranked, type Similarity } from "./Similarity.ts";

export interface Bm25Options {
  /** Term-frequency saturation. Defaults to 1.2 (Robertson and Zaragoza's usual value). */
  k1?: number;
  /** Length normalization, 0 (none) to 1 (full). Defaults to 0.75. */
  b?: number;
}

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
    const counts = documents.map((text) => termCounts(lexicalTerms(text)));
    const lengths = counts.map((c) => [...c.values()].reduce((sum, n) => sum + n, 0));
    const averageLength = lengths.reduce((sum, n) => sum + n, 0) / Math.max(1, documents.length) || 1;
    const df = documentFrequencies(counts);
    const queryTerms = [...new Set(lexicalTerms(query))];
    return counts
      .map((c, index): Ranked => {
        let score = 0;
        for (const term of queryTerms) {
          const tf = c.get(term) ?? 0;
          if (tf === 0) continue;
          const norm = this.k1 * (1 - this.b + (this.b * lengths[index]!) / averageLength);
          score += idf(documents.length, df.get(term)!) * ((tf * (this.k1 + 1)) / (tf + norm));
        }
        return { index, score };
      })
      .sort(byScore);
  }

  async dispose(): Promise<void> {}
}
