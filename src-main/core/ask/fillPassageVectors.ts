import type { LibraryDatabase } from "../db/openDatabase.ts";
import { passagesWithoutVectors, writePassageVectors } from "../db/repositories/askVectors.ts";
import type { TextEmbedder } from "../llm/embeddings/TextEmbedder.ts";

export interface FillPassageVectorsOptions {
  /** Passages embedded and stored at a time: what a crash or a stop can lose at most. Defaults to 64. */
  chunk?: number;
  /** Only these papers' passages. Defaults to the whole library. */
  paperIds?: readonly number[] | null;
  /** Called after each stored chunk with the passages stored so far in this call. Defaults to none. */
  onProgress?: (stored: number) => void;
  signal?: AbortSignal;
}

/**
 * Embeds every passage of the library that has no vector for `modelKey` yet and stores the
 * vectors, a chunk at a time, so the vector pass of retrieval (vectorPassageHits) can reach
 * passages no word of a question matches. Stopped or crashed, it loses at most the chunk in
 * hand; run again, it starts where the stored vectors end. Returns the passages it stored.
 */
export async function fillPassageVectors(db: LibraryDatabase, embedder: TextEmbedder, modelKey: string, options: FillPassageVectorsOptions = {}): Promise<number> {
  const chunk = options.chunk ?? 64;
  let afterId = 0;
  let stored = 0;
  for (;;) {
    options.signal?.throwIfAborted();
    const batch = passagesWithoutVectors(db, modelKey, afterId, chunk, options.paperIds ?? null);
    if (batch.length === 0) return stored;
    const vectors = await embedder.embed(batch.map((p) => p.text), options.signal);
    writePassageVectors(db, modelKey, batch.map((p, i) => ({ ...p, vector: vectors[i]! })));
    stored += batch.length;
    afterId = batch.at(-1)!.passageId;
    options.onProgress?.(stored);
  }
}
