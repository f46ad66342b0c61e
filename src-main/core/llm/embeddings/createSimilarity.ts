import { InsufficientMemoryError } from "node-llama-cpp";
import { OutOfMemoryError } from "../errors/OutOfMemoryError.ts";
import type { LlamaRuntime } from "../runtime/LlamaRuntime.ts";
import { Bm25Similarity } from "./Bm25Similarity.ts";
import { EmbeddingSimilarity } from "./EmbeddingSimilarity.ts";
import type { Similarity } from "./Similarity.ts";

export interface SimilarityOptions {
  /** GGUF file of an embedding model. Defaults to none: BM25 over words. */
  embeddingModel?: string | null;
  /** Tokens per input the embedding context holds. Defaults to the model's trained size. */
  contextSize?: number;
  /** Threads. Defaults to the runtime's (node-llama-cpp's own default for embeddings is 6). */
  threads?: number;
  /** Aborts loading the model. Defaults to none. */
  signal?: AbortSignal;
}

/** The configured embedding model behind `Similarity`, or BM25 when none is configured. */
export async function createSimilarity(runtime: LlamaRuntime, options: SimilarityOptions = {}): Promise<Similarity> {
  if (!options.embeddingModel) return new Bm25Similarity();
  const loaded = await runtime.loadModel({ file: options.embeddingModel, role: "embedder", signal: options.signal });
  const contextSize = options.contextSize ?? loaded.trainContextSize;
  try {
    const context = await loaded.model.createEmbeddingContext({ contextSize, threads: options.threads ?? runtime.threads, createSignal: options.signal });
    return new EmbeddingSimilarity(context, () => runtime.unloadModel("embedder"));
  } catch (error) {
    if (error instanceof InsufficientMemoryError) {
      throw new OutOfMemoryError({ what: "embedding context", file: loaded.file, contextSize, gpuLayers: loaded.model.gpuLayers, backend: runtime.backend }, error.message);
    }
    throw error;
  }
}
