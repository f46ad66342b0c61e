import type { BackendModel } from "../../../contract/modelHost.ts";
import type { ModelHost } from "../host/ModelHost.ts";
import { Bm25Similarity } from "./Bm25Similarity.ts";
import { EmbeddingSimilarity } from "./EmbeddingSimilarity.ts";
import type { Similarity } from "./Similarity.ts";

export interface SimilarityOptions {
  /** GGUF file of an embedding model. Defaults to none: BM25 over words. */
  embeddingModel?: string | null;
  /** Tokens per input the embedding context holds. Defaults to the model's trained size. */
  contextSize?: number;
  /** Aborts loading the model. Defaults to none. */
  signal?: AbortSignal;
}

/** The configured embedding model behind `Similarity` (an embedder lease on the host), or BM25 when none is configured. */
export async function createSimilarity(host: ModelHost<BackendModel>, options: SimilarityOptions = {}): Promise<Similarity> {
  if (!options.embeddingModel) return new Bm25Similarity();
  const file = options.embeddingModel;
  const lease = await host.acquire("embedding", file, { holder: { kind: "similarity" }, ...(options.signal ? { signal: options.signal } : {}) });
  // Disposing gives the model back and unloads it unless someone else leases it.
  const release = async () => {
    lease.release();
    await host.unloadIdle(file);
  };
  try {
    if (!lease.model.openEmbedder) throw new Error(`This backend cannot embed text with ${file}.`);
    return new EmbeddingSimilarity(await lease.model.openEmbedder({ contextSize: options.contextSize, signal: options.signal }), release);
  } catch (error) {
    await release();
    throw error;
  }
}
