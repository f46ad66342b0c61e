import type { Chunk } from "./tableChunks.ts";
import type { TableRegion } from "./regionContext.ts";
import { baselineBands } from "./tableRows.ts";
import type { Rule } from "../layout/types.ts";

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
export function withRowUnderLastRule(region: TableRegion, chunks: readonly Chunk[], size: number, isNote: (chunk: Chunk) => boolean, verticals: readonly Rule[] = []): TableRegion {
  // A grid whose bottom rule is missing: its column rules run on down past its last rule, through
  // the rows under it, each of which is taken while they do (a bound keeps a runaway page linear).
  let grown = withOneRowUnderLastRule(region, chunks, size, isNote);
  for (let rows = 1; rows < MAX_OPEN_ROWS && grown.bottom > region.bottom; rows++) {
    const bottom = grown.bottom;
    const ruled = verticals.some((v) => v.x0 > grown.x0 + size && v.x0 < grown.x1 - size && v.y0 <= region.bottom + 0.5 * size && v.y1 >= bottom - 0.5 * size);
    if (!ruled) break;
    region = grown;
    grown = withOneRowUnderLastRule(region, chunks, size, isNote);
  }
  return grown;
}

/** Rows taken under a grid's last rule while its column rules run on. */
const MAX_OPEN_ROWS = 50;

function withOneRowUnderLastRule(region: TableRegion, chunks: readonly Chunk[], size: number, isNote: (chunk: Chunk) => boolean): TableRegion {
  const within = (c: Chunk) => c.x0 >= region.x0 - size && c.x1 <= region.x1 + size;
  const inside = chunks.filter((c) => within(c) && c.baseline > region.top && c.baseline < region.bottom);
  const below = baselineBands(chunks.filter((c) => c.baseline > region.bottom && c.baseline - region.bottom <= 1.6 * size && c.x1 > region.x0 && c.x0 < region.x1));
  const row = below[0];
  if (!row || row.length < 2 || !row.every(within) || isNote(row[0]!)) return region;
  // The column edges the rows above keep: an edge counts when pieces of two or more rows share it.
  const rows = baselineBands(inside);
  const shared = (edge: (c: Chunk) => number, x: number) => rows.filter((band) => band.some((c) => Math.abs(edge(c) - x) <= ALIGN)).length >= 2;
  const aligned = (p: Chunk) => shared((c) => c.x0, p.x0) || shared((c) => c.x1, p.x1);
  // A grid's cells are often centred (a Word table, LaTeX's |c|c|): a piece whose middle is where
  // the middles of two rows' pieces are stands in their column too, and a label centred where two
  // rows' labels (their first pieces) are centred is the row's label. Letters set under a table's
  // columns, "(c)" and "(d)" keyed to its notes, stand in no row's stub: the row is not taken.
  const middle = (c: Chunk) => (c.x0 + c.x1) / 2;
  const centred = (p: Chunk) => aligned(p) || shared(middle, middle(p));
  const labels = rows.map((band) => band.reduce((a, b) => (b.x0 < a.x0 ? b : a)));
  const centredLabel = (p: Chunk) => labels.filter((c) => Math.abs(middle(c) - middle(p)) <= ALIGN).length >= 2;
  // Its label may be centred across the label columns ("Avg." under a two-column stub,
  // \multicolumn): it is the row's when the figures beside it, two or more, repeat the columns.
  const [label, ...others] = row;
  // A sign alone (a currency's "$" set before a total, flush left in its own column) need not
  // repeat an edge: financial tables print it on the first and the total row only. The figures
  // beside it must, two or more.
  const rest = others.filter((c) => /[\p{L}\p{N}]/u.test(c.text));
  if (aligned(label!) || rest.length >= 2) return rest.every(aligned) ? { ...region, bottom: Math.max(...row.map((c) => c.bottom)) } : region;
  if (!centredLabel(label!) || !rest.every(centred)) return region;
  return { ...region, bottom: Math.max(...row.map((c) => c.bottom)) };
}
