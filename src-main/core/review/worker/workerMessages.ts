import type { ErrorInfo } from "../../../contract/errors.ts";
import type { ReviewDecision, ReviewState } from "../../../contract/review.ts";

/** What a review worker does, passed as its workerData: one bulk write on the library `file`. */
export interface BulkRequest {
  file: string;
  reviewer: string;
  job:
    | { kind: "decide"; ids: number[]; decision: ReviewDecision }
    | { kind: "restore"; states: { id: number; state: ReviewState }[] }
    | { kind: "undo"; ids: number[]; before: PackedStates; decision: ReviewDecision };
}

/**
 * The states before a bulk decision, in the order of its ids, each distinct state sent once:
 * 100,000 QAs have a handful of distinct states, and cloning 100,000 objects into the main
 * thread would hold it for a quarter of a second.
 */
export interface PackedStates {
  distinct: ReviewState[];
  /** For each id, its state's index in `distinct`. */
  index: Uint32Array;
}

/** Worker -> main thread, once. Errors travel as {name, message}: structured clone loses our class names. */
export type BulkReply = { ok: true; before: PackedStates | null } | { ok: false; error: ErrorInfo };

export function packStates(states: ReviewState[]): PackedStates {
  const seen = new Map<string, number>();
  const distinct: ReviewState[] = [];
  const index = new Uint32Array(states.length);
  states.forEach((state, i) => {
    const key = JSON.stringify(state);
    let at = seen.get(key);
    if (at === undefined) {
      at = distinct.push(state) - 1;
      seen.set(key, at);
    }
    index[i] = at;
  });
  return { distinct, index };
}
