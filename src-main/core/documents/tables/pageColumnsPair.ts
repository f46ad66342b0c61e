import { mostCommon } from "../mostCommon.ts";
import type { Line } from "../layout/types.ts";
import type { Column } from "./tableColumns.ts";

/** How far (points) left of its text column's left edge a side's text may start and still be inside the column. */
const INSIDE = 3;
/** Share of its text column the text of each side must span: a table's cells seldom run a text column's width. */
const FILLED = 0.6;
/** Lines a side of the page needs before its left edge is known. */
const MIN_SIDE_LINES = 4;

/**
 * Whether two columns of text found by whitespace alone (no rule, no caption) are the page's own
 * two text columns: the split between them is the page's gutter, each side lies inside its text
 * column, and each side fills most of its column's width. That is the page's
 * text read side by side (a program in a book font set in both columns), not a table: two
 * columns' lines share baselines whenever both are set at the same leading.
 */
export function isPageColumnsPair(columns: readonly Column[], gutter: number | null, lines: readonly Line[], frameWidth: number): boolean {
  if (gutter === null || columns.length !== 2) return false;
  const [left, right] = columns as [Column, Column];
  const l = left.content ?? left;
  const r = right.content ?? right;
  if (l.x1 > gutter || r.x0 < gutter) return false;
  const wide = lines.filter((line) => line.x1 - line.x0 >= 0.25 * frameWidth);
  const leftEdge = commonEdge(wide.filter((line) => line.x1 <= gutter).map((line) => line.x0));
  const rightEdge = commonEdge(wide.filter((line) => line.x0 >= gutter).map((line) => line.x0));
  if (leftEdge === null || rightEdge === null) return false;
  // Inside its text column each side (a program's lines may all be indented in it).
  if (l.x0 < leftEdge - INSIDE || r.x0 < rightEdge - INSIDE) return false;
  const leftWidth = gutter - leftEdge;
  const rightWidth = Math.max(...wide.filter((line) => line.x0 >= gutter).map((line) => line.x1)) - rightEdge;
  return l.x1 - l.x0 >= FILLED * leftWidth && r.x1 - r.x0 >= FILLED * rightWidth;
}

/** The left edge most of a side's lines start at (to the point), or null with too few lines. */
function commonEdge(x0s: readonly number[]): number | null {
  if (x0s.length < MIN_SIDE_LINES) return null;
  // On a tie, the leftmost.
  return mostCommon(x0s, Math.round, undefined, (a, b) => a - b)!;
}
