import type { EmbeddingSession } from "../../../contract/modelHost.ts";
import { normalize, type TextEmbedder } from "./TextEmbedder.ts";

/** Vectors from an embedding model (BGE, E5, nomic-embed as GGUF), through the backend's embedding session. */
export class ModelEmbedder implements TextEmbedder {
  readonly kind = "embedding-model";
  private readonly session: EmbeddingSession;
  private readonly release: () => Promise<void>;

  /** `release` gives back what the session came from (its model's lease); called by `dispose`. */
  constructor(session: EmbeddingSession, release: () => Promise<void>) {
    this.session = session;
    this.release = release;
  }

  /** Length of each vector. */
  get dimension(): number {
    return this.session.dimension;
  }

  async embed(texts: readonly string[], signal?: AbortSignal): Promise<number[][]> {
    // In batches, so a cancel is seen between them without a round trip per text.
    const vectors: number[][] = [];
    for (let start = 0; start < texts.length; start += 32) {
      signal?.throwIfAborted();
      for (const vector of await this.session.embed(texts.slice(start, start + 32))) vectors.push(normalize(vector));
    }
    return vectors;
  }

  async dispose(): Promise<void> {
    await this.session.dispose();
    await this.release();
  }
}
