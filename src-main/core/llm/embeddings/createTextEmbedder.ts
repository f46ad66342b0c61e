import { InsufficientMemoryError } from "node-llama-cpp";
import { OutOfMemoryError } from "../errors/OutOfMemoryError.ts";
import type { LlamaRuntime } from "../runtime/LlamaRuntime.ts";
import { ModelEmbedder } from "./ModelEmbedder.ts";
import type { TextEmbedder } from "./TextEmbedder.ts";
import { WordVectorEmbedder } from "./WordVectorEmbedder.ts";

export interface TextEmbedderOptions {
  /** GGUF file of an embedding model. Defaults to none: word vectors. */
  embeddingModel?: string | null;
  /** Tokens per input the embedding context holds. Defaults to the model's trained size. */
  contextSize?: number;
  /** Threads. Defaults to the runtime's (node-llama-cpp's own default for embeddings is 6). */
  threads?: number;
  /** Aborts loading the model. Defaults to none. */
  signal?: AbortSignal;
}

/** The configured embedding model, loaded into the runtime's embedder slot, or word vectors when none is configured. */
export async function createTextEmbedder(runtime: LlamaRuntime, options: TextEmbedderOptions = {}): Promise<TextEmbedder> {
  if (!options.embeddingModel) return new WordVectorEmbedder();
  const loaded = await runtime.loadModel({ file: options.embeddingModel, role: "embedder", signal: options.signal });
  const contextSize = options.contextSize ?? loaded.trainContextSize;
  try {
    const context = await loaded.model.createEmbeddingContext({ contextSize, threads: options.threads ?? runtime.threads, createSignal: options.signal });
    return new ModelEmbedder(context, () => runtime.unloadModel("embedder"));
  } catch (error) {
    if (error instanceof InsufficientMemoryError) {
      throw new OutOfMemoryError({ what: "embedding context", file: loaded.file, contextSize, gpuLayers: loaded.model.gpuLayers, backend: runtime.backend }, error.message);
    }
    throw error;
  }
}
