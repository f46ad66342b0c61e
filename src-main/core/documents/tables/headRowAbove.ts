import { FIGURE } from "./figureRuns.ts";
import type { Chunk } from "./tableChunks.ts";
import type { RegionContext, TableRegion } from "./regionContext.ts";
import { captionLines } from "./regionLines.ts";
import { baselineBands } from "./tableRows.ts";

/** Words a heading piece may hold at most; more make a line of prose. */
const MAX_HEADING_WORDS = 6;

/** Lines a header row set over a table's first rule may take at most (a heading wrapped over its words). */
const MAX_HEAD_LINES = 3;

/**
 * A table ruled under its header but not above it: the walk along its rules starts at the rule
 * under the header, so the header row is left above it. The line just over the first rule is the
 * table's header row when it is set close above it (within a line and a half), with nothing
 * between, in two or more short pieces inside the table's sides, each starting or centred where a
 * column of the rows below starts or is centred, and no rule of the table's width over it (that
 * would be the table's top, walked already). Headings wrapped over two or three lines stack their
 * first words over that line: a line set as close above it whose pieces each start or are centred
 * over a heading under them (or a column) is the header's too.
 */
export function withHeadRowAbove(region: TableRegion, context: RegionContext, used: ReadonlySet<Chunk>, size: number): TableRegion {
  const width = region.x1 - region.x0;
  const notes = captionLines(context.captions);
  const near = (a: number, b: number) => Math.abs(a - b) <= size;
  const over = (h: Chunk, under: readonly Chunk[]) => under.some((c) => near(c.x0, h.x0) || near((c.x0 + c.x1) / 2, (h.x0 + h.x1) / 2));
  const heading = (c: Chunk) => c.x0 >= region.x0 - size && c.x1 <= region.x1 + size && !notes.has(c.line) && c.text.split(/\s+/).length <= MAX_HEADING_WORDS;
  const below = context.chunks.filter((c) => !used.has(c) && c.baseline > region.top && c.baseline < region.bottom && c.x1 > region.x0 && c.x0 < region.x1);
  const bands = baselineBands(context.chunks.filter((c) => !used.has(c) && c.baseline < region.top && c.x1 > region.x0 && c.x0 < region.x1));
  const lowest = bands.at(-1);
  if (!lowest || region.top - lowest[0]!.baseline > 1.5 * lowest[0]!.size) return region;
  if (lowest.length < 2 || !lowest.every(heading)) return region;
  // A spanning heading ("Accuracy (%)" over two columns) is centred over the run of pieces it heads.
  const spans = (h: Chunk, under: readonly Chunk[]) => spannerOver(h, under, size);
  const firstRow = baselineBands(below)[0] ?? [];
  const spanners = new Set<readonly Chunk[]>();
  const head = [lowest];
  for (let i = bands.length - 2; i >= 0 && head.length < MAX_HEAD_LINES; i--) {
    const band = bands[i]!;
    const under = head[0]!;
    if (under[0]!.baseline - band[0]!.baseline > 1.5 * band[0]!.size) break;
    if (!band.every(heading)) break;
    if (band.every((h) => spans(h, under))) spanners.add(band);
    else if (!band.every((h) => over(h, under) || over(h, below))) break;
    head.unshift(band);
  }
  if (head.length === 1) {
    // One line: each piece where a column starts or is centred, or centred over the columns it
    // spans, and no other line as close over the rule (a title, a paragraph's last line).
    const next = bands.at(-2);
    if (!lowest.every((h) => over(h, below) || spans(h, firstRow))) return region;
    if (next && region.top - next[0]!.baseline <= 1.5 * next[0]!.size) return region;
  } else {
    // Stacked headings are words: a line with figures in it is a row of the table's own (a row
    // wrapped over two lines above a rule), not its header. The bottom line's pieces lie over the
    // columns, though a heading set flush left may stand over figures set flush right.
    // A spanner line names its columns' groups ("AC-14" over two of them), figures or not.
    // A heading may hold a digit ("F1-all", "Top-5") and still be no figure.
    if (head.some((band) => !spanners.has(band) && band.some((c) => c.text.split(/\s+/).some((w) => FIGURE.test(w))))) return region;
    if (!lowest.every((h) => below.some((c) => Math.min(c.x1, h.x1) - Math.max(c.x0, h.x0) > 0))) return region;
  }
  const first = head[0]!;
  const top = Math.min(...first.map((c) => c.top));
  if (context.edges.some((e) => e.y < region.top - 0.5 && e.y > top - 1.5 * size && Math.min(e.x1, region.x1) - Math.max(e.x0, region.x0) >= 0.5 * width)) return region;
  return { ...region, top: top - 1 };
}

/**
 * Whether a heading is centred over a run of two or more of the pieces under it, inside their
 * reach: a spanner over the columns it groups.
 */
function spannerOver(h: Chunk, under: readonly Chunk[], size: number): boolean {
  const row = [...under].sort((a, b) => a.x0 - b.x0);
  const centre = (h.x0 + h.x1) / 2;
  for (let i = 0; i < row.length; i++) {
    for (let j = i + 1; j < row.length; j++) {
      const [x0, x1] = [row[i]!.x0, row[j]!.x1];
      if (h.x0 >= x0 - size && h.x1 <= x1 + size && Math.abs(centre - (x0 + x1) / 2) <= size) return true;
    }
  }
  return false;
}
