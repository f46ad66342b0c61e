import type { CarriedTable } from "./pageTable.ts";
import type { Chunk } from "./tableChunks.ts";

/** How far down its frame a table's rows going on at the head of an earlier column may start, as a share of its height. */
const HEAD_SHARE = 0.3;

/**
 * The table left open at the foot of the page before, moved across to the head of an earlier
 * column of this page: a table ending the last column of its page (`endsPage`) goes on, in a
 * two-column layout, at the head of the next page's first column, not under its own place. Its
 * columns keep their widths and type; only where they start moves, by as much as the first line
 * in the table's type at the head of the page, left of the table's place, lies from the table's
 * first column. `continuationRegion` then decides, as for rows under the table's own place,
 * whether the rows there keep to its columns. Null when nothing there is set in the table's type.
 */
export function carriedToColumnHead(carried: CarriedTable, chunks: readonly Chunk[], frameHeight: number): CarriedTable | null {
  if (!carried.endsPage) return null;
  const first = carried.columns[0];
  if (!first || carried.columns.length < 2) return null;
  const inType = chunks.filter((c) => Math.abs(c.size - carried.size) <= 0.6 && c.top < HEAD_SHARE * frameHeight && c.x1 < carried.x0);
  if (inType.length < 2) return null;
  const top = Math.min(...inType.map((c) => c.baseline));
  const opening = inType.filter((c) => c.baseline - top < 0.35 * carried.size);
  // The table's first line there has a piece in two of its columns at least.
  if (opening.length < 2) return null;
  const dx = Math.min(...opening.map((c) => c.x0)) - (first.content?.x0 ?? first.x0);
  if (dx > -carried.size) return null;
  const shift = (x: number) => x + dx;
  return {
    ...carried,
    x0: shift(carried.x0),
    x1: shift(carried.x1),
    columns: carried.columns.map((col) => ({ ...col, x0: shift(col.x0), x1: shift(col.x1), ...(col.content ? { content: { x0: shift(col.content.x0), x1: shift(col.content.x1) } } : {}) })),
  };
}
