import type { Line } from "../layout/types.ts";
import { isProseLine } from "./proseLines.ts";
import type { Anchor, RegionContext, TableRegion } from "./regionContext.ts";
import { captionLines, groupByBaseline } from "./regionLines.ts";
import { isNoteLine } from "./tableFootnotes.ts";
import { rowApartRepeatsColumns } from "./rowsApartInTurnedFrame.ts";
import { noteLikeRow, piecesBetween } from "./noteLikeRows.ts";
import type { Chunk } from "./tableChunks.ts";

/** Extends a region by rows of text beyond its edge (at most `limit` rows). */
export function growRows(region: TableRegion, direction: 1 | -1, caption: Anchor, context: RegionContext, limit = Infinity, stop?: number): TableRegion | null {
  const size = caption.size;
  const from = direction === 1 ? region.bottom : region.top;
  const lines = context.lines
    .filter((l) => !caption.lines.includes(l) && (direction === 1 ? l.baseline > from && (stop === undefined || l.baseline < stop) : l.baseline < from) && l.x0 >= region.x0 - size && l.x1 <= region.x1 + size)
    .sort((a, b) => direction * (a.baseline - b.baseline));
  const rows = groupByBaseline(lines);
  if (direction === -1) rows.reverse();
  let edge = from;
  let pitch = 0;
  let taken = 0;
  // The first row read down from a caption: a header line, which a table stacked under this one prints again.
  const textOf = (row: readonly { text: string; x0: number }[]) => [...row].sort((a, b) => a.x0 - b.x0).map((l) => l.text).join(" ").replace(/\s+/g, " ").trim();
  let first = "";
  const takenLines: Line[] = [];
  for (const [i, row] of rows.entries()) {
    const baseline = row[0]!.baseline;
    const gap = Math.abs(baseline - edge);
    if (taken >= limit) break;
    // A sideways table's rows wrapped over several lines may stand further apart: they go on while they keep its columns.
    if (gap > Math.max(2.6 * size, pitch * 1.9) && !(context.turned && rowApartRepeatsColumns(rowsFrom(rows, i, size), takenLines, gap, size, context.chunks))) break;
    if (row.some((l) => captionLines(context.captions).has(l) || isProseLine(l, context.chunks, region.x1 - region.x0, context.bodySize))) break;
    // A line opening as a note does ("* Ours") is a row when cells in the table's columns stand beside it.
    if (row.some((l) => isNoteLine(l) && !noteLikeRow(l, context.chunks, [...piecesBetween(context.chunks, region.top, region.bottom, region.x0, region.x1), ...chunksOf(takenLines, context)], region.x0, region.x1))) break;
    // After a blank line, the first row's text again heads another table set under this one.
    if (direction === 1 && taken > 1 && gap > 1.5 * pitch && textOf(row) === first) break;
    if (taken === 0) first = textOf(row);
    if (taken > 0) pitch = pitch === 0 ? gap : Math.min(pitch, gap);
    edge = direction === 1 ? Math.max(...row.map((l) => l.bottom)) : Math.min(...row.map((l) => l.top));
    taken++;
    takenLines.push(...row);
  }
  if (taken === 0) return limit === Infinity ? null : region;
  return direction === 1 ? { ...region, bottom: edge, textOnly: region.edges.length <= 1 } : { ...region, top: edge, textOnly: region.edges.length <= 1 };
}

/** The lines of `rows[i]` and of the rows within two lines of it: a row's start, where OCR may have read one cell's line alone first. */
function rowsFrom(rows: readonly Line[][], i: number, size: number): Line[] {
  const baseline = rows[i]![0]!.baseline;
  return rows.slice(i).filter((r) => Math.abs(r[0]!.baseline - baseline) <= ROW_START_LINES * size).flat();
}

/** How many lines' height down from a row's first baseline its start is judged on. */
const ROW_START_LINES = 2;

/** The pieces of lines taken. */
const chunksOf = (lines: readonly Line[], context: RegionContext): Chunk[] => {
  const set = new Set(lines);
  return context.chunks.filter((c) => set.has(c.line));
};
