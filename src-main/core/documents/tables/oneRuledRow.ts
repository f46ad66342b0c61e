import { FIGURE } from "./figureRuns.ts";
import type { RegionTable } from "./readTableRegion.ts";
import type { TableRegion } from "./regionContext.ts";

/**
 * Whether a table with no caption read as a header and one row of cells is a table all the same:
 * closed by rules above and below, with a rule between its header and its row (three rules across
 * its width at least) and its one row filled in three columns or more. A box around a note or a
 * titled paragraph gives one or two lines of one piece, not a row of cells under a ruled header;
 * with two columns a ruled label and its value look the same, so those stay text.
 * With no rule under its header (a top and a bottom rule only), the row must be figures in every
 * column under one line of headings filling every column too: a line of words between two rules
 * (a boxed remark, a displayed title) is no row of figures, and two such lines rarely align.
 */
export function isOneRuledRow(region: TableRegion, read: RegionTable): boolean {
  if (read.rows.length !== 1 || read.header.length === 0 || read.columns.length < MIN_COLUMNS) return false;
  const width = region.x1 - region.x0;
  const across = region.edges.filter((e) => e.kind === "rule" && e.x1 - e.x0 >= 0.9 * width);
  // Its top and bottom are rules: nothing about it is bounded by text alone.
  const slack = 1;
  if (!across.some((e) => Math.abs(e.y - region.top) <= slack) || !across.some((e) => Math.abs(e.y - region.bottom) <= slack)) return false;
  const filled = read.rows[0]!.cells.map((c) => c.text.trim()).filter(Boolean);
  if (across.length >= 3) return filled.length >= MIN_COLUMNS;
  const headings = read.header.length === 1 ? read.header[0]!.cells.map((c) => c.text.trim()).filter(Boolean) : [];
  return filled.length === read.columns.length && filled.every((t) => FIGURE.test(t)) && headings.length === read.columns.length;
}

/** Columns a lone ruled row fills, at least, to be read as a table. */
const MIN_COLUMNS = 3;
