import { useMemo } from "react";
import type { ReviewDecision, ReviewPatch, ReviewState } from "@contract/review.ts";
import { client } from "../../client/index.ts";

/**
 * The review calls the focus view and the table make, in one place: reading a QA, changing
 * it, deciding many at once and undoing.
 */
export function useReviewActions() {
  return useMemo(
    () => ({
      get: (id: number) => client.call("review.get", id),
      annotate: (id: number, patch: ReviewPatch) => client.call("review.annotate", id, patch),
      bulkDecide: (ids: number[], decision: ReviewDecision) => client.call("review.bulkDecide", ids, decision),
      restore: (states: { id: number; state: ReviewState }[]) => client.call("review.restore", states),
      undoBulk: (token: string) => client.call("review.undoBulk", token),
    }),
    [],
  );
}
