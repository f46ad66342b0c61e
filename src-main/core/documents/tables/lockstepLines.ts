import type { Chunk } from "./tableChunks.ts";
import type { Band } from "./tableRows.ts";
import { leavesUnfinished } from "./tableRows.ts";

/**
 * Whether a stretch of a table's lines runs in lockstep: every line holds one piece in each of the
 * table's columns (three or more), each piece set at its column's edge (left, or right for
 * figures), none left unfinished ("of", a comma). A wrapped cell's next line stands in its own
 * column alone (the cells beside it are shorter), so lines that fill every column together are
 * rows of one line each: the short labels of a lower-case stub ("vicious killer" over "spectacular
 * woman") read as a wrapped cell only because no width tells them apart. `rows` is how the stretch
 * was grouped: the rule is taken only when one of them is a single line already, so the table
 * shows that one line to a cell is how it sets a row (a table whose every row wraps in every
 * column keeps its rows).
 */
export function lockstepRows(stretch: readonly Band[], rows: readonly Band[][], columns: number, col: (c: Chunk) => number): boolean {
  if (columns < 3 || stretch.length < 3 || rows.length === stretch.length) return false;
  if (!rows.some((row) => row.length === 1)) return false;
  const above = new Map<number, Chunk>();
  for (const band of stretch) {
    if (band.length !== columns) return false;
    const seen = new Set<number>();
    for (const c of band) {
      const k = col(c);
      if (seen.has(k)) return false;
      seen.add(k);
      const prior = above.get(k);
      if (prior) {
        const em = 0.5 * c.size;
        if (Math.abs(c.x0 - prior.x0) > em && Math.abs(c.x1 - prior.x1) > em) return false;
        if (leavesUnfinished(prior.text)) return false;
      }
      above.set(k, c);
    }
    if (seen.size !== columns) return false;
  }
  return true;
}
