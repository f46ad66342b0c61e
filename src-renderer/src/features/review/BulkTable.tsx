import { memo, useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent, type MouseEvent } from "react";
import { metricInfo, sortMetrics } from "@contract/metrics.ts";
import type { QaQuery, QaRow, ReviewChange, ReviewDecision } from "@contract/review.ts";
import { ChoiceMenu } from "../../shared/ChoiceMenu.tsx";
import { formatCount } from "../../shared/format.ts";
import {
  emptySelection,
  isPartial,
  isSelected,
  rangeBounds,
  resolveSelectedIds,
  selectAllMatching,
  selectRange,
  selectedCount,
  toggleRow,
  type Selection,
} from "../../shared/selection.ts";
import { ScoreChip } from "../../shared/ScoreChip.tsx";
import { useAppEvent } from "../../shared/useAppEvent.ts";
import { useElementWidth } from "../../shared/useElementWidth.ts";
import { useKeyboardShortcuts } from "../../shared/useKeyboardShortcuts.ts";
import { useThrottledCallback } from "../../shared/useThrottledCallback.ts";
import { VirtualTable, type VirtualColumn } from "../../shared/VirtualTable.tsx";
import { JudgeDialog } from "../judge/JudgeDialog.tsx";
import { useJudging } from "../judge/useJudging.ts";
import { ariaKeys, KeyHint } from "./KeyHint.tsx";
import { fitColumns, minTableWidth, type ColumnFit } from "./fitColumns.ts";
import { OthersCell } from "./OthersCell.tsx";
import { reviewErrorText } from "./reviewErrors.ts";
import { indexAfterDecision, type QueueTab, type ReviewFilterState } from "./reviewFilters.ts";
import { DECISION_LABELS, VERDICT_LABELS } from "./reviewLabels.ts";
import { hintFor, TABLE_SHORTCUTS, tableActionFor, type TableAction } from "./reviewKeymap.ts";
import { ShortcutHelp } from "./ShortcutHelp.tsx";
import { undoEntry, type UndoEntry } from "./undoStack.ts";
import { useQaPages } from "./useQaPages.ts";
import { useReviewActions } from "./useReviewActions.ts";
import { useStrategies } from "../../shared/useStrategies.ts";

export interface BulkTableProps {
  query: QaQuery;
  queue: QueueTab;
  sort: ReviewFilterState["sort"];
  order: ReviewFilterState["order"];
  onSort(sort: ReviewFilterState["sort"], order: ReviewFilterState["order"]): void;
  metrics: string[];
  startIndex: number;
  onPositionChange(index: number): void;
  /** Opens a row in the focus view. */
  onOpen(index: number, id: number): void;
  record(entry: UndoEntry | null): void;
  undo(): Promise<UndoEntry | null>;
  canUndo: boolean;
}

const PAGE_SIZE = 200;
// bulkDecide takes at most this many ids per call.
const BULK_CHUNK = 100_000;
const VERBS: Record<ReviewDecision, string> = { keep: "Kept", drop: "Dropped", pending: "Set back to pending" };
const INFINITIVES: Record<ReviewDecision, string> = { keep: "keep", drop: "drop", pending: "set back to pending" };
const SCORE_WIDTH = 92;

// Narrowest width of each column, and the order optional ones give way in when the table is
// narrow (score columns come in at priority 2).
const COLUMN_FITS: Record<string, Omit<ColumnFit, "id">> = {
  select: { min: 36, priority: null },
  id: { min: 56, priority: null },
  // Wide enough for two lines of a title (the cell wraps), before the scores: which paper a QA is about matters more.
  paper: { min: 180, priority: 1.5 },
  strategy: { min: 84, priority: 6 },
  question: { min: 220, priority: null },
  answer: { min: 150, priority: 1 },
  type: { min: 100, priority: 5 },
  // Wide enough for its sortable header ("DIFFICULTY" and the sort mark) in capitals.
  difficulty: { min: 122, priority: 4 },
  verdict: { min: 100, priority: null },
  decision: { min: 108, priority: null },
  others: { min: 104, priority: null },
};

/** Memoized: the view around it re-renders on every count update, the table only when its inputs change. */
export const BulkTable = memo(function BulkTable(props: BulkTableProps) {
  const pages = useQaPages(props.query, PAGE_SIZE);
  const actions = useReviewActions();
  const total = pages.total ?? 0;
  // While a long selection is counted, the rows known so far, said as a lower bound.
  const totalText = pages.counting ? `${formatCount(total)}+ (counting…)` : formatCount(total);
  const [selection, setSelection] = useState<Selection>(emptySelection);
  const [active, setActive] = useState(props.startIndex);
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [help, setHelp] = useState(false);
  // The QAs "Judge with…" grades: the selection, or the active row when nothing is selected.
  const [judgeIds, setJudgeIds] = useState<number[] | null>(null);
  const [scoreColumns, setScoreColumns] = useState<string[] | null>(null);
  const grid = useRef<HTMLDivElement>(null);
  const width = useElementWidth(grid, 1200);
  const metricOrder = useMemo(() => sortMetrics(props.metrics), [props.metrics]);
  const { label: strategyLabel, typeLabel } = useStrategies();
  const chosenMetrics = scoreColumns ?? metricOrder.slice(0, 2);

  // A new query: nothing selected, first row active.
  const firstKey = useRef(pages.key);
  useEffect(() => {
    if (pages.key === firstKey.current) return;
    firstKey.current = pages.key;
    setSelection(emptySelection);
    setActive(0);
  }, [pages.key]);
  // The focus view opens where the table stands.
  useEffect(() => props.onPositionChange(active), [active]);
  useEffect(() => {
    grid.current?.querySelector<HTMLElement>("[role=grid]")?.focus({ preventScroll: true });
  }, []);
  useEffect(() => {
    if (total > 0 && active > total - 1) setActive(total - 1);
  }, [total, active]);

  const refetch = useThrottledCallback(pages.invalidate, 300);
  useAppEvent("review.changed", refetch);
  // Another reviewer name in the settings: the decisions shown are someone else's now.
  useAppEvent("settings.changed", refetch);

  const toggle = useCallback((index: number, row: QaRow) => setSelection((s) => toggleRow(s, index, row.id)), []);
  const { rowAt, load } = pages;
  const extend = useCallback(
    async (index: number) => {
      const [low, high] = rangeBounds(selection, index);
      const ids: number[] = [];
      for (let i = low; i <= high; i++) {
        const row = rowAt(i) ?? (await load(i));
        if (row) ids.push(row.id);
      }
      setSelection((s) => selectRange(s, index, ids));
    },
    [selection, rowAt, load],
  );

  const { onOpen } = props;
  const onRowClick = useCallback(
    (index: number, row: QaRow, event: MouseEvent) => {
      setActive(index);
      if (event.shiftKey) void extend(index);
      else if (event.ctrlKey || event.metaKey) toggle(index, row);
      else onOpen(index, row.id);
    },
    [extend, toggle, onOpen],
  );

  const apply = async (decision: ReviewDecision) => {
    if (busy) return;
    const count = selectedCount(selection, total);
    const single = count === 0 ? pages.rowAt(active) : undefined;
    if (count === 0 && !single) return;
    setError(null);
    setNotice(null);
    const what = single ? `${INFINITIVES[decision]} QA #${single.id}` : `${INFINITIVES[decision]} the ${formatCount(count)} selected QAs`;
    try {
      let ids: number[];
      if (single) ids = [single.id];
      else {
        setBusy(`Collecting ${formatCount(count)} QAs…`);
        let seen = 0;
        // Page by page, saying how far it got: 100,000 ids take a few seconds to gather.
        const counted = async function* () {
          for await (const page of pages.ids()) {
            seen += page.length;
            setBusy(`Collecting QAs: ${formatCount(Math.min(seen, count))} of ${formatCount(count)}…`);
            yield page;
          }
        };
        ids = await resolveSelectedIds(selection, counted);
      }
      setBusy(`${VERBS[decision]}: ${formatCount(ids.length)} QAs…`);
      const changes: ReviewChange[] = [];
      for (let at = 0; at < ids.length; at += BULK_CHUNK) changes.push(...(await actions.bulkDecide(ids.slice(at, at + BULK_CHUNK), decision)));
      const label = single ? `${VERBS[decision]} #${single.id}` : `${VERBS[decision]} ${formatCount(ids.length)} QAs`;
      props.record(undoEntry(label, changes, active));
      setNotice(`${label}. Undo with U.`);
      if (single) setActive(indexAfterDecision(active, props.queue, decision, total));
      else setSelection(emptySelection);
      pages.invalidate();
    } catch (e) {
      setError(reviewErrorText(what, e));
    } finally {
      setBusy(null);
    }
  };

  const judging = useJudging(() => pages.invalidate());
  const openJudge = async () => {
    if (busy) return;
    const count = selectedCount(selection, total);
    const single = count === 0 ? pages.rowAt(active) : undefined;
    setError(null);
    judging.reset();
    if (single) return setJudgeIds([single.id]);
    if (count === 0) return;
    try {
      setBusy(`Collecting ${formatCount(count)} QAs…`);
      setJudgeIds(await resolveSelectedIds(selection, () => pages.ids()));
    } catch (e) {
      setError(reviewErrorText("collect the selected QAs", e));
    } finally {
      setBusy(null);
    }
  };

  const undo = async () => {
    if (busy) return;
    setError(null);
    try {
      const entry = await props.undo();
      setNotice(entry ? `Undone: ${entry.label}.` : "Nothing to undo.");
      if (entry?.index !== undefined && entry.changes.length === 1) setActive(entry.index);
      pages.invalidate();
    } catch (e) {
      setError(reviewErrorText("undo the last change", e));
    }
  };

  const run = (action: TableAction, pageRows = 10): boolean => {
    const last = Math.max(0, total - 1);
    const moveTo = (index: number) => setActive(Math.max(0, Math.min(last, index)));
    switch (action) {
      case "down":
        moveTo(active + 1);
        return true;
      case "up":
        moveTo(active - 1);
        return true;
      case "extendDown":
      case "extendUp": {
        const next = Math.max(0, Math.min(last, active + (action === "extendDown" ? 1 : -1)));
        if (selection.anchor === null) {
          const row = pages.rowAt(active);
          if (row) setSelection((s) => toggleRow(s, active, row.id));
        }
        setActive(next);
        void extend(next);
        return true;
      }
      case "pageDown":
        moveTo(active + pageRows);
        return true;
      case "pageUp":
        moveTo(active - pageRows);
        return true;
      case "home":
        moveTo(0);
        return true;
      case "end":
        moveTo(last);
        return true;
      case "toggle": {
        const row = pages.rowAt(active);
        if (row) toggle(active, row);
        return true;
      }
      case "open": {
        const row = pages.rowAt(active);
        if (row) props.onOpen(active, row.id);
        return true;
      }
      case "keep":
      case "drop":
        void apply(action);
        return true;
      case "reset":
        void apply("pending");
        return true;
      case "undo":
        void undo();
        return true;
      case "selectAll":
        setSelection(selectAllMatching());
        return true;
      case "clear":
        if (selectedCount(selection, total) === 0) return false;
        setSelection(emptySelection);
        return true;
      case "help":
        setHelp(true);
        return true;
    }
  };

  // Row movement belongs to the focused grid; actions (K, D, U, Ctrl+A...) work from anywhere in the view.
  const onGridKeyDown = (event: KeyboardEvent<HTMLDivElement>, pageRows: number) => {
    const action = tableActionFor({
      key: event.key,
      shiftKey: event.shiftKey,
      ctrlKey: event.ctrlKey,
      metaKey: event.metaKey,
      altKey: event.altKey,
      target: { tagName: (event.target as HTMLElement).tagName, type: (event.target as HTMLElement).getAttribute("type") ?? "" },
    });
    if (action && run(action, pageRows)) event.preventDefault();
  };
  useKeyboardShortcuts((input) => {
    const action = tableActionFor(input);
    if (!action || !["keep", "drop", "reset", "undo", "selectAll", "clear", "help"].includes(action)) return false;
    return run(action);
  }, !help && judgeIds === null);

  const sortColumn = (id: ReviewFilterState["sort"]) => ({
    direction: (props.sort === id ? (props.order === "asc" ? "ascending" : "descending") : "none") as "ascending" | "descending" | "none",
    onSort: () => props.onSort(id, props.sort === id && props.order === "asc" ? "desc" : "asc"),
  });

  const allOnPage = selection.all && selection.ids.size === 0;
  // The columns that fit the table's width; score columns are the chosen metrics that fit.
  const fits = useMemo((): ColumnFit[] => {
    const all = Object.entries(COLUMN_FITS).map(([id, fit]) => ({ id, ...fit }));
    const scores = chosenMetrics.map((metric, i) => ({ id: `score-${metric}`, min: SCORE_WIDTH, priority: 2 + i / 100 }));
    const at = all.findIndex((c) => c.id === "verdict") + 1;
    return [...all.slice(0, at), ...scores, ...all.slice(at)];
  }, [chosenMetrics.join("\u0000")]);
  const shown = useMemo(() => fitColumns(fits, width), [fits, width]);
  const columns = useMemo((): VirtualColumn<QaRow>[] => {
    const cols: VirtualColumn<QaRow>[] = [
      {
        id: "select",
        width: "36px",
        align: "center",
        headerLabel: "Select",
        header: (
          <input
            type="checkbox"
            aria-label={allOnPage ? "Unselect all" : `Select all ${totalText} matching QAs`}
            checked={allOnPage}
            ref={(el) => {
              if (el) el.indeterminate = isPartial(selection, total) && !allOnPage;
            }}
            onChange={() => setSelection(allOnPage || selectedCount(selection, total) > 0 ? emptySelection : selectAllMatching())}
          />
        ),
        cell: (row, index) => (
          <input
            type="checkbox"
            tabIndex={-1}
            aria-label={`Select QA ${row.id}`}
            checked={isSelected(selection, row.id)}
            readOnly
            onClick={(event) => {
              event.stopPropagation();
              setActive(index);
              if (event.shiftKey) void extend(index);
              else toggle(index, row);
            }}
          />
        ),
      },
      { id: "id", width: "56px", align: "end", header: "ID", cell: (row) => row.id, sort: sortColumn("id") },
      { id: "paper", width: "minmax(180px, 1fr)", header: "Paper", cell: (row) => <span className="vt-two-lines">{row.paperName}</span>, title: (row) => `${row.paperName} (paper ${row.paperId})`, sort: sortColumn("paper") },
      { id: "strategy", width: "84px", header: "Strategy", cell: (row) => strategyLabel(row.strategy) },
      { id: "question", width: "minmax(220px, 3fr)", header: "Question", cell: (row) => row.question, title: (row) => row.question, sort: sortColumn("question") },
      {
        id: "answer",
        width: "minmax(150px, 2fr)",
        header: "Answer",
        cell: (row) => (
          <>
            {row.edited && <span title="You corrected this QA">✎ </span>}
            {row.answer}
          </>
        ),
        title: (row) => row.answer,
      },
      { id: "type", width: "100px", header: "Type", cell: (row) => (row.type === null ? "—" : typeLabel(row.type)), title: (row) => (row.type === null ? undefined : typeLabel(row.type)) },
      { id: "difficulty", width: "122px", header: "Difficulty", cell: (row) => row.difficulty ?? "—", sort: sortColumn("difficulty") },
      {
        id: "verdict",
        width: "100px",
        header: "Verdict",
        headerTitle: "The automatic filters' overall verdict",
        cell: (row) => (
          <span className={`qa-verdict-${row.verdict}`}>
            <span aria-hidden="true">{VERDICT_LABELS[row.verdict].icon} </span>
            {VERDICT_LABELS[row.verdict].label}
          </span>
        ),
      },
      ...chosenMetrics.map((metric): VirtualColumn<QaRow> => {
        const info = metricInfo(metric);
        return {
          id: `score-${metric}`,
          width: `${SCORE_WIDTH}px`,
          header: info.short,
          headerLabel: `Score: ${info.label}`,
          headerTitle: `${info.label}. ${info.reading}`,
          cell: (row) => {
            const score = row.scores[metric];
            return score ? <ScoreChip score={{ metric, ...score }} show="value" /> : <span className="muted" title="Not scored">—</span>;
          },
        };
      }),
      {
        id: "decision",
        width: "108px",
        header: "Your decision",
        cell: (row) => (
          <span className={`qa-decision-${row.decision}`} data-testid="row-decision">
            <span aria-hidden="true">{DECISION_LABELS[row.decision].icon} </span>
            {DECISION_LABELS[row.decision].label}
            {row.contextWrong && <span title="You marked the context wrong"> ⚠</span>}
          </span>
        ),
      },
      { id: "others", width: "104px", header: "Others", headerTitle: "What other reviewers decided, and whether they agree with you", cell: (row) => <OthersCell row={row} /> },
    ];
    return cols.filter((c) => shown.includes(c.id));
    // Rebuilt when what the cells show changes; the rows themselves are memoized on their data.
  }, [selection, total, shown.join("\u0000"), props.sort, props.order, extend, toggle, strategyLabel, typeLabel]);

  const count = selectedCount(selection, total);
  const actionButton = (action: TableAction, label: string, decision?: ReviewDecision) => {
    const keys = hintFor(TABLE_SHORTCUTS, action);
    return (
      <button
        type="button"
        aria-keyshortcuts={ariaKeys(keys)}
        disabled={busy !== null || (action === "undo" ? !props.canUndo : count === 0 && !pages.rowAt(active))}
        onClick={() => (decision ? void apply(decision) : run(action))}
        data-action={action}
      >
        {label} <KeyHint keys={keys} />
      </button>
    );
  };
  const hiddenMetrics = chosenMetrics.filter((m) => !shown.includes(`score-${m}`));

  // The bar keeps one height whatever is selected: the selection's own buttons always take
  // their place and are only hidden, so selecting rows never moves the table.
  return (
    <div className="bulk-review" ref={grid}>
      <div className="bulk-bar" role="toolbar" aria-label="Bulk actions">
        <span className="bulk-count" aria-live="polite" data-testid="bulk-selected">
          {count > 0 ? `${formatCount(count)} selected` : pages.rowAt(active) ? `Row ${formatCount(active + 1)} of ${totalText}` : `${totalText} QAs`}
        </span>
        {actionButton("keep", "Keep", "keep")}
        {actionButton("drop", "Drop", "drop")}
        {actionButton("reset", "Pending", "pending")}
        {actionButton("undo", "Undo")}
        <span className={`bulk-selection${count === 0 ? " bulk-selection-idle" : ""}`}>
          <button
            type="button"
            className="bulk-small"
            disabled={count === 0 || selection.all || total <= count || pages.counting}
            onClick={() => setSelection(selectAllMatching())}
            data-testid="select-all-matching"
            title={`Select all ${formatCount(total)} QAs that match the queue and filters`}
          >
            All {totalText}
          </button>
          <button type="button" className="bulk-small" disabled={count === 0} onClick={() => setSelection(emptySelection)} aria-keyshortcuts="Escape">
            Clear <KeyHint keys="Esc" />
          </button>
        </span>
        <span className="bulk-spacer" />
        <button type="button" disabled={busy !== null || (count === 0 && !pages.rowAt(active))} onClick={() => void openJudge()} title="Grade the selected QAs (or the current row) with a judge model" data-testid="judge-selection">
          {judging.running ? "Judging…" : "Judge with…"}
        </button>
        {props.metrics.length > 0 && (
          <ChoiceMenu
            label="Score columns"
            options={metricOrder.map((m) => ({ value: m, label: metricInfo(m).label, detail: hiddenMetrics.includes(m) ? "needs a wider window" : undefined }))}
            selected={chosenMetrics}
            onChange={setScoreColumns}
            anyText="none"
            summary={hiddenMetrics.length === 0 ? String(chosenMetrics.length) : `${chosenMetrics.length - hiddenMetrics.length} of ${chosenMetrics.length}`}
            quiet
          />
        )}
        <button type="button" onClick={() => setHelp(true)} aria-keyshortcuts="?" aria-label="Shortcuts" title="Shortcuts (?)">
          ?
        </button>
      </div>
      <div className="bulk-status">
        {busy && (
          <p role="status" className="muted">
            {busy}
          </p>
        )}
        {!busy && notice && (
          <p role="status" className="ok">
            {notice}
          </p>
        )}
        {(error ?? pages.error) && (
          <p role="alert" className="error" title={error ?? pages.error ?? undefined}>
            {error ?? pages.error}
          </p>
        )}
      </div>
      {pages.total === 0 ? (
        <div className="empty-state" data-testid="review-table-empty">
          <p>No QA matches this queue and these filters.</p>
        </div>
      ) : (
        <VirtualTable
          label="QAs"
          total={total}
          rowAt={pages.rowAt}
          rowKey={(row) => row.id}
          columns={columns}
          activeIndex={active}
          onRangeChange={pages.request}
          onRowClick={onRowClick}
          onGridKeyDown={onGridKeyDown}
          isSelected={(row) => isSelected(selection, row.id)}
          resetKey={pages.key}
          testId="review-grid"
          rowTestId="review-row"
          minWidth={minTableWidth(fits, shown)}
        />
      )}
      {judgeIds && (
        <JudgeDialog target={{ qaIds: judgeIds }} what={judgeIds.length === 1 ? `QA #${judgeIds[0]}` : `the ${formatCount(judgeIds.length)} selected QAs`} judging={judging} onClose={() => setJudgeIds(null)} />
      )}
      {help && (
        <ShortcutHelp
          title="Table shortcuts"
          shortcuts={TABLE_SHORTCUTS}
          notes={["Click a row to open it in the focus view; Ctrl/Cmd-click adds it to the selection; Shift-click selects a range."]}
          onClose={() => setHelp(false)}
        />
      )}
    </div>
  );
});
