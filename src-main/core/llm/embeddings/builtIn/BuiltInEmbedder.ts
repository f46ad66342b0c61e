import { Worker } from "node:worker_threads";
import { workerScriptUrl } from "../../../files/workerScript.ts";
import { BuiltInEmbedderFailedError } from "../../errors/BuiltInEmbedderFailedError.ts";
import { normalize, type TextEmbedder } from "../TextEmbedder.ts";
import { BUILT_IN_EMBEDDER, BUILT_IN_LIMITS } from "../../models/builtIn/builtInModel.ts";
import type { EmbedReply, EmbedRequest } from "./builtInMessages.ts";

export interface BuiltInEmbedderOptions {
  /** How long a worker with nothing to do keeps the weights (about 250 MB) before it ends. Defaults to two minutes. */
  idleMs?: number;
  /** Heap limit of the worker thread, in MB. Defaults to BUILT_IN_LIMITS.maxHeapMb. */
  maxHeapMb?: number;
}

/**
 * The sentence encoder that ships with the app, behind the same interface as an embedding GGUF.
 * Nothing loads until the first text is embedded; the encoder then runs in a worker thread of its
 * own (started then, ended after an idle spell or on dispose), so the thread that called it stays
 * free. Each text is cut to BUILT_IN_LIMITS.maxChars. A worker that dies fails the batches it had
 * with a BuiltInEmbedderFailedError, and the next call starts a new one.
 */
export class BuiltInEmbedder implements TextEmbedder {
  readonly kind = "embedding-model";
  readonly dimension = BUILT_IN_EMBEDDER.dimension;
  readonly #idleMs: number;
  readonly #maxHeapMb: number;
  #worker: Worker | null = null;
  #nextId = 1;
  readonly #pending = new Map<number, { resolve: (rows: number[][]) => void; reject: (error: Error) => void }>();
  #idle: NodeJS.Timeout | null = null;

  constructor(options: BuiltInEmbedderOptions = {}) {
    this.#idleMs = options.idleMs ?? 2 * 60_000;
    this.#maxHeapMb = options.maxHeapMb ?? BUILT_IN_LIMITS.maxHeapMb;
  }

  async embed(texts: readonly string[], signal?: AbortSignal): Promise<number[][]> {
    const vectors: number[][] = texts.map(() => new Array<number>(this.dimension).fill(0));
    // A text with nothing in it has nothing to go on: it keeps its zero vector, as the interface says.
    const asked = texts.flatMap((text, index) => (text.trim() === "" ? [] : [{ index, text: text.slice(0, BUILT_IN_LIMITS.maxChars) }]));
    for (let start = 0; start < asked.length; start += BUILT_IN_LIMITS.batch) {
      signal?.throwIfAborted();
      const batch = asked.slice(start, start + BUILT_IN_LIMITS.batch);
      const rows = await this.#send(batch.map((b) => b.text));
      batch.forEach((b, i) => (vectors[b.index] = normalize(rows[i]!)));
    }
    return vectors;
  }

  /** Ends the worker (and frees the weights); a later embed starts a new one. */
  async dispose(): Promise<void> {
    if (this.#idle) clearTimeout(this.#idle);
    this.#idle = null;
    const worker = this.#worker;
    this.#worker = null;
    this.#failAll(new BuiltInEmbedderFailedError("it was closed while embedding."));
    if (worker) await worker.terminate();
  }

  #send(texts: string[]): Promise<number[][]> {
    const worker = this.#start();
    if (this.#idle) clearTimeout(this.#idle);
    this.#idle = null;
    // Held while it works (a command waiting for its vectors must not exit), let go when idle.
    worker.ref();
    const id = this.#nextId++;
    return new Promise((resolve, reject) => {
      this.#pending.set(id, { resolve, reject });
      const request: EmbedRequest = { id, texts };
      worker.postMessage(request);
    });
  }

  #start(): Worker {
    if (this.#worker) return this.#worker;
    const worker = new Worker(workerScriptUrl("builtInEmbedderWorker", import.meta.url, "The built-in sentence encoder's worker"), {
      resourceLimits: { maxOldGenerationSizeMb: this.#maxHeapMb },
    });
    worker.on("message", (reply: EmbedReply) => {
      const waiting = this.#pending.get(reply.id);
      this.#pending.delete(reply.id);
      if (waiting) {
        if (reply.ok) waiting.resolve(unpack(reply.vectors, reply.dimension));
        else waiting.reject(new BuiltInEmbedderFailedError(`${reply.error.name}: ${reply.error.message}`));
      }
      if (this.#pending.size === 0 && this.#worker === worker) {
        worker.unref();
        this.#idle = setTimeout(() => void this.dispose(), this.#idleMs).unref();
      }
    });
    worker.on("error", (error) => this.#lost(worker, `its worker stopped (${error.message}).`));
    worker.on("exit", (code) => this.#lost(worker, `its worker stopped (exit code ${code}).`));
    this.#worker = worker;
    return worker;
  }

  #lost(worker: Worker, reason: string): void {
    if (this.#worker !== worker) return;
    this.#worker = null;
    this.#failAll(new BuiltInEmbedderFailedError(reason));
  }

  #failAll(error: Error): void {
    for (const waiting of this.#pending.values()) waiting.reject(error);
    this.#pending.clear();
  }
}

function unpack(packed: Float32Array, dimension: number): number[][] {
  const rows: number[][] = [];
  for (let start = 0; start < packed.length; start += dimension) rows.push(Array.from(packed.subarray(start, start + dimension)));
  return rows;
}
