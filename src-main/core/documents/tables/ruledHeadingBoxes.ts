import type { Rule } from "../layout/types.ts";
import type { Column } from "./tableColumns.ts";
import type { Heading } from "./headingLines.ts";

/** A rule this close in x (points) to a column's edge stands on it. */
const ON_EDGE = 1.5;
/** How far above its baseline a heading's glyphs reach, in ems: the rules beside it run at least this high. */
const ASCENT = 0.7;

/** A grid's rules: every vertical piece, where whole column rules stand (`columnRuleXs`), and the edges across (rules and band sides). */
export interface GridRules {
  vertical: readonly Rule[];
  rules: readonly number[];
  horizontal: readonly { y: number; x0: number; x1: number }[];
}

/** A heading's extent, or one line's piece of it: its ink across, its first and last baselines, its type size. */
export interface HeadingExtent {
  x0: number;
  x1: number;
  top: number;
  bottom: number;
  size: number;
}

export function extentOf(h: Heading): HeadingExtent {
  return { x0: Math.min(...h.chunks.map((c) => c.x0)), x1: Math.max(...h.chunks.map((c) => c.x1)), top: h.top, bottom: h.bottom, size: h.chunks[0]!.size };
}

/**
 * The columns a heading's ruled cell covers in a grid's header: the stretch between the nearest
 * vertical rules on either side that run past all its lines. A spanner boxed over some columns
 * heads exactly those, wherever in its box it is set ("STATE" centred over four candidates, beside
 * an empty box over the two columns before them), and the lines of one box are one heading. Taken
 * only when the box is made of whole columns of the grid (every column edge inside it is one of
 * the grid's column rules) and none of `others` (the header's pieces, or its headings) stands in
 * the box beside it: a header row with no rules between its headings is not one cell, nor is a
 * box whose dividing rule was drawn only over part of the header.
 */
export function boxedColumns(h: HeadingExtent, others: readonly HeadingExtent[], columns: readonly Column[], grid: GridRules): [number, number] | null {
  const top = h.top - ASCENT * h.size;
  const beside = grid.vertical.filter((v) => v.y0 <= top + 1 && v.y1 >= h.bottom - 1);
  const left = Math.max(...beside.filter((v) => v.x0 <= h.x0 + 1).map((v) => v.x0));
  const right = Math.min(...beside.filter((v) => v.x0 >= h.x1 - 1).map((v) => v.x0));
  if (!Number.isFinite(left) || !Number.isFinite(right)) return null;
  const first = columns.findIndex((c) => Math.abs(c.x0 - left) <= ON_EDGE);
  const last = columns.findIndex((c) => Math.abs(c.x1 - right) <= ON_EDGE);
  if (first < 0 || last < first) return null;
  const ruledAt = (x: number) => grid.rules.some((r) => Math.abs(r - x) <= ON_EDGE);
  for (let k = first + 1; k <= last; k++) if (!ruledAt(columns[k]!.x0)) return null;
  // Another heading in the cell (between the edges across the box over and under this heading),
  // beside this one, not over or under it as a wrapped line is: the rules do not part them, so the
  // box is not this heading's cell.
  const across = grid.horizontal.filter((e) => Math.min(e.x1, right) - Math.max(e.x0, left) > 0);
  const ceiling = Math.max(...across.filter((e) => e.y <= top).map((e) => e.y));
  const floor = Math.min(...across.filter((e) => e.y >= h.bottom).map((e) => e.y));
  const shares = others.some((o) => (o.x0 + o.x1) / 2 > left && (o.x0 + o.x1) / 2 < right && (o.x1 <= h.x0 || o.x0 >= h.x1) && o.bottom > ceiling && o.bottom <= floor);
  return shares ? null : [first, last];
}
