import type { EmbeddingSession } from "../../../contract/modelHost.ts";
import { byScore, cosine, normalize, type Ranked, type Similarity } from "./Similarity.ts";

/** Similarity from an embedding model (any GGUF node-llama-cpp can embed with, e.g. BGE, nomic-embed). */
export class EmbeddingSimilarity implements Similarity {
  readonly kind = "embedding";
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

  async embed(texts: readonly string[]): Promise<number[][]> {
    return (await this.session.embed(texts)).map(normalize);
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
    await this.session.dispose();
    await this.release();
  }
}
