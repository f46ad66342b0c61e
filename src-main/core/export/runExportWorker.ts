import { Worker } from "node:worker_threads";
import type { ExportHooks } from "../../contract/services.ts";
import { errorFromReply } from "../documents/pool/workerErrors.ts";
import { workerScriptUrl } from "../files/workerScript.ts";
import { ExportStoppedError } from "./errors/ExportStoppedError.ts";
import type { ExportJob, ExportWorkerMessage } from "./exportWorkerMessages.ts";

/** What an export's worker answers once every record is written. */
export type ExportDone = Extract<ExportWorkerMessage, { type: "done" }>;
/** Stops an export under way; resolves once its thread has ended. */
export type StopExport = (reason: Error) => Promise<void>;

/**
 * How long a worker may take to end by itself, once it has sent its answer or been asked to stop
 * (it closes its database), before it is terminated.
 */
const WORKER_GRACE_MS = 5_000;

/**
 * Runs one export in a worker thread of its own and resolves with its answer once the thread has
 * ended; its stop is in `running` while it runs, so the runner can stop every export at once.
 */
export function runExportWorker(job: Omit<ExportJob, "stop">, workerUrl: URL | undefined, running: Set<StopExport>, hooks: ExportHooks): Promise<ExportDone> {
  const { signal, onProgress } = hooks;
  if (signal?.aborted) return Promise.reject(stoppedBy(signal));
  const stopFlag = new Int32Array(new SharedArrayBuffer(Int32Array.BYTES_PER_ELEMENT));
  const worker = new Worker(workerUrl ?? workerScriptUrl("exportWorker", import.meta.url, "The export worker"), {
    workerData: { ...job, stop: stopFlag } satisfies ExportJob,
  });
  return new Promise((resolve, reject) => {
    let settled: Promise<void> | undefined;
    // A stopped export settles only once the thread is gone: its file descriptor is closed
    // (and its number possibly reused) right after, and no late write may land anywhere.
    const finish = (outcome: ExportDone | Error, how: "ended" | "stop" | "terminate"): Promise<void> => {
      if (settled) return settled;
      running.delete(stop);
      signal?.removeEventListener("abort", onAbort);
      const gone = how === "terminate" ? worker.terminate().then(() => undefined) : how === "stop" ? stopGently(worker, stopFlag) : Promise.resolve();
      settled = gone.catch(() => undefined).then(() => (outcome instanceof Error ? reject(outcome) : resolve(outcome)));
      return settled;
    };
    // Asked, not terminated: a thread terminated in the middle of a SQLite read can abort the
    // whole process. It checks the flag before each record and ends by itself (stopGently).
    const stop = (reason: Error) => finish(reason, "stop");
    const onAbort = () => void stop(stoppedBy(signal!));
    running.add(stop);
    signal?.addEventListener("abort", onAbort, { once: true });
    // The outcome is kept until the thread has exited: it still closes its database after
    // answering, and a process that ends meanwhile (a CLI command, a test file) could tear
    // that native call down half-way.
    // A thread that has answered but does not end within a few seconds is stopped, so nothing
    // it might still hold open can keep the export waiting.
    let outcome: ExportDone | Error | undefined;
    const answered = (value: NonNullable<typeof outcome>) => {
      outcome = value;
      setTimeout(() => void worker.terminate().catch(() => undefined), WORKER_GRACE_MS).unref();
    };
    worker.on("message", (message: ExportWorkerMessage) => {
      if (message.type === "progress") onProgress?.({ records: message.records, total: message.total });
      else if (message.type === "done") answered(message);
      else answered(errorFromReply(message.error));
    });
    worker.on("error", (error) => void finish(error, "terminate"));
    worker.on("exit", (code) => void finish(outcome ?? new Error(`The export stopped unexpectedly (its worker exited with code ${code}).`), "ended"));
  });
}

/**
 * Asks an export's thread to stop (it sees the flag before its next record, throws, closes its
 * database and ends) and resolves once it has ended; one that has not ended within the grace
 * is terminated.
 */
function stopGently(worker: Worker, flag: Int32Array): Promise<void> {
  return new Promise((resolve) => {
    const late = setTimeout(() => void worker.terminate().catch(() => undefined), WORKER_GRACE_MS);
    late.unref();
    worker.once("exit", () => {
      clearTimeout(late);
      resolve();
    });
    Atomics.store(flag, 0, 1);
  });
}

function stoppedBy(signal: AbortSignal): Error {
  const reason: unknown = signal.reason;
  return new ExportStoppedError(reason instanceof Error ? reason.message : String(reason ?? "cancelled"));
}
