/**
 * Turns texts into vectors whose cosine says how alike their meanings are: the near-duplicate
 * filter and question diversity are written against this. An embedding model (a BGE- or E5-class
 * GGUF) gives the best vectors; without one, static word vectors stand in. Word overlap is not
 * offered: paraphrases share few words, so it misses exactly the duplicates that matter.
 */
export interface TextEmbedder {
  /** "embedding-model" when a GGUF model computes the vectors, "word-vectors" for the model-free fallback. */
  readonly kind: "embedding-model" | "word-vectors";
  /**
   * One vector per text, each of unit length (all zeros for a text with nothing to go on), so a
   * dot product is their cosine. A text's vector does not depend on the others passed with it.
   */
  embed(texts: readonly string[], signal?: AbortSignal): Promise<number[][]>;
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
