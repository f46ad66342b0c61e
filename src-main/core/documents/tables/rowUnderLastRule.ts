import type { Chunk } from "./tableChunks.ts";
import type { TableRegion } from "./regionContext.ts";
import { baselineBands } from "./tableRows.ts";

/** How close a piece's edge must come to a column's edge to stand in that column, in points. */
const ALIGN = 1.5;

/**
 * A last row set under the table's last rule: a "Total" row ruled off from the rows above it, with
 * no rule under it. It is the table's when it stands a row's height under that rule and every one
 * of its pieces (two or more) starts or ends where the pieces of two or more rows above start or
 * end: it repeats the table's columns (its first piece, the label, may stand anywhere when two or
 * more pieces follow it that do). A note under a table is one piece across them, so it is not
 * taken. `isNote` tells a note's first line; `size` is the region's type size.
 */
export function withRowUnderLastRule(region: TableRegion, chunks: readonly Chunk[], size: number, isNote: (chunk: Chunk) => boolean): TableRegion {
  const within = (c: Chunk) => c.x0 >= region.x0 - size && c.x1 <= region.x1 + size;
  const inside = chunks.filter((c) => within(c) && c.baseline > region.top && c.baseline < region.bottom);
  const below = baselineBands(chunks.filter((c) => c.baseline > region.bottom && c.baseline - region.bottom <= 1.6 * size && c.x1 > region.x0 && c.x0 < region.x1));
  const row = below[0];
  if (!row || row.length < 2 || !row.every(within) || isNote(row[0]!)) return region;
  // The column edges the rows above keep: an edge counts when pieces of two or more rows share it.
  const rows = baselineBands(inside);
  const shared = (edge: (c: Chunk) => number, x: number) => rows.filter((band) => band.some((c) => Math.abs(edge(c) - x) <= ALIGN)).length >= 2;
  const aligned = (p: Chunk) => shared((c) => c.x0, p.x0) || shared((c) => c.x1, p.x1);
  // Its label may be centred across the label columns ("Avg." under a two-column stub,
  // \multicolumn): it is the row's when the figures beside it, two or more, repeat the columns.
  const [label, ...others] = row;
  // A sign alone (a currency's "$" set before a total, flush left in its own column) need not
  // repeat an edge: financial tables print it on the first and the total row only. The figures
  // beside it must, two or more.
  const rest = others.filter((c) => /[\p{L}\p{N}]/u.test(c.text));
  if (!aligned(label!) && rest.length < 2) return region;
  if (!rest.every(aligned)) return region;
  return { ...region, bottom: Math.max(...row.map((c) => c.bottom)) };
}
