import type { ReviewCounts } from "@contract/review.ts";
import { formatCount, shareOf } from "../../shared/format.ts";
import { ProgressBar } from "../../shared/ProgressBar.tsx";
import { reviewedCount } from "./queueCounts.ts";

/** How far your queue is reviewed, among the QAs matching the filters when there are filters. */
export function ReviewCounter({ counts, queueName, filtered }: { counts: ReviewCounts | undefined; queueName: string; filtered: boolean }) {
  const c = counts;
  const reviewed = c ? reviewedCount(c) : 0;
  return (
    <div className="review-counter" data-testid="review-counter" aria-live="polite" aria-atomic="true">
      {c ? (
        <>
          <ProgressBar value={reviewed} max={c.total} label={`${queueName}: progress`} valueText={`${reviewed} of ${c.total} reviewed`} />
          <span className="review-counter-text" title={`Decisions by ${c.reviewer}${filtered ? ", among the QAs matching the filters" : ""}`}>
            <strong data-testid="review-reviewed">{formatCount(reviewed)}</strong> of <span data-testid="review-total">{formatCount(c.total)}</span> reviewed
            {c.total > 0 && <span data-testid="review-share"> ({shareOf(reviewed, c.total)})</span>}
            {filtered ? " matching the filters" : ""}
          </span>
        </>
      ) : (
        <span className="muted">Counting…</span>
      )}
    </div>
  );
}
