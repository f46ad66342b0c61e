import type { LlamaEmbeddingContext } from "node-llama-cpp";
import type { EmbeddingSession } from "../../../contract/modelHost.ts";

/**
 * Tokens kept free of the text: llama.cpp adds the model's start and end tokens around an input,
 * and refuses an input that fills the context.
 */
const FRAME_TOKENS = 3;

/** An embedding context of a llama.cpp model (BGE, E5, nomic-embed...). */
export class LlamaEmbeddingSession implements EmbeddingSession {
  private readonly context: LlamaEmbeddingContext;
  private readonly contextSize: number;

  /** `contextSize` is the context the embedding context was created with. */
  constructor(context: LlamaEmbeddingContext, contextSize: number) {
    this.context = context;
    this.contextSize = contextSize;
  }

  get dimension(): number {
    return this.context.model.embeddingVectorSize;
  }

  /**
   * A text longer than the context is embedded by its first part, as sentence-transformers
   * truncate to their maximum length: whole paragraphs and abstracts (CCQG's salience) often
   * run past a BERT-class model's 512 tokens, and llama.cpp would refuse them outright.
   */
  async embed(texts: readonly string[]): Promise<number[][]> {
    const vectors: number[][] = [];
    const limit = Math.max(1, this.contextSize - FRAME_TOKENS);
    // One at a time: an embedding context evaluates one input per call.
    for (const text of texts) {
      const tokens = this.context.model.tokenize(text);
      vectors.push([...(await this.context.getEmbeddingFor(tokens.length > limit ? tokens.slice(0, limit) : tokens)).vector]);
    }
    return vectors;
  }

  async dispose(): Promise<void> {
    await this.context.dispose();
  }
}
