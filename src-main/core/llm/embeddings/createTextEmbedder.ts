import type { BackendModel } from "../../../contract/modelHost.ts";
import type { ModelHost } from "../host/ModelHost.ts";
import { ModelEmbedder } from "./ModelEmbedder.ts";
import type { TextEmbedder } from "./TextEmbedder.ts";
import { WordVectorEmbedder } from "./WordVectorEmbedder.ts";

export interface TextEmbedderOptions {
  /** GGUF file of an embedding model. Defaults to none: word vectors. */
  embeddingModel?: string | null;
  /** Tokens per input the embedding context holds. Defaults to the model's trained size. */
  contextSize?: number;
  /** Aborts loading the model. Defaults to none. */
  signal?: AbortSignal;
}

/** The configured embedding model (an embedding lease on the host), or word vectors when none is configured. */
export async function createTextEmbedder(host: ModelHost<BackendModel>, options: TextEmbedderOptions = {}): Promise<TextEmbedder> {
  if (!options.embeddingModel) return new WordVectorEmbedder();
  const file = options.embeddingModel;
  const lease = await host.acquire("embedding", file, { holder: { kind: "similarity" }, ...(options.signal ? { signal: options.signal } : {}) });
  // Disposing gives the model back and unloads it unless someone else leases it.
  const release = async () => {
    lease.release();
    await host.unloadIdle(file);
  };
  try {
    if (!lease.model.openEmbedder) throw new Error(`This backend cannot embed text with ${file}.`);
    return new ModelEmbedder(await lease.model.openEmbedder({ contextSize: options.contextSize, signal: options.signal }), release);
  } catch (error) {
    await release();
    throw error;
  }
}
