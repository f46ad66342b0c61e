import type { LlamaEmbeddingContext } from "node-llama-cpp";
import { byScore, cosine, normalize, type Ranked, type Similarity } from "./Similarity.ts";

/** Similarity from an embedding model (any GGUF node-llama-cpp can embed with, e.g. BGE, nomic-embed). */
export class EmbeddingSimilarity implements Similarity {
  readonly kind = "embedding";
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

  async embed(texts: readonly string[]): Promise<number[][]> {
    const vectors: number[][] = [];
    // One at a time: an embedding context evaluates one input per call.
    for (const text of texts) vectors.push(normalize((await this.context.getEmbeddingFor(text)).vector));
    return vectors;
  }

  async similarity(a: string, b: string): Promise<number> {
    const [va, vb] = await this.embed([a, b]);
    return cosine(va!, vb!);
  }

  async rank(query: string, documents: readonly string[]): Promise<Ranked[]> {
    const [q, ...docs] = await this.embed([query, ...documents]);
    return docs.map((vector, index) => ({ index, score: cosine(q!, vector) })).sort(byScore);
  }

  async dispose(): Promise<void> {
    await this.context.dispose();
    await this.release();
  }
}
