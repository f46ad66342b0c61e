import { Worker } from "node:worker_threads";
import type { ReviewChange } from "../../../contract/review.ts";
import { errorFromReply } from "../../documents/pool/workerMessages.ts";
import { BulkReviewStoppedError } from "../../errors/BulkReviewStoppedError.ts";
import type { BulkReply, BulkRequest } from "./workerMessages.ts";
import { reviewWorkerUrl } from "./workerScript.ts";

/**
 * Runs one bulk review write in a worker thread started for it (bulk actions are rare, so no
 * pool is kept) and resolves with its changes. The write is one transaction on the worker's
 * own connection: if the thread dies before committing, nothing changed.
 */
export function runInReviewWorker(request: BulkRequest): Promise<ReviewChange[]> {
  const qas = request.job.kind === "decide" ? request.job.ids.length : request.job.states.length;
  return new Promise((resolve, reject) => {
    const worker = new Worker(reviewWorkerUrl(), { workerData: request });
    let settled = false;
    worker.once("message", (reply: BulkReply) => {
      settled = true;
      if (reply.ok) resolve(reply.changes);
      else reject(errorFromReply(reply.error));
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
