import { Worker } from "node:worker_threads";
import type { ReviewChange, ReviewDecision, ReviewState } from "../../../contract/review.ts";
import { errorFromReply } from "../../documents/pool/workerErrors.ts";
import { BulkReviewStoppedError } from "../../errors/BulkReviewStoppedError.ts";
import type { BulkReply, BulkRequest, PackedStates } from "./workerMessages.ts";
import { reviewWorkerUrl } from "./workerScript.ts";

/**
 * Runs one bulk review write in a worker thread started for it (bulk actions are rare, so no
 * pool is kept) and resolves with its changes (none for a restore). The write is one
 * transaction on the worker's own connection: if the thread dies before committing, nothing
 * changed.
 */
export function runInReviewWorker(request: BulkRequest): Promise<ReviewChange[]> {
  const qas = request.job.kind === "decide" ? request.job.ids.length : request.job.states.length;
  return new Promise((resolve, reject) => {
    const worker = new Worker(reviewWorkerUrl(), { workerData: request });
    let settled = false;
    worker.once("message", (reply: BulkReply) => {
      settled = true;
      if (!reply.ok) reject(errorFromReply(reply.error));
      else resolve(request.job.kind === "decide" && reply.before ? unpackChanges(request.job.ids, request.job.decision, reply.before) : []);
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

/** The changes of a decision from the packed states before it; QAs that shared a state share its objects. */
function unpackChanges(ids: number[], decision: ReviewDecision, before: PackedStates): ReviewChange[] {
  const after: ReviewState[] = before.distinct.map((state) => ({ ...state, decision }));
  return ids.map((id, i) => ({ id, before: before.distinct[before.index[i]!]!, after: after[before.index[i]!]! }));
}
