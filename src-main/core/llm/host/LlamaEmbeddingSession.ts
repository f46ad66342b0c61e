import type { LlamaEmbeddingContext } from "node-llama-cpp";
import type { EmbeddingSession } from "../../../contract/modelHost.ts";

/** An embedding context of a llama.cpp model (BGE, E5, nomic-embed...). */
export class LlamaEmbeddingSession implements EmbeddingSession {
  private readonly context: LlamaEmbeddingContext;

  constructor(context: LlamaEmbeddingContext) {
    this.context = context;
  }

  get dimension(): number {
    return this.context.model.embeddingVectorSize;
  }

  async embed(texts: readonly string[]): Promise<number[][]> {
    const vectors: number[][] = [];
    // One at a time: an embedding context evaluates one input per call.
    for (const text of texts) vectors.push([...(await this.context.getEmbeddingFor(text)).vector]);
    return vectors;
  }

  async dispose(): Promise<void> {
    await this.context.dispose();
  }
}
