import { useMemo } from "react";
import { client } from "../../client/index.ts";

/** The calls behind the reviewer name field: who has decisions, and the two ways to change the name. */
export function useReviewerName() {
  return useMemo(
    () => ({
      reviewers: () => client.call("review.reviewers"),
      /** The same person under a new name: their decisions move along. */
      rename: (to: string) => client.call("review.renameReviewer", to),
      /** A different reviewer: the decisions stay with the old name. */
      switchTo: (to: string) => client.call("settings.update", { reviewer: to }),
    }),
    [],
  );
}
