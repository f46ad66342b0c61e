import { findGutter } from "./columnGutter.ts";
import type { Line } from "./types.ts";

/** A table's region on its page, in the page's top-down coordinates. */
export interface TableRegion {
  x: number;
  y: number;
  w: number;
  h: number;
}

/**
 * The gutter of a two-column page whose tables were taken out before its reading order: a page
 * mostly of small tables keeps too few prose lines to show its gutter, and read as one column it
 * interleaves a paragraph with whatever stands beside it in the other column (a displayed list
 * of settings, a figure's labels), so the paragraph is dropped with them. Each table's region is
 * then evidence like a column-width line: a table set in one column ends before the gutter or
 * starts after it. The gutter found so is kept only when no line left on the page crosses it.
 */
export function gutterBesideTables(lines: Line[], tables: readonly TableRegion[], width: number, height?: number): number | null {
  if (tables.length === 0) return null;
  const regions = tables.map((t): Line => regionLine(t));
  const gutter = findGutter([...lines, ...regions], width, height);
  if (gutter === null) return null;
  const crossed = lines.some((l) => l.x0 < gutter - 2 && l.x1 > gutter + 2 && l.text.length >= 3);
  const left = lines.some((l) => l.x1 <= gutter + 2 && l.text.length >= 20);
  const right = lines.some((l) => l.x0 >= gutter - 2 && l.text.length >= 20);
  return !crossed && left && right ? gutter : null;
}

/** A table's region standing in for a line of its width: only its extent is read (findGutter reads a line's edges and its text's length). */
function regionLine(t: TableRegion): Line {
  return { page: 0, text: "table region ".repeat(2), spans: [], x0: t.x, x1: t.x + t.w, top: t.y, bottom: t.y + t.h, baseline: t.y + t.h, size: 0, font: "", column: 0, colLeft: t.x, colRight: t.x + t.w, spanning: false };
}
