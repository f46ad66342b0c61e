import type { Rule } from "../layout/types.ts";
import type { Chunk } from "./tableChunks.ts";
import type { Column } from "./tableColumns.ts";
import type { Heading } from "./headingLines.ts";

/** A piece of vertical rule this close in x (points) to a column edge is drawn on it. */
const ON_EDGE = 1.5;
/** A whole column rule this close to a column edge is the rule the edge was cut at: findColumns keeps one cut of any closer than this. */
const RULE_AT_EDGE = 3;
/** Vertical pieces this far (points) outside the table's sides still belong to its grid (a frame drawn a little wide). */
const SIDE_SLACK = 2;
/** How far above its baseline a heading's glyphs reach, in ems: the rules beside it run at least this high. */
const ASCENT = 0.7;

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
 * A ruled grid's boxes. In a grid a cell is the box its rules enclose: the stretch between two
 * column edges drawn past its text, under one edge across and over the next. A merged cell is a
 * box whose inner column edges are left undrawn at its lines (a title bar across the figure
 * columns, a sub-heading across the table, a spanner boxed over its candidates). Built once per
 * table from its column edges, the whole column rules among them, the pieces of vertical rule
 * drawn (where each edge is closed) and the edges across; the cells' spans are read from it.
 */
export interface RuledGrid {
  /**
   * Whether the column rule at column k's left edge is left open beside a piece of text: some
   * vertical rule of the grid (its frame's sides included) runs through the piece's line, so the
   * grid rules that line off, but none is drawn on this edge there. A header printed above the
   * grid's rules, unruled, keeps its columns.
   */
  openBefore(k: number, chunk: Chunk): boolean;
  /**
   * A piece's columns widened over the empty columns beside it whose edge is open at its line:
   * the merged cell's text then begins at the cell's first column, as the grid draws it. `taken`
   * says which columns other pieces of the row already cover.
   */
  spanOpen(chunk: Chunk, span: [number, number], taken: (k: number) => boolean): [number, number];
  /**
   * The columns a heading's box covers: the stretch between the nearest vertical rules on either
   * side that run past all its lines, taken only when the box is made of whole columns (each of
   * its inner edges is a column rule) and none of `others` (the header's pieces, or its headings)
   * stands in the box beside it: a header row with no rules between its headings is not one cell,
   * nor is a box whose dividing rule was drawn only over part of the header.
   */
  boxOf(h: HeadingExtent, others: readonly HeadingExtent[]): [number, number] | null;
  /**
   * Whether a column rule is drawn through the line of two pieces side by side, in the gap between
   * them (within a point of it): the grid parts them, however close they stand.
   */
  drawnBetween(a: Chunk, b: Chunk): boolean;
  /** The edges drawn across the table (rules, and shading's edges: kind "band"), which part its rows. */
  across: readonly { y: number; x0: number; x1: number; kind?: "rule" | "band" }[];
}

export function ruledGrid(columns: readonly Column[], vertical: readonly Rule[], rules: readonly number[], across: readonly { y: number; x0: number; x1: number; kind?: "rule" | "band" }[], x0: number, x1: number): RuledGrid {
  const edges = [...columns.map((c) => c.x0), columns.at(-1)?.x1 ?? x1];
  const ruled = edges.map((x) => rules.some((r) => Math.abs(r - x) <= RULE_AT_EDGE));
  const pieces = vertical.filter((v) => v.x0 >= x0 - SIDE_SLACK && v.x0 <= x1 + SIDE_SLACK);
  const drawnOn = edges.map((x) => pieces.filter((v) => Math.abs(v.x0 - x) <= ON_EDGE));
  const ruledLines = heightsCovered(pieces);
  const through = (v: Rule, y: number) => v.y0 <= y && v.y1 >= y;

  const openBefore = (k: number, chunk: Chunk) => {
    if (!ruled[k]) return false;
    const mid = (chunk.top + chunk.bottom) / 2;
    return !drawnOn[k]!.some((v) => through(v, mid)) && ruledLines(mid);
  };

  const spanOpen = (chunk: Chunk, span: [number, number], taken: (k: number) => boolean): [number, number] => {
    let [first, last] = span;
    while (first > 0 && !taken(first - 1) && openBefore(first, chunk)) first--;
    while (last + 1 < columns.length && !taken(last + 1) && openBefore(last + 1, chunk)) last++;
    return [first, last];
  };

  const boxOf = (h: HeadingExtent, others: readonly HeadingExtent[]): [number, number] | null => {
    const top = h.top - ASCENT * h.size;
    let left = -Infinity;
    let right = Infinity;
    for (const v of pieces) {
      if (v.y0 > top + 1 || v.y1 < h.bottom - 1) continue;
      if (v.x0 <= h.x0 + 1) left = Math.max(left, v.x0);
      if (v.x0 >= h.x1 - 1) right = Math.min(right, v.x0);
    }
    if (!Number.isFinite(left) || !Number.isFinite(right)) return null;
    const first = edges.findIndex((x, e) => e < columns.length && Math.abs(x - left) <= ON_EDGE);
    const end = edges.findIndex((x, e) => e > 0 && Math.abs(x - right) <= ON_EDGE);
    if (first < 0 || end - 1 < first) return null;
    for (let e = first + 1; e < end; e++) if (!ruled[e]) return null;
    // Another heading in the box (between the edges across over and under this heading), beside
    // this one, not over or under it as a wrapped line is: the rules do not part them, so the
    // box is not this heading's cell.
    const spanning = across.filter((a) => Math.min(a.x1, right) - Math.max(a.x0, left) > 0);
    const ceiling = Math.max(...spanning.filter((a) => a.y <= top).map((a) => a.y));
    const floor = Math.min(...spanning.filter((a) => a.y >= h.bottom).map((a) => a.y));
    const shares = others.some((o) => (o.x0 + o.x1) / 2 > left && (o.x0 + o.x1) / 2 < right && (o.x1 <= h.x0 || o.x0 >= h.x1) && o.bottom > ceiling && o.bottom <= floor);
    return shares ? null : [first, end - 1];
  };

  const drawnBetween = (a: Chunk, b: Chunk): boolean => {
    const mid = (a.top + a.bottom) / 2;
    return edges.some((x, k) => k > 0 && k < columns.length && ruled[k] && x >= a.x1 - 1 && x <= b.x0 + 1 && drawnOn[k]!.some((v) => through(v, mid)));
  };

  return { openBefore, spanOpen, boxOf, drawnBetween, across };
}

/** Whether some piece runs through a height: the pieces' heights merged once, then found by halving. */
function heightsCovered(pieces: readonly Rule[]): (y: number) => boolean {
  const spans: [number, number][] = [];
  for (const v of [...pieces].sort((a, b) => a.y0 - b.y0)) {
    const last = spans.at(-1);
    if (last && v.y0 <= last[1]) last[1] = Math.max(last[1], v.y1);
    else spans.push([v.y0, v.y1]);
  }
  return (y) => {
    let lo = 0;
    let hi = spans.length - 1;
    let found = -1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      if (spans[mid]![0] <= y) {
        found = mid;
        lo = mid + 1;
      } else hi = mid - 1;
    }
    return found >= 0 && spans[found]![1] >= y;
  };
}
