import type { Chunk } from "./tableChunks.ts";
import type { TableCaption } from "./tableCaptions.ts";
import type { Column } from "./tableColumns.ts";
import type { Edge } from "./tableEdges.ts";
import type { TableRegion } from "./regionContext.ts";
import { headText, isNextPageRunningHead } from "./runningHeadBand.ts";
import { baselineBands } from "./tableRows.ts";

/** A table that ran to the foot of its page with nothing after it: the next page may go on with it. */
export interface OpenTable {
  page: number;
  angle: number;
  x0: number;
  x1: number;
  columns: Column[];
  size: number;
  /**
   * The lines at the top of the page before (baseline, sides and text, the text as `headText` has
   * it and as printed), to tell a running head, which recurs there, from a title, and a header
   * printed again from the table's rows.
   */
  pageHead: readonly { baseline: number; x0: number; x1: number; text: string; printed: string }[];
}

/** The top of a frame whose lines are kept as its running head, as a share of its height. */
export const PAGE_HEAD_SHARE = 0.15;

/**
 * The rows at the top of a page that go on with a table left open at the foot of the page before,
 * with no caption of their own: bands whose pieces sit in that table's columns, from the first
 * such band down while they keep to them. Null when the page does not start so.
 */
export function continuationRegion(open: OpenTable, chunks: readonly Chunk[], edges: readonly Edge[], captions: readonly TableCaption[], frameHeight: number): TableRegion | null {
  const tolerance = open.size;
  // Text beside the table (the page's other column) is left aside; text running across its sides
  // (a paragraph's line) is in the bands, and no row of the table.
  const within = (c: Chunk) => c.x0 >= open.x0 - tolerance && c.x1 <= open.x1 + tolerance;
  // In one of the table's columns, no wider than it, in the table's type.
  const columnOf = (c: Chunk) => open.columns.findIndex((col) => (c.x0 + c.x1) / 2 >= col.x0 - tolerance && (c.x0 + c.x1) / 2 <= col.x1 + tolerance && c.x1 - c.x0 <= col.x1 - col.x0 + 2 * tolerance);
  const inColumn = (c: Chunk) => Math.abs(c.size - open.size) <= 0.6 && within(c) && columnOf(c) >= 0;
  // A cell of a flush-left column run into the next one (columns closer than the gap that parts
  // two chunks, parted on the page before at their headings' edges): it begins in one column and
  // ends in the next, in a band with other pieces. A paragraph's line inside the table's width
  // crosses more columns than two, or stands alone.
  const runOn = (c: Chunk, band: readonly Chunk[]) => {
    if (band.length < 2 || Math.abs(c.size - open.size) > 0.6 || !within(c)) return false;
    const k = open.columns.findIndex((col) => c.x0 >= col.x0 - tolerance && c.x0 <= col.x1);
    const next = open.columns[k + 1];
    return k >= 0 && !!next && c.x1 > next.x0 && c.x1 <= next.x1 + tolerance;
  };
  const keeps = (band: readonly Chunk[]) => band.every((c) => inColumn(c) || runOn(c, band));
  // A row: pieces in half the table's columns or more (a running head has two or three at most).
  const row = (band: Chunk[]) => keeps(band) && new Set(band.map(columnOf).filter((k) => k >= 0)).size >= Math.max(2, 0.5 * open.columns.length);
  const firstCaption = Math.min(frameHeight, ...captions.map((c) => c.top));
  const candidates = chunks.filter((c) => c.baseline < firstCaption && c.x1 > open.x0 - tolerance && c.x0 < open.x1 + tolerance);
  const bands = baselineBands(candidates);
  let first = -1;
  for (let i = 0; i < bands.length && i < 6; i++) {
    // The page's running head (its pieces among the table's columns) is passed over: the rows, if
    // any go on, start under it.
    if (isNextPageRunningHead(bands[i]!, bands[i + 1], open.pageHead, 2.6 * open.size)) continue;
    if (row(bands[i]!)) {
      first = i;
      break;
    }
  }
  if (first < 0) return null;
  if (bands.slice(0, first).some((band) => titleOver(band, open))) return null;
  // The table's header printed again over the page's rows: a row whose words recur at its place
  // on the page before is that page's header (or running head), not a row of the table. The rows
  // start under it.
  const headerFrom = first;
  while (first < bands.length && first < 6 && recursOnPageBefore(bands[first]!, open)) first++;
  if (first >= bands.length || !keeps(bands[first]!)) return null;
  const repeatedHeaderTop = first > headerFrom ? Math.min(...bands.slice(headerFrom, first).flat().map((c) => c.top)) - 1 : undefined;
  let last = first;
  let pitch = Infinity;
  for (let i = first + 1; i < bands.length; i++) {
    const gap = bands[i]![0]!.baseline - bands[last]![0]!.baseline;
    if (gap > Math.max(2.6 * open.size, 1.9 * (Number.isFinite(pitch) ? pitch : gap))) break;
    if (!keeps(bands[i]!)) break;
    pitch = Math.min(pitch, gap);
    last = i;
  }
  if (last === first && bands[first]!.length < 2) return null;
  const taken = bands.slice(first, last + 1).flat();
  const top = Math.min(...taken.map((c) => c.top)) - 1;
  const bottom = Math.max(...taken.map((c) => c.bottom)) + 1;
  return { x0: open.x0, x1: open.x1, top, bottom, edges: edges.filter((e) => e.y > top && e.y < bottom && e.x1 > open.x0 && e.x0 < open.x1), textOnly: true, ...(repeatedHeaderTop !== undefined ? { repeatedHeaderTop } : {}) };
}

/** A line's words with the spaces between them left out: what is compared across pages. */
const squeezed = (text: string) => text.replace(/\s+/g, "").toLowerCase();

/**
 * Whether a band stands again, word for word, at its place among the top lines of the page before
 * (within two points of its baseline, across the table's width): a repeated header or running head.
 * Its figures too: rows of a table that goes on page after page start at the same place, in words
 * of the same shape but never the same figures.
 */
function recursOnPageBefore(band: readonly Chunk[], open: OpenTable): boolean {
  const baseline = band[0]!.baseline;
  const before = open.pageHead.filter((h) => Math.abs(h.baseline - baseline) <= 2 && h.x1 > open.x0 - open.size && h.x0 < open.x1 + open.size).sort((a, b) => a.x0 - b.x0);
  if (before.length === 0) return false;
  const text = [...band].sort((a, b) => a.x0 - b.x0).map((c) => squeezed(c.text)).join("");
  return text.length > 0 && text === before.map((h) => squeezed(h.printed)).join("");
}

/**
 * Whether a band above a page's first rows is a title of a table of its own, so the rows start a
 * new table rather than going on with the one before: a line alone, set larger than the table's
 * type, centred over the table's width and narrower than half of it, that is not the page's
 * running head (which recurs at its place on the page before) and does not say it goes on.
 */
function titleOver(band: readonly Chunk[], open: OpenTable): boolean {
  if (band.length !== 1) return false;
  const c = band[0]!;
  const width = open.x1 - open.x0;
  if (c.size < open.size + 0.5 || c.x1 - c.x0 > 0.5 * width) return false;
  if (Math.abs((c.x0 + c.x1) / 2 - (open.x0 + open.x1) / 2) > Math.max(2 * c.size, 0.05 * width)) return false;
  if (/\bcont(?:inued|'d|\.)/i.test(c.line.text)) return false;
  const text = headText(c.line.text);
  return !open.pageHead.some((h) => Math.abs(h.baseline - c.baseline) <= 2 && h.text === text);
}
