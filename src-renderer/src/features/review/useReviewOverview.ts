import type { QaQuery } from "@contract/qaQueries.ts";
import { client } from "../../client/index.ts";
import { useAppEvent } from "../../shared/useAppEvent.ts";
import { useAsync } from "../../shared/useAsync.ts";
import { useThrottledCallback } from "../../shared/useThrottledCallback.ts";

/**
 * What the review view shows around the QAs: the filter menus' values, the current reviewer's
 * queue counts (within the filters and overall) and every reviewer's totals. Kept fresh by the
 * core's events. The Paper menu searches the library itself (usePaperChoices): a large library
 * is too long a list to load here.
 */
export function useReviewOverview(countQuery: QaQuery) {
  const facets = useAsync(() => client.call("review.facets"), []);
  const counts = useAsync(() => client.call("review.counts", countQuery), [JSON.stringify(countQuery)]);
  const overall = useAsync(() => client.call("review.counts"), []);
  const reviewers = useAsync(() => client.call("review.reviewers"), []);
  const refreshCounts = useThrottledCallback(() => {
    counts.reload();
    overall.reload();
    reviewers.reload();
  }, 500);
  useAppEvent("review.changed", refreshCounts);
  // A new reviewer name changes whose queue the counts are.
  useAppEvent("settings.changed", refreshCounts);
  useAppEvent(["runs.changed", "library.changed"], () => {
    facets.reload();
    refreshCounts();
  });
  return { facets, counts, overall, reviewers };
}
