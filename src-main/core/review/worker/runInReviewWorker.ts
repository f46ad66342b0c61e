import { Worker } from "node:worker_threads";
import { errorFromReply } from "../../documents/pool/workerErrors.ts";
import { BulkReviewStoppedError } from "../../errors/BulkReviewStoppedError.ts";
import type { BulkReply, BulkRequest, PackedStates } from "./workerMessages.ts";
import { reviewWorkerUrl } from "./workerScript.ts";

/**
 * Runs one bulk review write in a worker thread started for it (bulk actions are rare, so no
 * pool is kept) and resolves with the states before a decision, packed (null for a restore or undo). The write is one
 * transaction on the worker's own connection: if the thread dies before committing, nothing
 * changed.
 */
export function runInReviewWorker(request: BulkRequest): Promise<PackedStates | null> {
  const qas = request.job.kind === "restore" ? request.job.states.length : request.job.ids.length;
  return new Promise((resolve, reject) => {
    const worker = new Worker(reviewWorkerUrl(), { workerData: request });
    let settled = false;
    worker.once("message", (reply: BulkReply) => {
      settled = true;
      if (!reply.ok) reject(errorFromReply(reply.error));
      else resolve(reply.before);
    });
    worker.once("error", (error) => {
      if (!settled) reject(new BulkReviewStoppedError(qas, error.message));
      settled = true;
    });
    worker.once("exit", (code) => {
      if (!settled) reject(new BulkReviewStoppedError(qas, `the worker exited with code ${code}`));
      settled = true;
    });
  });
}
