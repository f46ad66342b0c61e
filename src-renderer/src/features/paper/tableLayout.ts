import type { PaperTable, TableBox, TableRow } from "@contract/tables.ts";
import type { PageRect } from "./evidence.ts";
import type { ScrollTarget } from "./scrollTarget.ts";

// Where a paper table's cells sit on its grid, which of them the keyboard moves to, and what of
// the page a picked cell, row or table covers. Pure, so it is unit tested.

/** One of the table's rows: the header's levels first, then the body's rows. */
export interface GridRow {
  part: "head" | "body";
  row: TableRow;
  /** Each cell's first column (its spans counted, and the columns spans from above cover skipped). */
  columns: number[];
}

/** All the rows of a table in order, each cell with its first column. */
export function gridLayout(table: Pick<PaperTable, "header" | "rows">): GridRow[] {
  const taken: number[] = []; // per column: rows still covered by a span from above
  const place = (part: GridRow["part"]) => (row: TableRow): GridRow => {
    const columns: number[] = [];
    let col = 0;
    for (const cell of row.cells) {
      while ((taken[col] ?? 0) > 0) col++;
      columns.push(col);
      for (let k = 0; k < cell.colSpan; k++) if (cell.rowSpan > 1) taken[col + k] = cell.rowSpan;
      col += cell.colSpan;
    }
    for (let c = 0; c < taken.length; c++) if ((taken[c] ?? 0) > 0) taken[c]!--;
    return { part, row, columns };
  };
  // A span in the header does not reach into the body: each part starts with no column covered.
  const head = table.header.map(place("head"));
  taken.length = 0;
  return [...head, ...table.rows.map(place("body"))];
}

/** A place in the grid: a row (an index into gridLayout's rows) and a cell of it, or -1 for the row's own button. */
export interface GridPlace {
  row: number;
  cell: number;
}

/** What is picked in a table: one cell, one body row (with its header levels, as one reads it), or the whole table. */
export type TablePick = { kind: "cell"; row: number; cell: number } | { kind: "row"; row: number } | { kind: "table" };

/** The place a key moves to from `at`, or null for a key the grid does not use. Rows with a button (body rows) have cell -1. */
export function moveInGrid(rows: GridRow[], at: GridPlace, key: string): GridPlace | null {
  const row = rows[at.row];
  if (!row) return null;
  const first = row.part === "body" ? -1 : 0;
  const column = at.cell < 0 ? -1 : row.columns[at.cell]!;
  const nearestIn = (target: GridRow): number => {
    if (column < 0) return target.part === "body" ? -1 : 0;
    // The cell covering the column, else the last starting before it.
    let best = 0;
    target.columns.forEach((start, i) => {
      if (start <= column) best = i;
    });
    return target.row.cells.length === 0 ? (target.part === "body" ? -1 : 0) : best;
  };
  switch (key) {
    case "ArrowRight":
      return at.cell + 1 < row.row.cells.length ? { row: at.row, cell: at.cell + 1 } : at;
    case "ArrowLeft":
      return at.cell > first ? { row: at.row, cell: at.cell - 1 } : at;
    case "Home":
      return { row: at.row, cell: first };
    case "End":
      return { row: at.row, cell: Math.max(first, row.row.cells.length - 1) };
    case "ArrowDown":
      return at.row + 1 < rows.length ? { row: at.row + 1, cell: nearestIn(rows[at.row + 1]!) } : at;
    case "ArrowUp":
      return at.row > 0 ? { row: at.row - 1, cell: nearestIn(rows[at.row - 1]!) } : at;
    default:
      return null;
  }
}

/** The pick a place stands for: a cell, or the row when on a row's button. */
export function pickAt(at: GridPlace): TablePick {
  return at.cell < 0 ? { kind: "row", row: at.row } : { kind: "cell", row: at.row, cell: at.cell };
}

/** Boxes grouped by page, each page's boxes joined into one rectangle (a row's cells make one band). */
function unionByPage(boxes: TableBox[]): Map<number, PageRect[]> {
  const byPage = new Map<number, PageRect[]>();
  for (const box of boxes) {
    const [had] = byPage.get(box.page) ?? [];
    if (!had) {
      byPage.set(box.page, [{ x: box.x, y: box.y, w: box.w, h: box.h }]);
      continue;
    }
    const x = Math.min(had.x, box.x);
    const y = Math.min(had.y, box.y);
    byPage.set(box.page, [{ x, y, w: Math.max(had.x + had.w, box.x + box.w) - x, h: Math.max(had.y + had.h, box.y + box.h) - y }]);
  }
  return byPage;
}

/**
 * What of the page a pick covers, by page (PDF units, top-left origin): a cell's box, a row's
 * cells joined into one band, or the table's outline on each of its pages. An empty cell has no
 * box: its row is boxed instead, so the click still shows where it is.
 */
export function pickRects(table: Pick<PaperTable, "header" | "rows" | "boxes">, rows: GridRow[], pick: TablePick): Map<number, PageRect[]> {
  const outline = () => {
    const byPage = new Map<number, PageRect[]>();
    for (const box of table.boxes) byPage.set(box.page, [...(byPage.get(box.page) ?? []), { x: box.x, y: box.y, w: box.w, h: box.h }]);
    return byPage;
  };
  if (pick.kind === "table") return outline();
  const row = rows[pick.row];
  if (!row) return new Map();
  const rowBoxes = row.row.cells.flatMap((c) => (c.box ? [c.box] : []));
  if (pick.kind === "cell") {
    const box = row.row.cells[pick.cell]?.box;
    if (box) return unionByPage([box]);
  }
  return rowBoxes.length > 0 ? unionByPage(rowBoxes) : outline();
}

/** Where to scroll for a pick: the first page it covers, with its boxes there. */
export function pickTarget(rects: Map<number, PageRect[]>, nonce: number): ScrollTarget | null {
  if (rects.size === 0) return null;
  const page = Math.min(...rects.keys());
  return { page, rects: rects.get(page) ?? [], nonce };
}

/**
 * Body rows the table view draws at first, and again at each "Show more": a table may hold up to
 * 10,000 body rows of 64 columns (the reader's limits), and drawing 640,000 cells at once, then
 * setting them again at each tighter fit (useTableFit), would hold the view for many seconds.
 * 500 rows is more than any printed table's page holds, so a paper's usual table shows whole.
 */
export const GRID_BODY_ROWS_AT_ONCE = 500;

/** How many of a table's rows the view draws: the header's levels and the first `bodyShown` body rows. */
export function shownRowCount(rows: GridRow[], bodyShown: number): number {
  const head = rows.filter((r) => r.part === "head").length;
  return Math.min(rows.length, head + Math.max(0, bodyShown));
}
