import type { LibraryDatabase } from "../db/openDatabase.ts";
import { readPassageVectors, writePassageVectors } from "../db/repositories/askVectors.ts";
import type { TextEmbedder } from "../llm/embeddings/TextEmbedder.ts";

/**
 * An embedding model as retrieval uses it: the question embedded each time, passages embedded
 * once per model and kept in the library (`ask_passage_vectors`), so asking again costs only the
 * passages no earlier question reached.
 */
export class PassageEmbedder {
  readonly #db: LibraryDatabase;
  readonly #embedder: TextEmbedder;
  readonly #modelKey: string;
  readonly #owned: boolean;

  /**
   * @param modelKey What identifies the model's vectors: its file's sha256 (or path before it is hashed), or the built-in encoder's key.
   * @param owned Whether dispose() disposes the embedder too. Defaults to true; false for an embedder shared between questions (the built-in one).
   */
  constructor(db: LibraryDatabase, embedder: TextEmbedder, modelKey: string, owned = true) {
    this.#db = db;
    this.#embedder = embedder;
    this.#modelKey = modelKey;
    this.#owned = owned;
  }

  /** The question's vector and each passage's, in the order given (all of unit length). */
  async embed(question: string, passages: readonly { passageId: number; text: string }[], signal?: AbortSignal): Promise<{ question: number[]; passages: number[][] }> {
    const stored = readPassageVectors(this.#db, this.#modelKey, passages.map((p) => p.passageId));
    const missing = passages.filter((p) => !stored.has(p.passageId));
    const [questionVector, ...fresh] = await this.#embedder.embed([question, ...missing.map((p) => p.text)], signal);
    const made = new Map(missing.map((p, i) => [p.passageId, fresh[i]!]));
    if (made.size > 0) writePassageVectors(this.#db, this.#modelKey, made);
    return { question: questionVector!, passages: passages.map((p) => stored.get(p.passageId) ?? made.get(p.passageId)!) };
  }

  dispose(): Promise<void> {
    return this.#owned ? this.#embedder.dispose() : Promise.resolve();
  }
}
