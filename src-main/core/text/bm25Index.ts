import { lexicalTerms } from "./lexicalTerms.ts";

export interface Bm25Options {
  /** Term-frequency saturation. Defaults to 1.2 (Robertson and Zaragoza's usual value). */
  k1?: number;
  /** Length normalization, 0 (none) to 1 (full). Defaults to 0.75. */
  b?: number;
  /** How a text becomes terms. Defaults to `lexicalTerms` (words and numbers, no stemming). */
  terms?: (text: string) => string[];
}

/**
 * Okapi BM25 over a small collection (a paper's chunks, a candidate list): `score(query)` gives
 * every document's score for the query's distinct terms. Synchronous and in-process, so planning
 * code can use it as well as the async `Similarity` fallback. The "+1" form of the IDF keeps every
 * weight positive: a word found in most documents (a paper's main subject) still counts a little.
 */
export function bm25Index(documents: readonly string[], options: Bm25Options = {}): { score(query: string): number[] } {
  const toTerms = options.terms ?? lexicalTerms;
  return bm25OfTerms(
    documents.map((text) => toTerms(text)),
    { ...options, terms: toTerms },
  );
}

/** `bm25Index` over documents already split into terms (a caller that keeps them between queries); `options.terms` splits the query. */
export function bm25OfTerms(documents: readonly (readonly string[])[], options: Bm25Options = {}): { score(query: string): number[] } {
  const k1 = options.k1 ?? 1.2;
  const b = options.b ?? 0.75;
  const toTerms = options.terms ?? lexicalTerms;
  const docs = documents.map((terms) => {
    const tf = new Map<string, number>();
    for (const t of terms) tf.set(t, (tf.get(t) ?? 0) + 1);
    return { tf, length: terms.length };
  });
  const averageLength = docs.reduce((sum, d) => sum + d.length, 0) / Math.max(1, docs.length) || 1;
  const df = new Map<string, number>();
  for (const d of docs) for (const t of d.tf.keys()) df.set(t, (df.get(t) ?? 0) + 1);
  const idf = (t: string) => Math.log(1 + (docs.length - (df.get(t) ?? 0) + 0.5) / ((df.get(t) ?? 0) + 0.5));
  return {
    score(query) {
      const terms = [...new Set(toTerms(query))];
      return docs.map((d) => {
        let score = 0;
        for (const t of terms) {
          const f = d.tf.get(t);
          if (!f) continue;
          score += (idf(t) * f * (k1 + 1)) / (f + k1 * (1 - b + (b * d.length) / averageLength));
        }
        return score;
      });
    },
  };
}
