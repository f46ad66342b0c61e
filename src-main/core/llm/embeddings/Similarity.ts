/** One document's place in a ranking. */
export interface Ranked {
  /** Position of the document in the array given to `rank`. */
  index: number;
  score: number;
}

/**
 * Text similarity for filters and retrieval, whether from an embedding model or, when none is
 * configured, from word overlap (BM25). Callers compare scores only within one implementation:
 * cosines of embeddings and BM25 scores are on different scales.
 */
export interface Similarity {
  /** "embedding" when a model computes it, "bm25" for the lexical fallback. */
  readonly kind: "embedding" | "bm25";
  /**
   * One vector per text, each of unit length, so a dot product is their cosine. For BM25 these
   * are TF-IDF weights over the words of the texts passed together in this call.
   */
  embed(texts: readonly string[]): Promise<number[][]>;
  /** Cosine similarity of two texts: 1 for the same text. */
  similarity(a: string, b: string): Promise<number>;
  /** Documents by relevance to the query, most relevant first. */
  rank(query: string, documents: readonly string[]): Promise<Ranked[]>;
  /** Frees the model, if any. */
  dispose(): Promise<void>;
}

/** Cosine of two vectors; 0 when either is all zeros. */
export function cosine(a: readonly number[], b: readonly number[]): number {
  let dot = 0;
  let na = 0;
  let nb = 0;
  for (let i = 0; i < a.length; i++) {
    dot += a[i]! * b[i]!;
    na += a[i]! * a[i]!;
    nb += b[i]! * b[i]!;
  }
  return na === 0 || nb === 0 ? 0 : dot / Math.sqrt(na * nb);
}

/** Scales a vector to unit length (all zeros stays all zeros). */
export function normalize(vector: readonly number[]): number[] {
  const norm = Math.sqrt(vector.reduce((sum, x) => sum + x * x, 0));
  return norm === 0 ? [...vector] : vector.map((x) => x / norm);
}

export const byScore = (a: Ranked, b: Ranked): number => b.score - a.score || a.index - b.index;
