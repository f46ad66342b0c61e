import type { TableCell } from "../../../contract/tables.ts";
import type { Rule } from "../layout/types.ts";
import type { Chunk } from "./tableChunks.ts";
import type { Column } from "./tableColumns.ts";

/** Pieces of a column rule this close in x (points) to a cut stand at it. */
const AT_CUT = 1.5;

/**
 * Whether a grid's cut at x is left open beside a piece of text: a merged cell. In a grid, a
 * cell is the box its rules enclose. A title bar across the figure columns, or a sub-heading
 * across the whole table, is printed in one box with no column rule through it, and its text sits
 * wherever it is centred. The cut counts as open only where the grid rules off that line (some
 * vertical rule, the frame's sides included, runs through its height), so a header printed above
 * the grid's rules, unruled, keeps its columns.
 */
export type OpenCut = (x: number, chunk: Chunk) => boolean;

export function gridOpenCuts(rules: readonly number[], vertical: readonly Rule[], x0: number, x1: number): OpenCut {
  const through = (v: Rule, c: Chunk) => {
    const mid = (c.top + c.bottom) / 2;
    return v.y0 <= mid && v.y1 >= mid;
  };
  return (x, chunk) => {
    if (!rules.some((r) => Math.abs(r - x) <= 3)) return false;
    let ruledLine = false;
    for (const v of vertical) {
      if (!through(v, chunk) || v.x0 < x0 - 2 || v.x0 > x1 + 2) continue;
      if (Math.abs(v.x0 - x) <= AT_CUT) return false;
      ruledLine = true;
    }
    return ruledLine;
  };
}

/**
 * Widens a piece's columns over the empty columns beside it whose cut the grid leaves open at its
 * line: the merged cell's text then begins at the cell's first column, as the grid draws it.
 * `taken` says which columns other pieces of the row already cover.
 */
export function ruledSpan(chunk: Chunk, span: [number, number], columns: readonly Column[], openAt: OpenCut, taken: (k: number) => boolean): [number, number] {
  let [first, last] = span;
  while (first > 0 && !taken(first - 1) && openAt(columns[first]!.x0, chunk)) first--;
  while (last + 1 < columns.length && !taken(last + 1) && openAt(columns[last + 1]!.x0, chunk)) last++;
  return [first, last];
}

/**
 * One header level, a place per column (a cell where it begins, null where a cell covers it,
 * undefined where it is empty), with each cell spread over the empty places beside it whose cut
 * the grid leaves open at its first line. Levels are settled first: spanning a box moves no
 * heading to another level.
 */
export function widenRuledCells(line: readonly (TableCell | null | undefined)[], chunkOf: (cell: TableCell) => Chunk | undefined, columns: readonly Column[], openAt: OpenCut): (TableCell | null | undefined)[] {
  const out = [...line];
  for (let k = 0; k < out.length; k++) {
    const cell = out[k];
    const chunk = cell ? chunkOf(cell) : undefined;
    // A cell reaching down through the levels below would cover their headings if it spread.
    if (!cell || !chunk || cell.rowSpan > 1) continue;
    let first = k;
    let last = k + cell.colSpan - 1;
    [first, last] = ruledSpan(chunk, [first, last], columns, openAt, (j) => out[j] !== undefined);
    if (first === k && last === k + cell.colSpan - 1) continue;
    const widened = { ...cell, colSpan: last - first + 1 };
    for (let j = first; j <= last; j++) out[j] = j === first ? widened : null;
    k = last;
  }
  return out;
}
