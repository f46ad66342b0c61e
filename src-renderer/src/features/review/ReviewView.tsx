import { useMemo, useRef } from "react";
import { routeHref } from "../../app/router.ts";
import { formatCount } from "../../shared/format.ts";
import { hasCommandModifier, isTypingTarget } from "../../shared/keyInput.ts";
import { useKeyboardShortcuts } from "../../shared/useKeyboardShortcuts.ts";
import { exportTheseParams } from "../export/exportFilters.ts";
import { BulkTable } from "./BulkTable.tsx";
import { FocusReview } from "./FocusReview.tsx";
import { queueCount } from "./queueCounts.ts";
import { QueueTabs } from "./QueueTabs.tsx";
import { ReviewCounter } from "./ReviewCounter.tsx";
import { ReviewFilterBar } from "./ReviewFilterBar.tsx";
import { ReviewerLine } from "./ReviewerLine.tsx";
import { reviewErrorText } from "./reviewErrors.ts";
import { useReviewOverview } from "./useReviewOverview.ts";
import { useReviewState } from "./useReviewState.ts";
import "./review.css";

/**
 * #/review: a focus view (one QA at a time, keyboard first) and a virtualized table for bulk
 * work, over the same filters and queue. ?mode=table|focus, ?qa=ID opens one QA, ?paper=ID and
 * ?run=ID start with that filter.
 */
export function ReviewView() {
  const state = useReviewState();
  const { mode, setMode, filters, queue, query, countQuery, position, undoStack } = state;
  const { facets, counts, overall, reviewers } = useReviewOverview(countQuery);
  const searchRef = useRef<HTMLInputElement>(null);
  const metrics = facets.data?.metrics;
  const metricList = useMemo(() => metrics ?? [], [metrics]);

  // "/" jumps to the search box from anywhere in the view.
  useKeyboardShortcuts((input) => {
    if (input.key !== "/" || isTypingTarget(input.target) || hasCommandModifier(input)) return false;
    searchRef.current?.focus();
    return true;
  });

  if (overall.data && overall.data.total === 0) {
    return (
      <div className="review-view">
        <h1>Review</h1>
        <div className="empty-state" data-testid="review-empty">
          <h2>No QAs yet</h2>
          <p>Review starts once a run has generated QAs from your papers.</p>
          <a className="button primary" href={routeHref("runs")}>
            Run a strategy to generate QAs
          </a>
        </div>
      </div>
    );
  }

  const c = counts.data;
  const reviewer = c?.reviewer ?? overall.data?.reviewer;
  const filtered = Object.keys(countQuery).some((k) => k !== "sort" && k !== "order");
  const queueName = reviewer === undefined ? "Your queue" : `Your queue (${reviewer})`;
  const shownCount = c ? queueCount(c, queue) : null;

  return (
    <div className={`review-view review-${mode}`}>
      <header className="review-head">
        <h1>Review</h1>
        <ReviewerLine reviewer={reviewer} reviewers={reviewers.data} />
        <ReviewCounter counts={c} queueName={queueName} filtered={filtered} />
        <div className="review-modes" role="group" aria-label="View">
          <button type="button" aria-pressed={mode === "focus"} onClick={state.focusQueue} data-testid="mode-focus">
            Focus
          </button>
          <button type="button" aria-pressed={mode === "table"} onClick={() => setMode("table")} data-testid="mode-table">
            Table
          </button>
        </div>
        {/* The rows shown here (queue, filters, search, order), exported exactly: Export opens with this query. */}
        <a
          className="button review-export"
          href={routeHref("export", null, exportTheseParams(query))}
          title="Open Export with exactly the QAs shown here"
          aria-disabled={shownCount === 0}
          data-testid="review-export"
        >
          Export these{shownCount !== null && ` (${formatCount(shownCount)})`}
        </a>
      </header>
      {counts.error && (
        <p role="alert" className="error">
          {reviewErrorText("count the queue", counts.error)}
        </p>
      )}
      {facets.error && (
        <p role="alert" className="error">
          {reviewErrorText("load the filter choices", facets.error)}
        </p>
      )}

      <QueueTabs queueName={queueName} queue={queue} counts={c} onQueue={state.changeQueue} />

      <ReviewFilterBar filters={filters} onChange={state.changeFilters} facets={facets.data} searchRef={searchRef} />

      <div id="review-panel" role="tabpanel" aria-labelledby={`queue-tab-${queue}`} className="review-panel">
        {mode === "focus" ? (
          <FocusReview
            key={state.openId ?? "queue"}
            query={query}
            queue={queue}
            types={facets.data?.types ?? []}
            startIndex={position}
            startId={state.openId}
            onPositionChange={state.setPosition}
            record={state.record}
            undo={state.undo}
            canUndo={undoStack.length > 0}
            onBack={state.backToTable}
            onQueue={state.changeQueue}
          />
        ) : (
          <BulkTable
            query={query}
            queue={queue}
            sort={filters.sort}
            order={filters.order}
            onSort={state.onSort}
            metrics={metricList}
            startIndex={position}
            onPositionChange={state.setPosition}
            onOpen={state.onOpen}
            record={state.record}
            undo={state.undo}
            canUndo={undoStack.length > 0}
          />
        )}
      </div>
      {undoStack.length > 0 && (
        <p className="muted review-undo-hint">
          Last change: {undoStack[undoStack.length - 1]!.label} · <kbd>U</kbd> undoes it
        </p>
      )}
    </div>
  );
}
