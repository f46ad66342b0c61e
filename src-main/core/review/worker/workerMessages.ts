import type { ErrorInfo } from "../../../contract/errors.ts";
import type { ReviewChange, ReviewDecision, ReviewState } from "../../../contract/review.ts";

/** What a review worker does, passed as its workerData: one bulk write on the library `file`. */
export interface BulkRequest {
  file: string;
  reviewer: string;
  job: { kind: "decide"; ids: number[]; decision: ReviewDecision } | { kind: "restore"; states: { id: number; state: ReviewState }[] };
}

/** Worker -> main thread, once. Errors travel as {name, message}: structured clone loses our class names. */
export type BulkReply = { ok: true; changes: ReviewChange[] } | { ok: false; error: ErrorInfo };
