import type { ReviewCounts } from "@contract/review.ts";
import type { QueueTab } from "./reviewFilters.ts";

/** What "reviewed" means in the counter and its tab: the QAs you kept or dropped (pending ones are not). */
export function reviewedCount(counts: ReviewCounts): number {
  return counts.kept + counts.dropped;
}

/** How many QAs a queue tab holds, from the reviewer's counts. */
export function queueCount(counts: ReviewCounts, tab: QueueTab): number {
  switch (tab) {
    case "pending":
      return counts.pending;
    case "reviewed":
      return reviewedCount(counts);
    case "kept":
      return counts.kept;
    case "dropped":
      return counts.dropped;
    default:
      return counts.total;
  }
}
