import os from "node:os";
import { Worker } from "node:worker_threads";
import type { ParsedPaper } from "../ParsedPaper.ts";
import { ParserCrashedError } from "./ParserCrashedError.ts";
import { errorFromReply, type ParseReply, type ParseRequest } from "./workerMessages.ts";
import { defaultWorkerUrl } from "./workerScript.ts";

export interface ParserPoolOptions {
  /**
   * Worker threads, i.e. files parsed at once. Defaults to min(2, os.availableParallelism()):
   * two keeps a laptop responsive while a batch runs, and pdf.js gains little beyond it because
   * the main thread's hashing and SQLite writes need a core too.
   */
  size?: number;
  /** V8 heap limit of each worker in MiB; a file that needs more fails alone. Defaults to Node's limit. */
  maxHeapMb?: number;
  /** Script each worker runs. Defaults to the parse worker (TypeScript source or the built bundle). */
  workerUrl?: URL;
  /** Receives what the workers print (pdf.js warnings); never the process's stdout, which
   * belongs to `--json` output. Defaults to discarding it. */
  log?: (text: string) => void;
}

interface Task {
  request: ParseRequest;
  resolve: (paper: ParsedPaper) => void;
  reject: (error: Error) => void;
  cleanup: () => void;
}

interface Slot {
  worker: Worker;
  task: Task | null;
}

/**
 * Parses PDFs in worker threads. Workers start on demand and are reused; one that dies fails
 * only the file it was parsing and is replaced by the next request. Idle workers do not keep the
 * process alive, so a CLI run ends as soon as its work does.
 */
export class ParserPool {
  readonly size: number;
  readonly #options: ParserPoolOptions;
  readonly #slots: Slot[] = [];
  readonly #queue: Task[] = [];
  #nextId = 1;
  #disposed = false;

  constructor(options: ParserPoolOptions = {}) {
    this.size = Math.max(1, options.size ?? Math.min(2, os.availableParallelism()));
    this.#options = options;
  }

  /**
   * Parses one PDF in a worker. `data`'s buffer is transferred to the worker: the caller's array
   * is empty afterwards. Aborting `signal` rejects with its reason and stops the worker at once.
   */
  parse(data: Uint8Array, options: { file: string; password?: string }, signal?: AbortSignal): Promise<ParsedPaper> {
    if (this.#disposed) return Promise.reject(new Error("The parser pool has been disposed."));
    if (signal?.aborted) return Promise.reject(signal.reason as Error);
    return new Promise<ParsedPaper>((resolve, reject) => {
      const request: ParseRequest = { id: this.#nextId++, data, file: options.file, password: options.password };
      const onAbort = () => this.#cancel(task, signal!.reason as Error);
      const task: Task = { request, resolve, reject, cleanup: () => signal?.removeEventListener("abort", onAbort) };
      signal?.addEventListener("abort", onAbort, { once: true });
      this.#queue.push(task);
      this.#pump();
    });
  }

  /** Stops every worker; pending and running parses reject. Safe to call twice. */
  async dispose(): Promise<void> {
    this.#disposed = true;
    const error = new Error("The parser pool has been disposed.");
    for (const task of this.#queue.splice(0)) this.#settle(task, error);
    const slots = this.#slots.splice(0);
    for (const slot of slots) if (slot.task) this.#settle(slot.task, error);
    await Promise.all(slots.map((slot) => slot.worker.terminate()));
  }

  #pump(): void {
    while (this.#queue.length > 0 && !this.#disposed) {
      let slot = this.#slots.find((s) => s.task === null);
      if (!slot && this.#slots.length < this.size) {
        try {
          slot = this.#spawn();
        } catch (error) {
          // No worker can start (its script is missing): the file waiting for it fails instead.
          this.#settle(this.#queue.shift()!, error as Error);
          continue;
        }
      }
      if (!slot) return;
      const task = this.#queue.shift()!;
      slot.task = task;
      slot.worker.ref();
      const { data } = task.request;
      // Transfer only a buffer the array owns entirely; a view into a larger one is copied.
      const owned = data.byteOffset === 0 && data.byteLength === data.buffer.byteLength && data.buffer instanceof ArrayBuffer;
      const payload = owned ? data : new Uint8Array(data);
      slot.worker.postMessage({ ...task.request, data: payload }, [payload.buffer as ArrayBuffer]);
    }
  }

  #spawn(): Slot {
    const { maxHeapMb, log } = this.#options;
    const worker = new Worker(this.#options.workerUrl ?? defaultWorkerUrl(), {
      resourceLimits: maxHeapMb ? { maxOldGenerationSizeMb: maxHeapMb } : undefined,
      stdout: true,
      stderr: true,
    });
    for (const stream of [worker.stdout, worker.stderr]) stream.on("data", (chunk: Buffer) => log?.(chunk.toString()));
    const slot: Slot = { worker, task: null };
    worker.on("message", (reply: ParseReply) => {
      const task = slot.task;
      if (!task || reply.id !== task.request.id) return;
      slot.task = null;
      worker.unref();
      this.#settle(task, reply.ok ? reply.paper : errorFromReply(reply.error));
      this.#pump();
    });
    // "error" (uncaught exception, out of memory) is followed by "exit"; the first one counts.
    worker.on("error", (error) => this.#lose(slot, error.message));
    worker.on("exit", (code) => this.#lose(slot, `the worker exited with code ${code}`));
    worker.unref();
    this.#slots.push(slot);
    return slot;
  }

  /** A worker died or was stopped: fail its file, forget it; the next parse starts a new one. */
  #lose(slot: Slot, reason: string): void {
    const index = this.#slots.indexOf(slot);
    if (index < 0) return;
    this.#slots.splice(index, 1);
    void slot.worker.terminate();
    if (slot.task) this.#settle(slot.task, new ParserCrashedError(slot.task.request.file, reason));
    slot.task = null;
    this.#pump();
  }

  #cancel(task: Task, reason: Error): void {
    const queued = this.#queue.indexOf(task);
    if (queued >= 0) this.#queue.splice(queued, 1);
    const slot = this.#slots.find((s) => s.task === task);
    if (slot) {
      // pdf.js cannot be interrupted mid-page; stopping the thread is the only prompt way.
      slot.task = null;
      this.#lose(slot, "cancelled");
    }
    this.#settle(task, reason);
  }

  #settle(task: Task, outcome: ParsedPaper | Error): void {
    task.cleanup();
    if (outcome instanceof Error) task.reject(outcome);
    else task.resolve(outcome);
  }
}
