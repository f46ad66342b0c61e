import { useMemo } from "react";
import { metricInfo } from "@contract/metrics.ts";
import type { QaRow } from "@contract/review.ts";
import { emptySelection, isPartial, isSelected, selectAllMatching } from "../../shared/selection.ts";
import { ScoreChip } from "../../shared/ScoreChip.tsx";
import { useStrategies } from "../../shared/useStrategies.ts";
import type { VirtualColumn } from "../../shared/virtualColumn.ts";
import { fitColumns, type ColumnFit } from "./fitColumns.ts";
import { OthersCell } from "./OthersCell.tsx";
import type { ReviewFilterState } from "./reviewFilters.ts";
import { DECISION_LABELS, VERDICT_LABELS } from "./reviewLabels.ts";
import type { BulkSelection } from "./useBulkSelection.ts";

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

interface Sorting {
  sort: ReviewFilterState["sort"];
  order: ReviewFilterState["order"];
  onSort(sort: ReviewFilterState["sort"], order: ReviewFilterState["order"]): void;
}

/** The review table's columns: those that fit its width, the chosen score columns among them. */
export function useBulkColumns(picked: BulkSelection, totalText: string, chosenMetrics: string[], width: number, sorting: Sorting) {
  const { selection, setSelection, setActive, extend, toggle, total } = picked;
  const { label: strategyLabel, typeLabel } = useStrategies();
  const sortColumn = (id: ReviewFilterState["sort"]) => ({
    direction: (sorting.sort === id ? (sorting.order === "asc" ? "ascending" : "descending") : "none") as "ascending" | "descending" | "none",
    onSort: () => sorting.onSort(id, sorting.sort === id && sorting.order === "asc" ? "desc" : "asc"),
  });
  const allOnPage = selection.all && selection.ids.size === 0;
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
            onChange={() => setSelection(allOnPage || picked.count > 0 ? emptySelection : selectAllMatching())}
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
  }, [selection, total, shown.join("\u0000"), sorting.sort, sorting.order, extend, toggle, strategyLabel, typeLabel]);
  return { fits, shown, columns };
}
