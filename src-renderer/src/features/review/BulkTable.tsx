import { memo, useCallback, useEffect, useMemo, useRef, useState, type MouseEvent } from "react";
import { sortMetrics } from "@contract/metricCatalog.ts";
import type { QaQuery, QaRow } from "@contract/qaQueries.ts";
import { formatCount } from "../../shared/format.ts";
import { isSelected } from "../../shared/selection.ts";
import { useAppEvent } from "../../shared/useAppEvent.ts";
import { useElementSize } from "../../shared/useElementSize.ts";
import { useThrottledCallback } from "../../shared/useThrottledCallback.ts";
import { VirtualTable } from "../../shared/VirtualTable.tsx";
import { JudgeDialog } from "../judge/JudgeDialog.tsx";
import { BulkBar } from "./BulkBar.tsx";
import { BulkStatus } from "./BulkStatus.tsx";
import { minTableWidth } from "./fitColumns.ts";
import type { QueueTab, ReviewFilterState } from "./reviewFilters.ts";
import { TABLE_SHORTCUTS } from "./reviewKeymap.ts";
import { ShortcutHelp } from "./ShortcutHelp.tsx";
import type { UndoEntry } from "./undoStack.ts";
import { useBulkActions } from "./useBulkActions.ts";
import { useBulkColumns } from "./useBulkColumns.tsx";
import { useBulkKeys } from "./useBulkKeys.ts";
import { useBulkSelection } from "./useBulkSelection.ts";
import { useQaPages } from "./useQaPages.ts";

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

/** Memoized: the view around it re-renders on every count update, the table only when its inputs change. */
export const BulkTable = memo(function BulkTable(props: BulkTableProps) {
  const pages = useQaPages(props.query, PAGE_SIZE);
  const picked = useBulkSelection(pages, props.startIndex, props.onPositionChange);
  const acts = useBulkActions(pages, picked, props.queue, props);
  const [help, setHelp] = useState(false);
  const keys = useBulkKeys(pages, picked, acts, props.onOpen, { open: help, show: () => setHelp(true) });
  const { selection, active, setActive, extend, toggle, total } = picked;
  // While a long selection is counted, the rows known so far, said as a lower bound.
  const totalText = pages.counting ? `${formatCount(total)}+ (counting…)` : formatCount(total);
  const [scoreColumns, setScoreColumns] = useState<string[] | null>(null);
  const grid = useRef<HTMLDivElement>(null);
  const { width } = useElementSize(grid, { fallback: { width: 1200, height: 0 } });
  const metricOrder = useMemo(() => sortMetrics(props.metrics), [props.metrics]);
  const chosenMetrics = scoreColumns ?? metricOrder.slice(0, 2);
  const { fits, shown, columns } = useBulkColumns(picked, totalText, chosenMetrics, width, props);

  useEffect(() => {
    grid.current?.querySelector<HTMLElement>("[role=grid]")?.focus({ preventScroll: true });
  }, []);
  const refetch = useThrottledCallback(pages.invalidate, 300);
  useAppEvent("review.changed", refetch);
  // Another reviewer name in the settings: the decisions shown are someone else's now.
  useAppEvent("settings.changed", refetch);

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
  const hiddenMetrics = chosenMetrics.filter((m) => !shown.includes(`score-${m}`));
  const judgeIds = acts.judgeIds;

  return (
    <div className="bulk-review" ref={grid}>
      <BulkBar
        picked={picked}
        acts={acts}
        run={keys.run}
        totalText={totalText}
        counting={pages.counting}
        hasActiveRow={pages.rowAt(active) !== undefined}
        canUndo={props.canUndo}
        scoreColumns={{ metrics: props.metrics, order: metricOrder, chosen: chosenMetrics, hidden: hiddenMetrics, choose: setScoreColumns }}
        onHelp={() => setHelp(true)}
      />
      <BulkStatus busy={acts.busy} notice={acts.notice} error={acts.error ?? pages.error} />
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
          onGridKeyDown={keys.onGridKeyDown}
          isSelected={(row) => isSelected(selection, row.id)}
          resetKey={pages.key}
          testId="review-grid"
          rowTestId="review-row"
          minWidth={minTableWidth(fits, shown)}
        />
      )}
      {judgeIds && (
        <JudgeDialog target={{ qaIds: judgeIds }} what={judgedWhat(judgeIds.length, picked.count === 0 ? active : null, totalText)} judging={acts.judging} onClose={acts.closeJudge} />
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

/** The QAs judged in words: the active row by its place in the list (as Review's focus names it), or the selection. */
function judgedWhat(count: number, activeIndex: number | null, totalText: string): string {
  if (activeIndex !== null) return `QA ${formatCount(activeIndex + 1)} of ${totalText}`;
  return count === 1 ? "the selected QA" : `the ${formatCount(count)} selected QAs`;
}
