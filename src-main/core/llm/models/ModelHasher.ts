import fs from "node:fs";
import type { HashProgress } from "../../../contract/models.ts";
import type { LibraryDatabase } from "../../db/openDatabase.ts";
import { getModel, listModels, setModelSha256 } from "../../db/repositories/models.ts";
import { hashFile } from "./hashFile.ts";

type Listener = (progress: HashProgress) => void;

/**
 * Computes the sha256 of registered model files in the background, one file at a time (hashing
 * is disk-bound: two at once would only fight over the disk). A model is usable as soon as it is
 * registered; its hash lands in the database when ready. An entry whose hash never finished (the
 * app closed, the CLI was interrupted) is picked up again by `resumePending()` at the next start.
 */
export class ModelHasher {
  private readonly db: () => LibraryDatabase;
  private readonly log: (message: string) => void;
  private readonly controller = new AbortController();
  private readonly jobs = new Map<number, Promise<void>>();
  private readonly listeners = new Map<number, Set<Listener>>();
  private readonly progress = new Map<number, number>();
  private queue: Promise<void> = Promise.resolve();

  private readonly onHashed: (modelId: number) => void;

  /** `log` receives files that could not be hashed; `onHashed` hears of every hash stored. Both default to a no-op. */
  constructor(db: () => LibraryDatabase, log: (message: string) => void = () => {}, onHashed: (modelId: number) => void = () => {}) {
    this.db = db;
    this.log = log;
    this.onHashed = onHashed;
  }

  /** Share of the file hashed so far (0 to 1) while it is queued or hashing here; null otherwise. */
  progressOf(modelId: number): number | null {
    return this.progress.get(modelId) ?? null;
  }

  /**
   * Queues a model for hashing (once: a second call joins the first). Settles when its hash is
   * stored or the attempt gave up (file gone or changed: logged, left for a later start); never rejects.
   */
  enqueue(modelId: number, onProgress?: Listener): Promise<void> {
    if (onProgress) {
      const set = this.listeners.get(modelId) ?? new Set();
      set.add(onProgress);
      this.listeners.set(modelId, set);
    }
    const existing = this.jobs.get(modelId);
    if (existing) return existing;
    this.progress.set(modelId, 0);
    const job = (this.queue = this.queue.then(() => this.hash(modelId)));
    this.jobs.set(modelId, job);
    return job;
  }

  /** Queues every registered model still missing its hash. */
  resumePending(): void {
    for (const model of listModels(this.db())) if (model.sha256 === null) void this.enqueue(model.id);
  }

  /** Settles once everything queued so far is done. */
  async whenIdle(): Promise<void> {
    await Promise.all([...this.jobs.values()]);
  }

  /** Stops hashing; unfinished files keep a null hash for the next start. Safe to call twice. */
  dispose(): void {
    this.controller.abort();
  }

  private async hash(modelId: number): Promise<void> {
    try {
      if (this.controller.signal.aborted) return;
      const model = getModel(this.db(), modelId);
      if (!model || model.sha256 !== null) return;
      const size = fs.statSync(model.filePath, { throwIfNoEntry: false })?.size;
      if (size !== model.fileSize) {
        this.log(`Not hashing model ${modelId}: ${model.filePath} is ${size === undefined ? "missing" : "a different size than when it was added"}.`);
        return;
      }
      const sha256 = await hashFile(model.filePath, {
        signal: this.controller.signal,
        onProgress: (bytesDone, totalBytes) => {
          this.progress.set(modelId, totalBytes > 0 ? bytesDone / totalBytes : 1);
          for (const listener of this.listeners.get(modelId) ?? []) listener({ modelId, bytesDone, totalBytes });
        },
      });
      // The database closes right after dispose(): never write once stopped.
      if (!this.controller.signal.aborted) {
        setModelSha256(this.db(), modelId, sha256);
        this.onHashed(modelId);
      }
    } catch (error) {
      if (!this.controller.signal.aborted) this.log(`Could not hash model ${modelId}: ${(error as Error).message}`);
    } finally {
      this.jobs.delete(modelId);
      this.listeners.delete(modelId);
      this.progress.delete(modelId);
    }
  }
}
