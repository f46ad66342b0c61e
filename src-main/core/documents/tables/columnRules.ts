import type { Rule } from "../layout/types.ts";

/** Pieces of a vertical rule this close in x (points) are one column rule. */
const SAME_X = 1;

/**
 * Where a grid's column rules stand between x0 and x1: at each x, the vertical rule pieces there
 * counted together. A grid shaded or spaced between its rows draws each column rule row by row,
 * broken at every band between them; the pieces still rule the column off when, together, they run
 * down most of the stretch from top to bottom (`share` of it).
 */
export function columnRuleXs(vertical: readonly Rule[], x0: number, x1: number, top: number, bottom: number, share: number): number[] {
  const height = bottom - top;
  const byX: { x: number; length: number }[] = [];
  for (const r of [...vertical].sort((a, b) => a.x0 - b.x0)) {
    if (r.x0 <= x0 + 2 || r.x0 >= x1 - 2) continue;
    const length = Math.max(0, Math.min(r.y1, bottom) - Math.max(r.y0, top));
    const last = byX.at(-1);
    if (last && r.x0 - last.x <= SAME_X) last.length += length;
    else byX.push({ x: r.x0, length });
  }
  return byX.filter((g) => g.length > share * height).map((g) => g.x);
}

/**
 * Whether a column is a cell of the grid's own, ruled on both sides, even with nothing in it: a
 * column left empty (a candidate with no votes anywhere) is still one of the columns the rules
 * draw. A sliver between two rules (a double border, a frame drawn a little wider than the rules
 * inside it) is narrower than half the columns that hold text, and is none.
 */
export function isRuledColumn(column: { x0: number; x1: number }, rules: readonly number[], textWidth: number): boolean {
  const ruledAt = (x: number) => rules.some((r) => Math.abs(r - x) <= SAME_X);
  return ruledAt(column.x0) && ruledAt(column.x1) && column.x1 - column.x0 >= 0.5 * textWidth;
}
