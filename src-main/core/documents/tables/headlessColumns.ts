import type { Chunk } from "./tableChunks.ts";
import type { Column } from "./tableColumns.ts";
import type { Band } from "./tableRows.ts";

/**
 * Joins a column no heading stands over to the headed column before it, when each of its pieces
 * follows a piece of that column on the same line a word space away ("40" "years" in every row
 * of an "Age" column: two-digit numbers leave the space between the words at one place in all the
 * rows, which reads as a gap between columns). A column of its own has a heading, or a gap wider
 * than a space, or cells where the column before is empty.
 */
export function joinHeadlessColumns(columns: Column[], header: readonly Chunk[], bands: readonly Band[]): Column[] {
  if (header.length === 0 || columns.length < 3) return columns;
  const centre = (c: Chunk) => {
    const x = (c.x0 + c.x1) / 2;
    const k = columns.findIndex((col) => x < col.x1);
    return k < 0 ? columns.length - 1 : k;
  };
  const out = [...columns];
  for (let k = columns.length - 1; k >= 1; k--) {
    const pieces = bands.flatMap((band) => band.filter((c) => centre(c) === k).map((c) => ({ c, band })));
    if (pieces.length < 3) continue;
    const x0 = Math.min(...pieces.map((p) => p.c.x0));
    const x1 = Math.max(...pieces.map((p) => p.c.x1));
    // A heading that merely touches its first piece (a space apart) stands over the column before.
    if (header.some((h) => Math.min(h.x1, x1) - Math.max(h.x0, x0) > 0.1 * h.size)) continue;
    const headed = header.some((h) => Math.min(h.x1, columns[k - 1]!.x1) - Math.max(h.x0, columns[k - 1]!.x0) > 0);
    const spaced = pieces.every(({ c, band }) => band.some((b) => centre(b) === k - 1 && c.x0 - b.x1 >= 0 && c.x0 - b.x1 < 0.8 * c.size));
    if (!headed || !spaced) continue;
    out.splice(k - 1, 2, { x0: out[k - 1]!.x0, x1: out[k]!.x1 });
  }
  return out;
}
