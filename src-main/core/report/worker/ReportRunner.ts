import { Worker } from "node:worker_threads";
import type { DatasetReport } from "../../../contract/report.ts";
import type { QaQuery } from "../../../contract/qaQueries.ts";
import { workerScriptUrl } from "../../files/workerScript.ts";
import { errorFromReply } from "../../documents/pool/workerErrors.ts";
import type { ReportCloseRequest, ReportReply, ReportRequest } from "./reportMessages.ts";

/** How long a worker with nothing to do keeps its word vectors (about 140 MB) before it ends. */
const IDLE_MS = 2 * 60_000;
/** How long a worker asked to close may take to end before it is terminated. */
const CLOSE_GRACE_MS = 5_000;

/**
 * The one owner of the report worker thread: started on the first report, kept while reports
 * come (its word vectors take seconds to load), ended after two idle minutes or on close().
 * Reports are built one at a time in the worker; a worker that dies fails what it was building
 * and the next report starts a new one.
 */
export class ReportRunner {
  readonly #databasePath: string;
  #worker: Worker | null = null;
  #nextId = 1;
  readonly #pending = new Map<number, { resolve: (report: DatasetReport) => void; reject: (error: Error) => void }>();
  #idle: NodeJS.Timeout | null = null;

  constructor(databasePath: string) {
    this.#databasePath = databasePath;
  }

  build(query: QaQuery, reviewer: string): Promise<DatasetReport> {
    const worker = this.#start();
    const id = this.#nextId++;
    if (this.#idle) clearTimeout(this.#idle);
    this.#idle = null;
    // Held while it works (a CLI waiting for its report must not exit), let go when idle.
    worker.ref();
    return new Promise((resolve, reject) => {
      this.#pending.set(id, { resolve, reject });
      const request: ReportRequest = { id, databasePath: this.#databasePath, query, reviewer };
      worker.postMessage(request);
    });
  }

  /**
   * Reports in progress fail at once; the worker is asked to close and ends by itself once the
   * report it is building has closed its connection, because terminating a thread in the middle
   * of a SQLite read or of loading the word vectors can abort the whole process. It is terminated
   * only if it has not ended within a few seconds. The promise resolves once it has ended.
   */
  close(): Promise<void> {
    if (this.#idle) clearTimeout(this.#idle);
    this.#idle = null;
    const worker = this.#worker;
    this.#worker = null;
    this.#failAll(new Error("The app closed while a report was being built."));
    if (!worker) return Promise.resolve();
    // Held until it has ended: a process waiting for this close (a CLI command about to exit)
    // would otherwise end with the worker still closing, the very thing closing gently avoids.
    worker.ref();
    const late = setTimeout(() => void worker.terminate().catch(() => undefined), CLOSE_GRACE_MS);
    late.unref();
    const ended = new Promise<void>((resolve) => {
      worker.once("exit", () => {
        clearTimeout(late);
        resolve();
      });
    });
    const close: ReportCloseRequest = { close: true };
    try {
      worker.postMessage(close);
    } catch {
      // A worker whose port is already gone has ended or is ending.
    }
    return ended;
  }

  #start(): Worker {
    if (this.#worker) return this.#worker;
    const worker = new Worker(workerScriptUrl("reportWorker", import.meta.url, "The report worker"));
    worker.on("message", (reply: ReportReply) => {
      const waiting = this.#pending.get(reply.id);
      this.#pending.delete(reply.id);
      if (waiting) {
        if (reply.ok) waiting.resolve(reply.report);
        else waiting.reject(errorFromReply(reply.error));
      }
      if (this.#pending.size === 0 && this.#worker === worker) {
        // A worker waiting for work must not keep the process alive.
        worker.unref();
        this.#idle = setTimeout(() => void this.close(), IDLE_MS).unref();
      }
    });
    worker.on("error", (error) => this.#lost(worker, error));
    worker.on("exit", (code) => this.#lost(worker, new Error(`The report worker stopped (exit code ${code}).`)));
    this.#worker = worker;
    return worker;
  }

  #lost(worker: Worker, error: Error): void {
    if (this.#worker !== worker) return;
    this.#worker = null;
    this.#failAll(error);
  }

  #failAll(error: Error): void {
    for (const waiting of this.#pending.values()) waiting.reject(error);
    this.#pending.clear();
  }
}
