import { bm25Index } from "../../../text/bm25Index.ts";
import type { TextEmbedder } from "../../../llm/embeddings/TextEmbedder.ts";
import { bm25Terms } from "../../../text/bm25Terms.ts";

/**
 * For every chunk of a paper, the indexes of the `k` other chunks most like it, best first.
 * ChemLit-QA ranked by embedding distance (FAISS, L2); `embeddingSimilarChunks` does that when
 * the run has an embedding model, and BM25 stands in when it has none.
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

/** Which ranking chose a QA's similar chunks, as stored with it. */
export type SimilarityKind = "embeddings" | "bm25";

/**
 * The paper's own ranking: each chunk's `k` nearest chunks by Euclidean distance between
 * embeddings. The embedder's vectors have unit length, so that order is the cosine order;
 * ties go as in BM25's ranking (nearer chunk, then earlier).
 */
export async function embeddingSimilarChunks(embedder: TextEmbedder, texts: readonly string[], k: number, signal?: AbortSignal): Promise<number[][]> {
  const vectors = await embedder.embed(texts, signal);
  const distance = (a: readonly number[], b: readonly number[]) => a.reduce((sum, x, i) => sum + (x - b[i]!) ** 2, 0);
  return vectors.map((v, self) =>
    vectors
      .map((w, i) => ({ i, d: distance(v, w) }))
      .filter(({ i }) => i !== self)
      .sort((a, b) => a.d - b.d || Math.abs(a.i - self) - Math.abs(b.i - self) || a.i - b.i)
      .slice(0, k)
      .map(({ i }) => i),
  );
}
