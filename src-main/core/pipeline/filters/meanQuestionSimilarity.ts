import { type TextEmbedder } from "../../llm/embeddings/TextEmbedder.ts";

/**
 * Mean cosine over all pairs of a set's questions (lower is more varied); null for fewer than
 * two. Not SciQAG's question similarity, which an LLM rates by intent (see docs/metrics.md): the
 * catalog calls it "question likeness (word vectors)". The sum over pairs comes from the sum of
 * the unit vectors (|Σv|² = n + 2 Σ pairs), linear in the questions, not quadratic.
 */
export async function meanQuestionSimilarity(embedder: TextEmbedder, questions: readonly string[], signal?: AbortSignal): Promise<number | null> {
  if (questions.length < 2) return null;
  const vectors = await embedder.embed(questions, signal);
  const sum = new Float64Array(vectors[0]!.length);
  let selfSum = 0;
  for (const vector of vectors) {
    const norm = Math.sqrt(vector.reduce((s, x) => s + x * x, 0));
    // An all-zero vector has cosine 0 with every other: it adds nothing.
    if (norm === 0) continue;
    for (let d = 0; d < sum.length; d++) sum[d]! += vector[d]! / norm;
    selfSum += 1;
  }
  const pairs = (sum.reduce((s, x) => s + x * x, 0) - selfSum) / 2;
  return pairs / ((vectors.length * (vectors.length - 1)) / 2);
}
