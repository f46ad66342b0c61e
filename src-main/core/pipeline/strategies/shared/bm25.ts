import { STOPWORDS } from "../../text/stopwords.ts";
import { stem } from "../../text/topicRank.ts";

export interface Bm25Options {
  /** Term-frequency saturation. Defaults to 1.2. */
  k1?: number;
  /** Length normalisation. Defaults to 0.75. */
  b?: number;
}

/** Content terms of a text: lower-cased words and numbers, stopwords out, lightly stemmed. */
export function bm25Terms(text: string): string[] {
  const words = text.toLowerCase().match(/[\p{L}\p{N}][\p{L}\p{N}-]*/gu) ?? [];
  return words.filter((w) => !STOPWORDS.has(w) && !/^\d+$/.test(w)).map(stem);
}

/**
 * Okapi BM25 over a small collection (the chunks of one paper): `score(query)` gives every
 * document's score for the query's distinct terms. Lexical, in-process and deterministic: the
 * fallback ChemLit-QA's "similar chunks" use when no embedding model is configured.
 */
export function bm25Index(documents: readonly string[], options: Bm25Options = {}): { score(query: string): number[] } {
  const k1 = options.k1 ?? 1.2;
  const b = options.b ?? 0.75;
  const docs = documents.map((text) => {
    const tf = new Map<string, number>();
    const terms = bm25Terms(text);
    for (const t of terms) tf.set(t, (tf.get(t) ?? 0) + 1);
    return { tf, length: terms.length };
  });
  const averageLength = docs.reduce((sum, d) => sum + d.length, 0) / Math.max(1, docs.length) || 1;
  const df = new Map<string, number>();
  for (const d of docs) for (const t of d.tf.keys()) df.set(t, (df.get(t) ?? 0) + 1);
  // The "+1" form of the idf keeps every weight positive, so a term found in most chunks of a
  // paper (its main subject) still counts a little instead of counting against.
  const idf = (t: string) => Math.log(1 + (docs.length - (df.get(t) ?? 0) + 0.5) / ((df.get(t) ?? 0) + 0.5));
  return {
    score(query) {
      const terms = [...new Set(bm25Terms(query))];
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
