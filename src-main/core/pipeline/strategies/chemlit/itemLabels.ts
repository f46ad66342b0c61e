import type { PlannedItem } from "../Strategy.ts";
import type { ChunkScope } from "./chunkScope.ts";

/** How a chunk is named in progress and fit findings: "Chunk 3 of 12". */
export function chunkLabel(scope: Pick<ChunkScope, "chunk" | "chunks">): string {
  return scope.chunks ? `Chunk ${scope.chunk + 1} of ${scope.chunks}` : `Chunk ${scope.chunk + 1}`;
}

export function itemLabel(item: Pick<PlannedItem, "kind" | "scope">): string {
  if (item.kind === "bridge") {
    const pair = Array.isArray(item.scope.pair) ? (item.scope.pair as { chunk: number }[]) : [];
    return `Multi-hop through "${String(item.scope.entity)}" (chunks ${pair.map((c) => c.chunk + 1).join(" and ")})`;
  }
  return chunkLabel({ chunk: Number(item.scope.chunk), chunks: typeof item.scope.chunks === "number" ? item.scope.chunks : undefined });
}
