import { useEffect, useRef, type KeyboardEvent } from "react";
import type { PaperRow } from "@contract/papers.ts";
import { navigate } from "../../app/router.ts";
import { Badge, type BadgeTone } from "../../shared/Badge.tsx";
import { formatDateTime, formatCount } from "../../shared/format.ts";
import { languageName } from "../../shared/languageName.ts";
import { nextIndexForKey } from "../../shared/listKeys.ts";
import { ariaSort, STATUS_LABELS, type LibraryFilters, type PaperStatus, type SortColumn } from "./libraryQuery.ts";
import { twinLabels } from "../../shared/paperTwins.ts";
import { PaperTitleCell } from "./PaperTitleCell.tsx";

const STATUS_TONE: Record<PaperStatus, BadgeTone> = { "not-run": "neutral", "no-qas": "neutral", generated: "warn", reviewed: "ok" };

/** Moving within this many rows of the last one loaded asks for the next page. */
const NEAR_END_ROWS = 10;

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
  const body = useRef<HTMLTableSectionElement>(null);
  const focusOnSelect = useRef(false);
  const selectedIndex = Math.max(0, papers.findIndex((p) => p.id === selectedId));
  // Papers of one name (a paper imported twice, as two files) say which is which: "paper 3 · copy.pdf".
  const twins = twinLabels(papers);

  useEffect(() => {
    if (!focusOnSelect.current) return;
    focusOnSelect.current = false;
    const row = body.current?.querySelector<HTMLTableRowElement>(`tr[data-paper-id="${selectedId}"]`);
    row?.focus();
    row?.scrollIntoView({ block: "nearest" });
  }, [selectedId]);

  const onKeyDown = (event: KeyboardEvent<HTMLTableRowElement>, paper: PaperRow, index: number) => {
    if (event.key === "Enter") {
      event.preventDefault();
      navigate("paper", paper.id);
      return;
    }
    if (event.key === "Delete" || event.key === "Backspace") {
      event.preventDefault();
      onRemove(paper);
      return;
    }
    const next = nextIndexForKey(index, event.key, papers.length);
    if (next === null) return;
    event.preventDefault();
    focusOnSelect.current = true;
    onSelect(papers[next]!.id);
    if (next >= papers.length - NEAR_END_ROWS) onNearEnd();
  };

  const header = (column: SortColumn, label: string, className?: string) => {
    const sort = ariaSort(filters, column);
    return (
      <th scope="col" aria-sort={sort} className={className}>
        <button type="button" className="sort-header" onClick={() => onSort(column)}>
          {label}
          <span aria-hidden="true" className="sort-arrow">
            {sort === "ascending" ? "▲" : sort === "descending" ? "▼" : ""}
          </span>
        </button>
      </th>
    );
  };

  return (
    <table className="data-table paper-table" role="grid" aria-label="Papers" aria-rowcount={rowCount + 1}>
      <thead>
        <tr>
          {header("title", "Title", "col-title")}
          {header("pages", "Pages", "num col-pages")}
          {header("qas", "QAs", "num col-qas")}
          <th scope="col" className="col-status">
            Status
          </th>
          <th scope="col" className="col-language">
            Language
          </th>
          {header("imported", "Imported", "col-imported")}
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
              <PaperTitleCell paper={paper} twin={twins.get(paper.id)} />
              <td className="num col-pages">{paper.pages}</td>
              <td className="num col-qas">
                {paper.qas}
                {paper.qas > 0 && (
                  <div className="paper-sub" title={`${formatCount(paper.accepted, "QA")} accepted by the filters, ${paper.reviewed} reviewed`}>
                    {paper.accepted} accepted · {paper.reviewed} reviewed
                  </div>
                )}
              </td>
              <td className="col-status">
                <Badge tone={STATUS_TONE[paper.status]}>{STATUS_LABELS[paper.status]}</Badge>
                {paper.strategies.length > 0 && (
                  <div className="paper-sub" title={`Runs on this paper used ${paper.strategies.map(strategyLabel).join(", ")}`}>
                    {paper.strategies.map(strategyLabel).join(", ")}
                  </div>
                )}
              </td>
              <td className="col-language">{paper.language ? languageName(paper.language) : <span className="muted">—</span>}</td>
              <td className="paper-date col-imported">{formatDateTime(paper.importedAt)}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
