import { useState } from "react";
import { PAPER_PAGE_MAX } from "../../../../src-main/contract/papers.ts";
import type { QaQuery } from "../../../../src-main/contract/review.ts";
import { client } from "../../client/index.ts";
import { useAppEvent } from "../../shared/useAppEvent.ts";
import { useAsync } from "../../shared/useAsync.ts";
import { useThrottledCallback } from "../../shared/useThrottledCallback.ts";

/**
 * What the review view shows around the QAs: the filter menus' values, the current reviewer's
 * queue counts (within the filters and overall), every reviewer's totals, and the paper list,
 * fetched only once the Paper menu opens (a large library is a long list). Kept fresh by the
 * core's events.
 */
export function useReviewOverview(countQuery: QaQuery, papersAtStart: boolean) {
  const facets = useAsync(() => client.call("review.facets"), []);
  const [papersWanted, setPapersWanted] = useState(papersAtStart);
  const papers = useAsync(() => (papersWanted ? client.call("library.browse", { sort: "title", order: "asc", limit: PAPER_PAGE_MAX }) : Promise.resolve(undefined)), [papersWanted]);
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
    papers.reload();
    refreshCounts();
  });
  return { facets, papers, papersWanted, wantPapers: () => setPapersWanted(true), counts, overall, reviewers };
}
