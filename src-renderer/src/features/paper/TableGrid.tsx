import { useRef, useState, type KeyboardEvent } from "react";
import type { TableCell } from "@contract/tables.ts";
import { formatCount } from "../../shared/format.ts";
import { cellRuns } from "./cellWords.ts";
import { GRID_BODY_ROWS_AT_ONCE, moveInGrid, pickAt, shownRowCount, type GridPlace, type GridRow, type TablePick } from "./tableLayout.ts";
import { rowsShownWords, type RowsRest } from "./tableRowsWords.ts";
import { useTableFit } from "./useTableFit.ts";

interface TableGridProps {
  /** What the grid is called for a screen reader ("Table 1"). */
  name: string;
  layout: GridRow[];
  picked: TablePick | null;
  onPick(pick: TablePick): void;
  /** Where the table's later rows are when not all are in; null when they are. */
  rest: RowsRest | null;
}

const key = (place: GridPlace) => `${place.row}:${place.cell}`;

/**
 * A paper's table as a real table: its header levels with their spans, its body rows (sub-heading
 * rows as headings of the rows under them), each body row with its number. A click on a cell or
 * a row's number boxes it on the page; the grid is one tab stop, the arrow keys move through it
 * and box what they reach (Home and End go to a row's ends, Enter boxes again). A long table is
 * drawn GRID_BODY_ROWS_AT_ONCE body rows at a time, with a line saying how many are shown and a
 * button for more, so opening a 10,000-row table does not hold the view.
 */
export function TableGrid({ name, layout: allRows, picked, onPick, rest }: TableGridProps) {
  const grid = useRef<HTMLTableElement>(null);
  const box = useRef<HTMLDivElement>(null);
  const [bodyShown, setBodyShown] = useState(GRID_BODY_ROWS_AT_ONCE);
  // Only the drawn rows: the keys move through what is on screen and stop at its last row.
  const layout = allRows.slice(0, shownRowCount(allRows, bodyShown));
  const fit = useTableFit(box, grid, layout.length);
  const headCount = layout.filter((r) => r.part === "head").length;
  const bodyTotal = allRows.length - headCount;
  const grouped = allRows.some((r) => r.part === "body" && r.row.kind === "subheading");
  const [at, setAt] = useState<GridPlace>({ row: headCount < layout.length ? headCount : 0, cell: 0 });

  const choose = (place: GridPlace, focus: boolean) => {
    setAt(place);
    onPick(pickAt(place));
    if (focus) grid.current?.querySelector<HTMLElement>(`[data-place="${key(place)}"]`)?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Enter" || event.key === " ") {
      event.preventDefault();
      choose(at, false);
      return;
    }
    const next = moveInGrid(layout, at, event.key);
    if (next === null) return;
    event.preventDefault();
    choose(next, true);
  };
  const isPicked = (place: GridPlace) => picked !== null && picked.kind === "cell" && picked.row === place.row && picked.cell === place.cell;
  const focusable = (place: GridPlace) => ({
    tabIndex: key(place) === key(at) ? 0 : -1,
    "data-place": key(place),
    onClick: () => choose(place, true),
  });
  const cellOf = (cell: TableCell, place: GridPlace, Tag: "td" | "th", scope?: "col" | "rowgroup") => (
    <Tag
      key={place.cell}
      scope={scope}
      colSpan={cell.colSpan > 1 ? cell.colSpan : undefined}
      rowSpan={cell.rowSpan > 1 ? cell.rowSpan : undefined}
      className={isPicked(place) ? "is-picked" : undefined}
      aria-selected={isPicked(place)}
      {...focusable(place)}
    >
      {cellRuns(cell.text).map((run, i) =>
        run.whole ? (
          <span key={i} className="cell-whole">
            {run.text}
          </span>
        ) : (
          run.text
        ),
      )}
    </Tag>
  );

  return (
    <div ref={box} className="paper-table-box">
      <table ref={grid} className={`paper-table-grid fit-${fit}`} role="grid" aria-label={name} onKeyDown={onKeyDown} data-testid="paper-table-grid">
        {headCount > 0 && (
          <thead>
            {layout.slice(0, headCount).map((row, r) => (
              <tr key={r}>
                {r === 0 && <td className="row-number" rowSpan={headCount} aria-hidden="true" />}
                {row.row.cells.map((cell, c) => cellOf(cell, { row: r, cell: c }, "th", "col"))}
              </tr>
            ))}
          </thead>
        )}
        <tbody>
          {layout.slice(headCount).map((row, i) => {
            const r = headCount + i;
            const rowPicked = picked?.kind === "row" && picked.row === r;
            const subheading = row.row.kind === "subheading";
            const bodyNumber = i + 1;
            return (
              <tr key={r} className={[subheading ? "is-subheading" : "", rowPicked ? "is-picked" : ""].filter(Boolean).join(" ") || undefined} aria-selected={rowPicked}>
                <th scope="row" className="row-number" aria-label={`Row ${bodyNumber}`} {...focusable({ row: r, cell: -1 })}>
                  {bodyNumber}
                </th>
                {row.row.cells.map((cell, c) => cellOf(cell, { row: r, cell: c }, subheading ? "th" : "td", subheading ? "rowgroup" : undefined))}
              </tr>
            );
          })}
        </tbody>
      </table>
      {(layout.length < allRows.length || rest !== null) && (
        <p className="muted paper-table-more" data-testid="paper-table-more">
          {rowsShownWords(layout.length - headCount, bodyTotal, grouped, rest)}{" "}
          {layout.length < allRows.length && <button type="button" onClick={() => setBodyShown(layout.length - headCount + GRID_BODY_ROWS_AT_ONCE)}>
            Show {formatCount(Math.min(GRID_BODY_ROWS_AT_ONCE, allRows.length - layout.length))} more
          </button>}
        </p>
      )}
    </div>
  );
}
