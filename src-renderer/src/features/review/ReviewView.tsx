import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { navigate, routeHref, useRoute } from "../../app/router.ts";
import { formatCount, percentDone } from "../../shared/format.ts";
import { hasCommandModifier, isTypingTarget } from "../../shared/keyInput.ts";
import { ProgressBar } from "../../shared/ProgressBar.tsx";
import { useDebouncedValue } from "../../shared/useDebouncedValue.ts";
import { useKeyboardShortcuts } from "../../shared/useKeyboardShortcuts.ts";
import { exportTheseParams } from "../export/exportFilters.ts";
import { BulkTable } from "./BulkTable.tsx";
import { FocusReview } from "./FocusReview.tsx";
import { ReviewFilterBar } from "./ReviewFilterBar.tsx";
import { buildQaQuery, emptyFilters, QUEUE_TABS, type QueueTab, type ReviewFilterState } from "./reviewFilters.ts";
import { ReviewerLine } from "./ReviewerLine.tsx";
import { reviewErrorText } from "./reviewErrors.ts";
import { popUndo, pushUndo, restoreArgs, type UndoEntry } from "./undoStack.ts";
import { useReviewActions } from "./useReviewActions.ts";
import { useReviewOverview } from "./useReviewOverview.ts";
import "./review.css";

type Mode = "focus" | "table";

// What the view was showing, kept for the session so leaving Review and coming back does not
// lose the filters, the queue or the undo history.
const remembered: { filters: ReviewFilterState; queue: QueueTab; undo: UndoEntry[]; position: number } = {
  filters: emptyFilters,
  queue: "pending",
  undo: [],
  position: 0,
};

/**
 * #/review: a focus view (one QA at a time, keyboard first) and a virtualized table for bulk
 * work, over the same filters and queue. ?mode=table|focus, ?qa=ID opens one QA, ?paper=ID and
 * ?run=ID start with that filter.
 */
export function ReviewView() {
  const route = useRoute();
  const mode: Mode = route.params.get("mode") === "table" ? "table" : "focus";
  const qaParam = positiveInt(route.params.get("qa"));
  const [filters, setFilters] = useState<ReviewFilterState>(() => {
    const paper = positiveInt(route.params.get("paper"));
    const run = positiveInt(route.params.get("run"));
    if (paper === null && run === null) return remembered.filters;
    return { ...emptyFilters, paperIds: paper === null ? [] : [paper], runIds: run === null ? [] : [run] };
  });
  const [queue, setQueue] = useState<QueueTab>(() => (qaParam !== null || positiveInt(route.params.get("run")) !== null ? "all" : remembered.queue));
  const [undoStack, setUndoStack] = useState<UndoEntry[]>(remembered.undo);
  const [position, setPosition] = useState(remembered.position);
  const [openId, setOpenId] = useState<number | null>(qaParam);
  // A link to another QA while Review is open (?qa=ID changes): show that one, in the All queue.
  const [shownQaParam, setShownQaParam] = useState(qaParam);
  if (qaParam !== shownQaParam) {
    setShownQaParam(qaParam);
    if (qaParam !== null) {
      setOpenId(qaParam);
      setQueue("all");
    }
  }
  const searchRef = useRef<HTMLInputElement>(null);

  // Typing in the search box waits for a pause; every other filter applies at once.
  const search = useDebouncedValue(filters.search, 250);
  const settled = useMemo(() => ({ ...filters, search }), [filters, search]);
  const query = useMemo(() => buildQaQuery(settled, queue), [settled, queue]);
  const countQuery = useMemo(() => buildQaQuery(settled, "all"), [settled]);

  useEffect(() => {
    remembered.filters = filters;
    remembered.queue = queue;
    remembered.undo = undoStack;
    remembered.position = position;
  }, [filters, queue, undoStack, position]);

  const { facets, counts, overall, reviewers } = useReviewOverview(countQuery);
  const actions = useReviewActions();

  const record = useCallback((entry: UndoEntry | null) => setUndoStack((stack) => pushUndo(stack, entry)), []);
  const stackRef = useRef(undoStack);
  stackRef.current = undoStack;
  const undo = useCallback(async (): Promise<UndoEntry | null> => {
    const popped = popUndo(stackRef.current);
    if (!popped) return null;
    await actions.restore(restoreArgs(popped.entry));
    stackRef.current = popped.rest;
    setUndoStack(popped.rest);
    return popped.entry;
  }, [actions]);

  const setMode = useCallback((next: Mode) => navigate("review", null, { mode: next }), []);
  const onSort = useCallback((sort: ReviewFilterState["sort"], order: ReviewFilterState["order"]) => setFilters((f) => ({ ...f, sort, order })), []);
  const onOpen = useCallback(
    (index: number, id: number) => {
      setPosition(index);
      setOpenId(id);
      setMode("focus");
    },
    [setMode],
  );
  const metrics = facets.data?.metrics;
  const metricList = useMemo(() => metrics ?? [], [metrics]);
  const changeFilters = (next: ReviewFilterState) => {
    setFilters(next);
    setPosition(0);
    setOpenId(null);
  };
  const changeQueue = (next: QueueTab) => {
    setQueue(next);
    setPosition(0);
    setOpenId(null);
  };

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
  const reviewed = c ? c.kept + c.dropped : 0;
  const tabCount = (tab: QueueTab): number | null =>
    !c ? null : tab === "pending" ? c.pending : tab === "reviewed" ? reviewed : tab === "kept" ? c.kept : tab === "dropped" ? c.dropped : c.total;
  const filtered = Object.keys(countQuery).some((k) => k !== "sort" && k !== "order");
  const queueName = reviewer === undefined ? "Your queue" : `Your queue (${reviewer})`;
  const shownCount = tabCount(queue);

  return (
    <div className={`review-view review-${mode}`}>
      <header className="review-head">
        <h1>Review</h1>
        <ReviewerLine reviewer={reviewer} reviewers={reviewers.data} />
        <div className="review-counter" data-testid="review-counter" aria-live="polite" aria-atomic="true">
          {c ? (
            <>
              <ProgressBar value={reviewed} max={c.total} label={`${queueName}: progress`} valueText={`${reviewed} of ${c.total} reviewed`} />
              <span className="review-counter-text" title={`Decisions by ${c.reviewer}${filtered ? ", among the QAs matching the filters" : ""}`}>
                <strong data-testid="review-reviewed">{formatCount(reviewed)}</strong> of <span data-testid="review-total">{formatCount(c.total)}</span> reviewed (
                {percentDone(reviewed, c.total)}%){filtered ? " matching the filters" : ""}
              </span>
            </>
          ) : (
            <span className="muted">Counting…</span>
          )}
        </div>
        <div className="review-modes" role="group" aria-label="View">
          <button
            type="button"
            aria-pressed={mode === "focus"}
            onClick={() => {
              setOpenId(null);
              setMode("focus");
            }}
            data-testid="mode-focus"
          >
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

      <div className="review-queue-row">
        <span className="review-queue-name" id="review-queue-name">
          {queueName}:
        </span>
        <div className="review-tabs" role="tablist" aria-labelledby="review-queue-name">
          {QUEUE_TABS.map((tab) => {
            const n = tabCount(tab.id);
            return (
              <button
                key={tab.id}
                type="button"
                role="tab"
                id={`queue-tab-${tab.id}`}
                aria-selected={queue === tab.id}
                aria-controls="review-panel"
                tabIndex={queue === tab.id ? 0 : -1}
                className="review-tab"
                onClick={() => changeQueue(tab.id)}
                onKeyDown={(event) => {
                  if (event.key !== "ArrowRight" && event.key !== "ArrowLeft") return;
                  event.preventDefault();
                  event.stopPropagation();
                  const at = QUEUE_TABS.findIndex((t) => t.id === queue);
                  const next = QUEUE_TABS[(at + (event.key === "ArrowRight" ? 1 : -1) + QUEUE_TABS.length) % QUEUE_TABS.length]!;
                  changeQueue(next.id);
                  document.getElementById(`queue-tab-${next.id}`)?.focus();
                }}
                data-testid={`queue-${tab.id}`}
              >
                {tab.label}
                {n !== null && <span className="review-tab-count">{formatCount(n)}</span>}
              </button>
            );
          })}
        </div>
      </div>

      <ReviewFilterBar
        filters={filters}
        onChange={changeFilters}
        facets={facets.data}
        searchRef={searchRef}
      />

      <div id="review-panel" role="tabpanel" aria-labelledby={`queue-tab-${queue}`} className="review-panel">
        {mode === "focus" ? (
          <FocusReview
            key={openId ?? "queue"}
            query={query}
            queue={queue}
            types={facets.data?.types ?? []}
            startIndex={position}
            startId={openId}
            onPositionChange={setPosition}
            record={record}
            undo={undo}
            canUndo={undoStack.length > 0}
            onBack={(index) => {
              setPosition(index);
              setOpenId(null);
              setMode("table");
            }}
            onQueue={changeQueue}
          />
        ) : (
          <BulkTable
            query={query}
            queue={queue}
            sort={filters.sort}
            order={filters.order}
            onSort={onSort}
            metrics={metricList}
            startIndex={position}
            onPositionChange={setPosition}
            onOpen={onOpen}
            record={record}
            undo={undo}
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

function positiveInt(text: string | null): number | null {
  const value = Number(text);
  return text !== null && Number.isInteger(value) && value > 0 ? value : null;
}
