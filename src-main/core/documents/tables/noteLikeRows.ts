import type { Line } from "../layout/types.ts";
import type { Chunk } from "./tableChunks.ts";
import { baselineBands } from "./tableRows.ts";

/** How close a piece's edge must come to a column's edge to stand in that column, in points. */
const ALIGN = 1.5;

/**
 * Whether a line that opens as a table's note does ("* Transformer", "† Ours", "a 2") is a row of
 * the table: pieces stand beside it on its baseline, within the table's width, each starting or
 * ending where a piece of a row above does (it keeps the table's columns). One piece beside it
 * must keep an edge two rows above share; two or more need only each meet one. A note runs on as
 * words across the table: it has no cells set apart beside it in the columns. `above` are the
 * pieces of the rows read so far.
 */
export function noteLikeRow(line: Line, chunks: readonly Chunk[], above: readonly Chunk[], x0: number, x1: number): boolean {
  const own = chunks.filter((c) => Math.abs(c.baseline - line.baseline) < 1 && c.x1 > x0 - 1 && c.x0 < x1 + 1).sort((a, b) => a.x0 - b.x0);
  const label = own.find((c) => c.line === line) ?? own[0];
  if (!label) return false;
  const beside = own.filter((c) => c.x0 >= label.x1 && c !== label);
  if (beside.length === 0) return false;
  const rows = baselineBands(above.filter((c) => Math.abs(c.baseline - line.baseline) >= 1));
  const sharedBy = (p: Chunk) => rows.filter((band) => band.some((c) => Math.abs(c.x0 - p.x0) <= ALIGN || Math.abs(c.x1 - p.x1) <= ALIGN)).length;
  const least = beside.length >= 2 ? 1 : 2;
  return beside.every((p) => sharedBy(p) >= least);
}

/** The pieces whose baselines fall between two heights, across a table's width: the rows read so far. */
export const piecesBetween = (chunks: readonly Chunk[], top: number, bottom: number, x0: number, x1: number): Chunk[] =>
  chunks.filter((c) => c.baseline > top && c.baseline < bottom && c.x1 > x0 && c.x0 < x1);
