import type { Chunk } from "./tableChunks.ts";
import type { RegionContext, TableRegion } from "./regionContext.ts";
import { captionLines } from "./regionLines.ts";
import { baselineBands } from "./tableRows.ts";

/** Words a heading piece may hold at most; more make a line of prose. */
const MAX_HEADING_WORDS = 6;

/**
 * A table ruled under its header but not above it: the walk along its rules starts at the rule
 * under the header, so the header row is left above it. The line just over the first rule is the
 * table's header row when it is set close above it (within a line and a half), with nothing
 * between, in two or more short pieces inside the table's sides, each starting or centred where a
 * column of the rows below starts or is centred, and no rule of the table's width over it (that
 * would be the table's top, walked already).
 */
export function withHeadRowAbove(region: TableRegion, context: RegionContext, used: ReadonlySet<Chunk>, size: number): TableRegion {
  const width = region.x1 - region.x0;
  const notes = captionLines(context.captions);
  const above = context.chunks.filter((c) => !used.has(c) && c.baseline < region.top && region.top - c.baseline <= 1.5 * c.size && c.x1 > region.x0 && c.x0 < region.x1);
  if (above.length < 2) return region;
  const band = baselineBands(above).at(-1)!;
  if (band.length < 2 || band.length !== above.length) return region;
  if (band.some((c) => c.x0 < region.x0 - size || c.x1 > region.x1 + size || notes.has(c.line) || c.text.split(/\s+/).length > MAX_HEADING_WORDS)) return region;
  const top = Math.min(...band.map((c) => c.top));
  if (context.edges.some((e) => e.y < region.top - 0.5 && e.y > top - 1.5 * size && Math.min(e.x1, region.x1) - Math.max(e.x0, region.x0) >= 0.5 * width)) return region;
  const below = context.chunks.filter((c) => !used.has(c) && c.baseline > region.top && c.baseline < region.bottom && c.x1 > region.x0 && c.x0 < region.x1);
  const near = (a: number, b: number) => Math.abs(a - b) <= size;
  const overColumn = (h: Chunk) => below.some((c) => near(c.x0, h.x0) || near((c.x0 + c.x1) / 2, (h.x0 + h.x1) / 2));
  if (!band.every(overColumn)) return region;
  return { ...region, top: top - 1 };
}
