// A read table as olmOCR-bench's table tests see one: every cell at its first row and column,
// which cells touch it on each side (spans counted, so a spanner has several below it), and which
// are headings (the header rows). Built on an occupancy grid: linear in the table's places.
import type { ParsedTable } from "../../../src-main/contract/tables.ts";

export interface PlacedCell {
  text: string;
  row: number;
  col: number;
  heading: boolean;
}

export interface TableNeighbours {
  cells: PlacedCell[];
  /** The cells next to cell i on a side (indexes into `cells`): the nearest occupied place that is another cell. */
  up: number[][];
  down: number[][];
  left: number[][];
  right: number[][];
}

export function tableNeighbours(table: Pick<ParsedTable, "header" | "rows">): TableNeighbours {
  const cells: PlacedCell[] = [];
  const spans: { rows: number; cols: number }[] = [];
  const grid: (number | undefined)[][] = [];
  const rows = [...table.header, ...table.rows];
  rows.forEach((row, r) => {
    grid[r] ??= [];
    let col = 0;
    for (const cell of row.cells) {
      while (grid[r]![col] !== undefined) col++;
      const id = cells.length;
      cells.push({ text: cell.text, row: r, col, heading: row.kind === "header" });
      spans.push({ rows: cell.rowSpan, cols: cell.colSpan });
      for (let dr = 0; dr < cell.rowSpan; dr++) for (let dc = 0; dc < cell.colSpan; dc++) (grid[r + dr] ??= [])[col + dc] = id;
      col += cell.colSpan;
    }
  });
  const width = Math.max(0, ...grid.map((g) => g.length));
  const at = (r: number, c: number) => grid[r]?.[c];
  const walk = (id: number, starts: [number, number][], step: [number, number]) => {
    const found = new Set<number>();
    for (let [r, c] of starts) {
      for (r += step[0], c += step[1]; r >= 0 && c >= 0 && r < grid.length && c < width; r += step[0], c += step[1]) {
        const other = at(r, c);
        if (other === undefined || other === id) continue;
        found.add(other);
        break;
      }
    }
    return [...found];
  };
  const up: number[][] = [];
  const down: number[][] = [];
  const left: number[][] = [];
  const right: number[][] = [];
  cells.forEach((cell, id) => {
    const s = spans[id]!;
    const colsOf = Array.from({ length: s.cols }, (_, k) => [cell.row, cell.col + k] as [number, number]);
    const lastRow = cell.row + s.rows - 1;
    const rowsOf = Array.from({ length: s.rows }, (_, k) => [cell.row + k, cell.col] as [number, number]);
    up.push(walk(id, colsOf, [-1, 0]));
    down.push(walk(id, colsOf.map(([, c]) => [lastRow, c]), [1, 0]));
    left.push(walk(id, rowsOf, [0, -1]));
    right.push(walk(id, rowsOf.map(([r]) => [r, cell.col + s.cols - 1]), [0, 1]));
  });
  return { cells, up, down, left, right };
}

/**
 * The headings over (or left of) a cell: every heading cell met walking from it that way, or when
 * there is none, the cells where the walk ends (the top of its column, the stub of its row).
 */
export function headingsOf(t: TableNeighbours, id: number, way: "up" | "left"): number[] {
  const next = t[way];
  const headings = new Set<number>();
  const ends = new Set<number>();
  const seen = new Set<number>([id]);
  const todo = [id];
  while (todo.length > 0) {
    const cur = todo.pop()!;
    if (cur !== id && t.cells[cur]!.heading) headings.add(cur);
    if (next[cur]!.length === 0 && cur !== id) ends.add(cur);
    for (const n of next[cur]!) if (!seen.has(n)) (seen.add(n), todo.push(n));
  }
  return [...(headings.size > 0 ? headings : ends)];
}
