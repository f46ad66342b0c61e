import type { Band } from "./tableRows.ts";

/** How far apart two edges may be and still be one column's edge, in the type size. */
const ALIGN = 0.25;

/**
 * Whether the rows that leave most columns empty are a sparse table's rows, not scattered labels:
 * two or more full rows set the columns, and every piece of every other row is set in one of
 * them, its left edge, right edge or centre on that column's (values listed under some columns
 * only, as a table of many values for few of its keys is). A label placed by eye lines up with
 * no column so exactly.
 */
export function alignedSparseRows(rows: readonly Band[], isFull: (band: Band) => boolean): boolean {
  const full = rows.filter(isFull);
  if (full.length < 2) return false;
  const pieces = full.flat();
  const centre = (c: { x0: number; x1: number }) => (c.x0 + c.x1) / 2;
  return rows
    .filter((band) => !isFull(band))
    .every((band) =>
      band.every((c) => {
        const tol = ALIGN * c.size;
        return pieces.some((p) => Math.abs(p.x0 - c.x0) <= tol || Math.abs(p.x1 - c.x1) <= tol || Math.abs(centre(p) - centre(c)) <= tol);
      }),
    );
}
