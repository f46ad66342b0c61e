import type { Rule } from "../layout/types.ts";

// Where a grid's column rules say a table begins and ends, for the walk down its rules.

/**
 * Whether a gap between two rules leaves a grid: vertical rules divide the table walked so far, and
 * none crosses the gap. Two boxed tables one under the other, a heading set between them, share
 * their width and their rules' ends; only their frames' sides stop between them.
 */
export function leavesGrid(verticals: readonly Rule[] | undefined, x0: number, x1: number, from: number, end: number, lo: number, hi: number): boolean {
  if (!verticals || verticals.length === 0 || from === end) return false;
  const [top, bottom] = [Math.min(from, end), Math.max(from, end)];
  const within = verticals.filter((v) => v.x0 >= x0 && v.x0 <= x1);
  const grid = within.some((v) => v.y0 < bottom - 1 && v.y1 > top + 1);
  return grid && !within.some((v) => v.y0 <= lo + 2 && v.y1 >= hi - 2);
}

/**
 * Whether the column rules inside a grid (its frame's sides left out) divide the table walked so far
 * and none of them crosses the gap between two rules.
 */
export function columnRulesStop(verticals: readonly Rule[] | undefined, x0: number, x1: number, from: number, end: number, lo: number, hi: number): boolean {
  return leavesGrid(verticals?.filter((v) => v.x0 > x0 && v.x0 < x1), x0, x1, from, end, lo, hi);
}

