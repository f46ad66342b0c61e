import type { LlamaEmbeddingContext } from "node-llama-cpp";
import { normalize, type TextEmbedder } from "./TextEmbedder.ts";

/** Vectors from an embedding model: any GGUF node-llama-cpp can embed with (BGE, E5, nomic-embed). */
export class ModelEmbedder implements TextEmbedder {
  readonly kind = "embedding-model";
  private readonly context: LlamaEmbeddingContext;
  private readonly release: () => Promise<void>;

  /** `release` frees what the context came from (its model); called by `dispose`. */
  constructor(context: LlamaEmbeddingContext, release: () => Promise<void>) {
    this.context = context;
    this.release = release;
  }

  /** Length of each vector. */
  get dimension(): number {
    return this.context.model.embeddingVectorSize;
  }

  async embed(texts: readonly string[], signal?: AbortSignal): Promise<number[][]> {
    const vectors: number[][] = [];
    // One at a time: an embedding context evaluates one input per call.
    for (const text of texts) {
      signal?.throwIfAborted();
      vectors.push(normalize((await this.context.getEmbeddingFor(text)).vector));
    }
    return vectors;
  }

  async dispose(): Promise<void> {
    await this.context.dispose();
    await this.release();
  }
}
