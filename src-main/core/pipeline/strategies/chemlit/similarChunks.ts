import { bm25Index } from "../../../llm/embeddings/bm25Index.ts";
import { bm25Terms } from "../shared/bm25.ts";

/**
 * For every chunk of a paper, the indexes of the `k` other chunks most like it, best first.
 * ChemLit-QA used embedding distance; this is the seam where an embedding-based ranking goes
 * when an embedding model is configured.
 */
export type ChunkSimilarity = (texts: readonly string[], k: number) => number[][];

/**
 * BM25 with each chunk's text as the query against all the paper's chunks. Ties (often zero
 * scores in short papers) go to the nearer chunk, then the earlier one, so the ranking is stable.
 */
export const bm25SimilarChunks: ChunkSimilarity = (texts, k) => {
  const index = bm25Index(texts, { terms: bm25Terms });
  return texts.map((text, self) => {
    const scores = index.score(text);
    return scores
      .map((score, i) => ({ i, score }))
      .filter(({ i }) => i !== self)
      .sort((a, b) => b.score - a.score || Math.abs(a.i - self) - Math.abs(b.i - self) || a.i - b.i)
      .slice(0, k)
      .map(({ i }) => i);
  });
};
