import type { TextEmbedder } from "../../../llm/embeddings/TextEmbedder.ts";
import { chunkPassages } from "../../text/chunkPassages.ts";
import type { ExecuteServices } from "../strategyServices.ts";
import type { PaperForGeneration } from "../paperForGeneration.ts";
import { type ChunkScope, segmentRefs } from "./chunkScope.ts";
import { embeddingSimilarChunks, type SimilarityKind } from "./similarChunks.ts";

/** Each paper's embedding ranking, computed once per run and embedder however many chunk items ask. */
const rankings = new WeakMap<PaperForGeneration, WeakMap<TextEmbedder, Map<number, Promise<number[][]>>>>();

/**
 * The chunk's similar chunks as the paper finds them (embedding distance) when the run has an
 * embedding model; else the BM25 ranking stored at planning. Word vectors are not used here:
 * averaged static vectors rank a paper's chunks, which all share its vocabulary, worse than BM25.
 */
export async function similarOf(scope: ChunkScope, paper: PaperForGeneration, k: number, services: ExecuteServices | undefined, signal?: AbortSignal): Promise<{ by: SimilarityKind; similar: ChunkScope["similar"] }> {
  const embedder = services?.embedder;
  if (!embedder || embedder.kind !== "embedding-model" || k === 0) return { by: "bm25", similar: scope.similar };
  const chunks = chunkPassages(paper.passages);
  let byEmbedder = rankings.get(paper);
  if (!byEmbedder) rankings.set(paper, (byEmbedder = new WeakMap()));
  let byK = byEmbedder.get(embedder);
  if (!byK) byEmbedder.set(embedder, (byK = new Map()));
  let ranking = byK.get(k);
  if (!ranking) {
    ranking = embeddingSimilarChunks(embedder, chunks.map((c) => c.text), k, signal);
    byK.set(k, ranking);
    // A failed embedding is not kept: the next item tries again.
    ranking.catch(() => byK!.delete(k));
  }
  const row = (await ranking)[scope.chunk] ?? [];
  return { by: "embeddings", similar: row.map((j) => ({ chunk: chunks[j]!.index, segments: segmentRefs(chunks[j]!) })) };
}
