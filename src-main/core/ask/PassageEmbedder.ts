import type { LibraryDatabase } from "../db/openDatabase.ts";
import { readPassageVectors, writePassageVectors } from "../db/repositories/askVectors.ts";
import type { TextEmbedder } from "../llm/embeddings/TextEmbedder.ts";
import { nearestStoredPassages } from "./storedVectorSearch.ts";

/**
 * An embedding model as retrieval uses it: the question embedded each time, passages embedded
 * once per model and kept in the library (`ask_passage_vectors`), so asking again costs only the
 * passages no earlier question reached, and the stored vectors can be searched for passages that
 * share no word with the question.
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
    const [questionVector] = await this.#embedder.embed([question], signal);
    return { question: questionVector!, passages: await this.embedPassages(passages, signal) };
  }

  /** The question's vector (unit length). */
  async embedQuestion(question: string, signal?: AbortSignal): Promise<number[]> {
    return (await this.#embedder.embed([question], signal))[0]!;
  }

  /** Each passage's vector, in the order given: stored ones read, the others embedded and stored. */
  async embedPassages(passages: readonly { passageId: number; text: string }[], signal?: AbortSignal): Promise<number[][]> {
    const stored = readPassageVectors(this.#db, this.#modelKey, passages.map((p) => p.passageId));
    const missing = passages.filter((p) => !stored.has(p.passageId));
    const fresh = missing.length > 0 ? await this.#embedder.embed(missing.map((p) => p.text), signal) : [];
    const made = new Map(missing.map((p, i) => [p.passageId, fresh[i]!]));
    if (made.size > 0) writePassageVectors(this.#db, this.#modelKey, missing.map((p, i) => ({ passageId: p.passageId, text: p.text, vector: fresh[i]! })));
    return passages.map((p) => stored.get(p.passageId) ?? made.get(p.passageId)!);
  }

  /** The passages with a stored vector closest to the question's, best first (see nearestStoredPassages). */
  nearest(question: readonly number[], limit: number, paperIds: readonly number[] | null): { passageId: number; paperId: number; cosine: number }[] {
    return nearestStoredPassages(this.#db, this.#modelKey, question, limit, paperIds);
  }

  dispose(): Promise<void> {
    return this.#owned ? this.#embedder.dispose() : Promise.resolve();
  }
}
