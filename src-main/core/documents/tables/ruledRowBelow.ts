import type { Rule } from "../layout/types.ts";
import { columnRuleXs } from "./columnRules.ts";
import type { Chunk } from "./tableChunks.ts";
import type { TableRegion } from "./regionContext.ts";

/** How far under the grid's last rule a row boxed apart may stand, in type sizes. */
const MAX_GAP = 4;
/** How tall that row may be, in type sizes: one row, not a table of its own. */
const MAX_ROW = 3;
/** How close a rule of the row's box must stand to a column rule of the grid, in points. */
const SAME_X = 1.5;

/**
 * A row boxed apart under a grid, a little below it (a Totals row set off after the last ward,
 * its box narrower than the grid when the row's label stands outside it): it is the grid's last
 * row when the rules dividing its box stand where the grid's column rules stand (most of them,
 * three or more), the grid's columns going on, and nothing is written in the gap between. A table
 * of its own under the grid has rows of its own and column rules of its own. `size` is the
 * region's type size.
 */
export function withRuledRowBelow(region: TableRegion, verticals: readonly Rule[] | undefined, chunks: readonly Chunk[], size: number): TableRegion {
  if (!verticals || verticals.length === 0) return region;
  const columns = columnRuleXs(verticals, region.x0, region.x1, region.top, region.bottom, 0.6);
  if (columns.length < 3) return region;
  const pieces = verticals.filter((v) => v.y0 > region.bottom + 0.5 && v.y0 - region.bottom <= MAX_GAP * size && v.y1 - v.y0 <= MAX_ROW * size && columns.some((x) => Math.abs(x - v.x0) <= SAME_X));
  if (pieces.length === 0) return region;
  // The row's box: its rules start together at its top.
  const top = Math.min(...pieces.map((v) => v.y0));
  const row = pieces.filter((v) => v.y0 - top <= 2);
  const matched = new Set(columns.filter((x) => row.some((v) => Math.abs(x - v.x0) <= SAME_X)));
  if (matched.size < Math.max(3, 0.6 * columns.length)) return region;
  const bottom = Math.max(...row.map((v) => v.y1));
  const across = (c: Chunk) => c.x1 > region.x0 - size && c.x0 < region.x1 + size;
  const inGap = chunks.some((c) => across(c) && c.baseline > region.bottom + 0.5 && c.baseline - 0.6 * c.size < top);
  const cells = chunks.filter((c) => across(c) && c.baseline > top && c.baseline - 0.6 * c.size < bottom);
  if (inGap || cells.length < 2) return region;
  return { ...region, bottom };
}
