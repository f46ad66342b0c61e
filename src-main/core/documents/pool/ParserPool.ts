import type { ParsedPaper } from "../ParsedPaper.ts";
import { ParserCrashedError } from "./ParserCrashedError.ts";
import { readyOcrRestart } from "./ocrRestart.ts";
import { fileToHelp, helpRequest } from "./pageSharing.ts";
import { newTask, settleTask } from "./parseTask.ts";
import { defaultParserThreads, type ParseOptions, type ParserPoolOptions } from "./parserPoolOptions.ts";
import { killChildren, spawnPoolSlot, stopPoolSlot } from "./poolSlotLifecycle.ts";
import type { Slot, Task } from "./poolSlot.ts";
import { receiveWorkerMessage, type PoolMoves } from "./slotMessages.ts";
import { deliverPages, startJob } from "./slotJobs.ts";
import { slotsUsage } from "./slotsUsage.ts";

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
  /** Why the last worker could not start (its script is missing). */
  #spawnError: Error | null = null;
  /** What a worker's notice may do to the pool (see slotMessages.ts). */
  readonly #moves: PoolMoves = { slots: this.#slots, pump: () => this.#pump() };

  constructor(options: ParserPoolOptions = {}) {
    this.size = Math.max(1, options.size ?? defaultParserThreads());
    this.#options = options;
  }

  /**
   * Parses one PDF in a worker (two, when one is free and OCR is reading it). The workers get
   * copies of `data`; the caller's array is left as it is. Aborting `signal` rejects with its reason and stops the
   * worker at once.
   */
  parse(data: Uint8Array, options: ParseOptions, signal?: AbortSignal): Promise<ParsedPaper> {
    if (this.#disposed) return Promise.reject(new Error("The parser pool has been disposed."));
    if (signal?.aborted) return Promise.reject(signal.reason as Error);
    return new Promise<ParsedPaper>((resolve, reject) => {
      const onAbort = () => this.#cancel(task, signal!.reason as Error);
      const task = newTask(this.#nextId++, data, options, { resolve, reject, cleanup: () => signal?.removeEventListener("abort", onAbort) });
      signal?.addEventListener("abort", onAbort, { once: true });
      this.#queue.push(task);
      this.#pump();
    });
  }

  /** Worker time so far, for benchmarks: CPU and event-loop busy milliseconds summed over the live workers. */
  usage(): Promise<{ workers: number; cpuMs: number; busyMs: number }> {
    return slotsUsage([...this.#slots]);
  }

  /** Stops every worker; pending and running parses reject. Safe to call twice. */
  async dispose(): Promise<void> {
    this.#disposed = true;
    const error = new Error("The parser pool has been disposed.");
    for (const task of this.#queue.splice(0)) settleTask(task, error);
    const slots = this.#slots.splice(0);
    for (const slot of slots) if (slot.job?.kind === "parse") settleTask(slot.job.task, error);
    await Promise.all(slots.map((slot) => stopPoolSlot(slot)));
  }
  #pump(): void {
    while (this.#queue.length > 0 && !this.#disposed) {
      const slot = this.#freeSlot();
      if (slot === "failed") {
        // No worker can start (its script is missing): the file waiting for it fails instead.
        settleTask(this.#queue.shift()!, this.#spawnError!);
        continue;
      }
      if (!slot) return;
      const task = this.#queue.shift()!;
      // Started again after a crash: every page OCR has read by now, by any worker, is not read again.
      if (task.request.ocr && task.ocrDone.size > 0) task.request = { ...task.request, known: [...task.ocrDone.values()] };
      startJob(slot, { kind: "parse", task }, task.request);
    }
    // Nothing queued: a free worker reads pages of the running file with the most left, if it pays.
    while (!this.#disposed) {
      const task = fileToHelp(this.#slots, this.#options.sharePagesFrom);
      if (!task) return;
      const slot = this.#freeSlot();
      if (!slot || slot === "failed") return;
      task.helped = true;
      task.claims.addHelper();
      startJob(slot, { kind: "help", task, claims: task.claims }, helpRequest(task));
    }
  }

  /** An idle worker, a new one if the pool is not full, null if all are busy, "failed" if none can start. */
  #freeSlot(): Slot | null | "failed" {
    const idle = this.#slots.find((s) => s.job === null);
    if (idle || this.#slots.length >= this.size) return idle ?? null;
    try {
      return this.#spawn();
    } catch (error) {
      this.#spawnError = error as Error;
      return "failed";
    }
  }

  #spawn(): Slot {
    const slot = spawnPoolSlot(this.#options, (s, message) => receiveWorkerMessage(s, message, this.#moves), (s, reason) => this.#lose(s, reason));
    this.#slots.push(slot);
    return slot;
  }

  /** A worker died or was stopped: fail its file, forget it; the next parse starts a new one. */
  #lose(slot: Slot, reason: string): void {
    const index = this.#slots.indexOf(slot);
    if (index < 0) return;
    this.#slots.splice(index, 1);
    void slot.worker.terminate();
    killChildren(slot);
    const job = slot.job;
    slot.job = null;
    if (job?.kind === "parse" && reason !== "cancelled" && readyOcrRestart(job.task, slot.ocrPage, reason)) {
      this.#queue.unshift(job.task);
      this.#pump();
      return;
    }
    if (job?.kind === "parse") {
      job.task.claims.close();
      settleTask(job.task, new ParserCrashedError(job.task.request.file, reason));
    }
    // The owner reads the pages a dead helper took itself, but for those it finished (sent as
    // each was: see "page"); a helper of the file before its owner was started again was never
    // waited for.
    if (job?.kind === "help" && job.claims === job.task.claims) deliverPages(this.#slots, job.task, []);
    this.#pump();
  }

  #cancel(task: Task, reason: Error): void {
    const queued = this.#queue.indexOf(task);
    if (queued >= 0) this.#queue.splice(queued, 1);
    task.claims.close();
    // The owner and its helper: pdf.js cannot be interrupted mid-page, nor OCR, and a helper left
    // to finish its page would read on for seconds after Cancel; stopping the thread (and the
    // commands it runs) is the only prompt way.
    for (const slot of this.#slots.filter((s) => s.job?.task === task)) {
      slot.job = null;
      this.#lose(slot, "cancelled");
    }
    settleTask(task, reason);
  }
}
