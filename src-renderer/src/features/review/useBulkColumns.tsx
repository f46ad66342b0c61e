import { useMemo, type MouseEvent } from "react";
import { metricInfo } from "@contract/metricCatalog.ts";
import type { QaRow } from "@contract/qaQueries.ts";
import { ariaSortOf } from "../../shared/ariaSort.ts";
import { formatCount } from "../../shared/format.ts";
import { emptySelection, isPartial, isSelected, selectAllMatching } from "../../shared/selection.ts";
import { useStrategies } from "../../shared/useStrategies.ts";
import type { VirtualColumn } from "../../shared/virtualColumn.ts";
import { AnswerCell, DecisionCell, ScoreCell, VerdictCell } from "./BulkCells.tsx";
import { bulkColumnFits, SCORE_WIDTH, scoreColumnId, VERDICT_WIDTH } from "./bulkColumnFits.ts";
import { SelectAllBox, SelectRowBox } from "./BulkSelectBoxes.tsx";
import { orderAfterClick } from "./bulkSorting.ts";
import { fitColumns } from "./fitColumns.ts";
import { OthersCell } from "./OthersCell.tsx";
import type { ReviewFilterState } from "./reviewFilters.ts";
import type { BulkSelection } from "./useBulkSelection.ts";

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
    direction: ariaSortOf(sorting.sort, sorting.order, id),
    onSort: () => sorting.onSort(id, orderAfterClick(sorting.sort, sorting.order, id)),
  });
  const allOnPage = selection.all && selection.ids.size === 0;
  const fits = useMemo(() => bulkColumnFits(chosenMetrics), [chosenMetrics.join("\u0000")]);
  const shown = useMemo(() => fitColumns(fits, width), [fits, width]);
  const columns = useMemo((): VirtualColumn<QaRow>[] => {
    // A click on a row's box turns that row on or off; with Shift it extends the selection to it.
    const pickRow = (event: MouseEvent, index: number, row: QaRow) => {
      event.stopPropagation();
      setActive(index);
      if (event.shiftKey) void extend(index);
      else toggle(index, row);
    };
    const cols: VirtualColumn<QaRow>[] = [
      {
        id: "select",
        width: "36px",
        align: "center",
        headerLabel: "Select",
        header: (
          <SelectAllBox
            allOnPage={allOnPage}
            partial={isPartial(selection, total) && !allOnPage}
            totalText={totalText}
            onChange={() => setSelection(allOnPage || picked.count > 0 ? emptySelection : selectAllMatching())}
          />
        ),
        cell: (row, index) => <SelectRowBox id={row.id} place={`QA ${formatCount(index + 1)} of ${formatCount(total)}`} checked={isSelected(selection, row.id)} onClick={(event) => pickRow(event, index, row)} />,
      },
      // The QA's place in the list as shown ("QA 3 of 16", as keeping it says), not the library's number for it, which a user never meets elsewhere.
      {
        id: "id",
        width: "56px",
        align: "end",
        header: "#",
        headerLabel: "Place",
        headerTitle: "The QA's place in this list; sort by it for the order the QAs were made in",
        cell: (_row, index) => formatCount(index + 1),
        sort: sortColumn("id"),
      },
      { id: "paper", width: "minmax(180px, 1fr)", header: "Paper", cell: (row) => <span className="vt-two-lines">{row.paperName}</span>, title: (row) => row.paperName, sort: sortColumn("paper") },
      // Two lines, as the paper's title: at 92 px one line cut "RetChemQA" to "RetChe…" (names run to "Knowledge-graph QA").
      { id: "strategy", width: "92px", header: "Strategy", cell: (row) => <span className="vt-two-lines">{strategyLabel(row.strategy)}</span>, title: (row) => strategyLabel(row.strategy) },
      { id: "question", width: "minmax(220px, 3fr)", header: "Question", cell: (row) => row.question, title: (row) => row.question, sort: sortColumn("question") },
      { id: "answer", width: "minmax(150px, 2fr)", header: "Answer", cell: (row) => <AnswerCell row={row} />, title: (row) => row.answer },
      { id: "type", width: "100px", header: "Type", cell: (row) => (row.type === null ? "—" : typeLabel(row.type)), title: (row) => (row.type === null ? undefined : typeLabel(row.type)) },
      { id: "difficulty", width: "122px", header: "Difficulty", cell: (row) => row.difficulty ?? "—", sort: sortColumn("difficulty") },
      { id: "verdict", width: `${VERDICT_WIDTH}px`, header: "Verdict", headerTitle: "The automatic filters' overall verdict", cell: (row) => <VerdictCell row={row} /> },
      ...chosenMetrics.map((metric): VirtualColumn<QaRow> => {
        const info = metricInfo(metric);
        return {
          id: scoreColumnId(metric),
          width: `${SCORE_WIDTH}px`,
          header: info.short,
          headerLabel: `Score: ${info.label}`,
          headerTitle: `${info.label}. ${info.reading}`,
          cell: (row) => <ScoreCell row={row} metric={metric} />,
        };
      }),
      { id: "decision", width: "108px", header: "Your decision", cell: (row) => <DecisionCell row={row} /> },
      { id: "others", width: "104px", header: "Others", headerTitle: "What other reviewers decided, and whether they agree with you", cell: (row) => <OthersCell row={row} /> },
    ];
    return cols.filter((c) => shown.includes(c.id));
    // Rebuilt when what the cells show changes; the rows themselves are memoized on their data.
  }, [selection, total, shown.join("\u0000"), sorting.sort, sorting.order, extend, toggle, strategyLabel, typeLabel]);
  return { fits, shown, columns };
}
