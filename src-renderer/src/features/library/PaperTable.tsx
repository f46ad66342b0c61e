import type { PaperRow } from "@contract/papers.ts";
import { navigate } from "../../app/router.ts";
import { twinLabels } from "../../shared/paperTwins.ts";
import type { LibraryFilters, SortColumn } from "./libraryQuery.ts";
import { PaperTableCells } from "./PaperTableCells.tsx";
import { SortHeader } from "./SortHeader.tsx";
import { usePaperTableKeys } from "./usePaperTableKeys.ts";

interface PaperTableProps {
  /** The rows loaded so far: the first pages of the list. */
  papers: PaperRow[];
  /** Papers in the whole list, loaded or not (for assistive technology's "row 5 of 10,000"). */
  rowCount: number;
  /** Called when keyboard moves near the last loaded row, to load the next page. */
  onNearEnd(): void;
  filters: LibraryFilters;
  selectedId: number | null;
  onSelect(id: number): void;
  onSort(column: SortColumn): void;
  onRemove(paper: PaperRow): void;
  /** A strategy's name as people know it. */
  strategyLabel(name: string): string;
}

/**
 * The library's papers. One tab stop: the selected row; arrow keys, Home/End and PageUp/PageDown
 * move, Enter opens the paper, Delete asks to remove it.
 */
export function PaperTable({ papers, rowCount, onNearEnd, filters, selectedId, onSelect, onSort, onRemove, strategyLabel }: PaperTableProps) {
  const { body, onKeyDown } = usePaperTableKeys(papers, selectedId, { onSelect, onRemove, onNearEnd });
  const selectedIndex = Math.max(0, papers.findIndex((p) => p.id === selectedId));
  // Papers of one name (a paper imported twice, as two files) say which is which: "paper 3 · copy.pdf".
  const twins = twinLabels(papers);
  const sortable = { filters, onSort };

  return (
    <table className="data-table paper-table" role="grid" aria-label="Papers" aria-rowcount={rowCount + 1}>
      <thead>
        <tr>
          <SortHeader {...sortable} column="title" label="Title" className="col-title" />
          <SortHeader {...sortable} column="pages" label="Pages" className="num col-pages" />
          <SortHeader {...sortable} column="qas" label="QAs" className="num col-qas" />
          <th scope="col" className="col-status">
            Status
          </th>
          <th scope="col" className="col-language">
            Language
          </th>
          <SortHeader {...sortable} column="imported" label="Imported" className="col-imported" />
        </tr>
      </thead>
      <tbody ref={body}>
        {papers.map((paper, index) => {
          const selected = index === selectedIndex;
          return (
            <tr
              key={paper.id}
              data-paper-id={paper.id}
              aria-rowindex={index + 2}
              tabIndex={selected ? 0 : -1}
              aria-selected={selected}
              onClick={() => onSelect(paper.id)}
              onDoubleClick={() => navigate("paper", paper.id)}
              onKeyDown={(e) => onKeyDown(e, paper, index)}
            >
              <PaperTableCells paper={paper} twin={twins.get(paper.id)} strategyLabel={strategyLabel} />
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
