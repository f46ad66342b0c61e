import type { PassageChunk } from "../../text/PaperText.ts";
import type { PaperForGeneration } from "../paperForGeneration.ts";
import type { PlannedItem } from "../Strategy.ts";
import type { StrategyTools } from "../strategyServices.ts";
import { findBridges } from "./bridgeEntities.ts";
import { type BridgeScope, type ChunkScope, segmentRefs } from "./chunkScope.ts";
import { looksUseful } from "./looksUseful.ts";
import type { ChemlitSettings } from "./settings.ts";
import { bm25SimilarChunks, type ChunkSimilarity } from "./similarChunks.ts";

/** Plans with a chosen similarity; the registered strategy uses BM25. */
export function planChemlit(paper: PaperForGeneration, settings: ChemlitSettings, tools: StrategyTools, similarity: ChunkSimilarity = bm25SimilarChunks): PlannedItem[] {
  const chunks: PassageChunk[] = tools.chunks(paper);
  // Similar chunks are ranked among all chunks of the paper, as a retriever over the paper would.
  const similar = settings.similarChunks > 0 ? similarity(chunks.map((c) => c.text), settings.similarChunks) : chunks.map(() => []);
  const items: PlannedItem[] = [];
  chunks.forEach((chunk, position) => {
    if (!looksUseful(chunk, paper, settings)) return;
    const scope: ChunkScope = {
      chunk: chunk.index,
      chunks: chunks.length,
      segments: segmentRefs(chunk),
      similar: (similar[position] ?? []).map((j) => ({ chunk: chunks[j]!.index, segments: segmentRefs(chunks[j]!) })),
    };
    items.push({ itemKey: `chunk:${chunk.index}`, kind: "chunk", scope: { ...scope } });
  });
  // Multi-hop items bridge two chunks that are themselves worth asking about.
  const useful = items.map((item) => chunks[Number(item.scope.chunk)]!);
  for (const bridge of findBridges(useful.map((c) => c.text), settings.multiHopPerPaper)) {
    const [a, b] = bridge.chunks.map((i) => useful[i]!);
    const scope: BridgeScope = { entity: bridge.entity, chunks: chunks.length, pair: [{ chunk: a!.index, segments: segmentRefs(a!) }, { chunk: b!.index, segments: segmentRefs(b!) }] };
    items.push({ itemKey: `bridge:${a!.index}-${b!.index}`, kind: "bridge", scope: { ...scope } });
  }
  return items;
}
