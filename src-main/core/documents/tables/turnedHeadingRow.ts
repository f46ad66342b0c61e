import type { SidewaysRun } from "../layout/types.ts";

/** Turned headings side by side that make one row of a table's cells. */
const MIN_TURNED_HEADINGS = 2;

/**
 * Whether a row of headings set sideways fills the gap between two lines of cells: two or more
 * turned runs side by side (each at its own x), each standing wholly between the lines and within
 * the rows' span across. Such a gap is a tall row of the table (candidates' names over their
 * figures), not the end of one block of rows and the start of another.
 */
export function turnedRowBetween(sideways: readonly SidewaysRun[], above: number, below: number, left: number, right: number, size: number): boolean {
  const xs = new Set<number>();
  for (const r of sideways) {
    const [top, bottom] = r.angle === 90 ? [r.y - r.w, r.y] : [r.y, r.y + r.w];
    if (top < above || bottom > below || r.x < left - size || r.x > right + size) continue;
    xs.add(Math.round(r.x));
    if (xs.size >= MIN_TURNED_HEADINGS) return true;
  }
  return false;
}
