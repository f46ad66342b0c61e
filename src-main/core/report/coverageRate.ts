import { cosine } from "../llm/embeddings/TextEmbedder.ts";

/** SciQAG: each answer's most similar 15% of the paper's sentences count as its sources. */
export const COVERAGE_TOP_SHARE = 0.15;
/** SciQAG: the paper is cut into 10 equal parts, by sentence count. */
export const COVERAGE_PARTS = 10;

/**
 * SciQAG's coverage rate of a paper by its answers: for every answer, the top 15% of the paper's
 * sentences by cosine similarity (at least one); the share of the paper's ten equal parts (fewer
 * when it has fewer than ten sentences) holding at least one of those sentences. Null without
 * sentences or answers. Vectors come from one TextEmbedder, sentences in reading order.
 */
export function coverageRate(sentences: readonly number[][], answers: readonly number[][]): number | null {
  const n = sentences.length;
  if (n === 0 || answers.length === 0) return null;
  const top = Math.max(1, Math.ceil(COVERAGE_TOP_SHARE * n));
  const parts = Math.min(COVERAGE_PARTS, n);
  const covered = new Set<number>();
  for (const answer of answers) {
    const ranked = sentences.map((s, i) => ({ i, score: cosine(answer, s) })).sort((a, b) => b.score - a.score || a.i - b.i);
    for (const { i } of ranked.slice(0, top)) covered.add(Math.floor((i * parts) / n));
  }
  return covered.size / parts;
}
