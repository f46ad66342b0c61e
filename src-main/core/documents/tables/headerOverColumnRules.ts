import type { Line } from "../layout/types.ts";

/**
 * Whether the lines between a rule (or a shaded band's top) and the rule where a grid's column
 * rules begin are the grid's header row rather than a title over it: pieces on one baseline, each
 * within one of the columns those rules draw, in at least two columns ("Item | Before | After"
 * over a grid whose column rules start under its shaded header). A title is one stretch of words;
 * even broken into pieces, it does not keep to the columns the rules below draw, one piece to each.
 */
export function headerOverColumnRules(columnXs: readonly number[], gap: readonly Line[]): boolean {
  if (gap.length < 2 || columnXs.length === 0) return false;
  const cuts = [...columnXs].sort((a, b) => a - b);
  const columnOf = (l: Line) => {
    // A piece crossing a column rule's line is no single column's.
    if (cuts.some((x) => l.x0 < x - 1 && l.x1 > x + 1)) return -1;
    return cuts.filter((x) => x <= l.x0).length;
  };
  const columns = gap.map(columnOf);
  if (columns.includes(-1)) return false;
  // One piece to a column: two pieces in one column are words of one line, not cells.
  return new Set(columns).size === columns.length;
}
