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
 * was grouped: the rule is taken when one of them is a single line already, so the table shows
 * that one line to a cell is how it sets a row (a table whose every row wraps in every column keeps
 * its rows), or when no line was wrapped onto the next (shortLines: cells that all open with a
 * small letter, "alpha" over "beta", read as one row of wrapped cells otherwise).
 */
export function lockstepRows(stretch: readonly Band[], rows: readonly Band[][], columns: number, col: (c: Chunk) => number): boolean {
  if (columns < 3 || stretch.length < 3 || rows.length === stretch.length) return false;
  // A list set across the columns in reading order leaves its last line short ("ulem" alone under
  // "pstricks | t1enc | ..."): that line is a row too when its pieces fill the first columns, under
  // three lines in lockstep, and none of them can have been wrapped onto (shortLines).
  const short = shortLast(stretch, columns, col);
  if (short && (stretch.length < 4 || !shortLines(stretch.slice(-2), columns, col))) return false;
  if (!rows.some((row) => row.length === 1) && !shortLines(stretch, columns, col)) return false;
  const above = new Map<number, Chunk>();
  for (const [i, band] of stretch.entries()) {
    if (band.length !== columns && !(short && i === stretch.length - 1)) return false;
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
    if (seen.size !== columns && !(short && i === stretch.length - 1)) return false;
  }
  return true;
}

/** Whether the stretch's last line is short: fewer pieces than columns, one to a column, filling the first columns. */
function shortLast(stretch: readonly Band[], columns: number, col: (c: Chunk) => number): boolean {
  const last = stretch.at(-1)!;
  if (last.length === 0 || last.length >= columns) return false;
  return last.every((c, k) => col(c) === k);
}

/**
 * Whether no line of the stretch can have been wrapped onto the next: in each column but the last
 * (whose room to the right the stretch does not show), every line is short enough that the next
 * line's first word would have fit beside it, within the room up to the next column's text less a
 * gap of two ems. A wrapped cell broke its line because that word did not fit.
 */
function shortLines(stretch: readonly Band[], columns: number, col: (c: Chunk) => number): boolean {
  const left = new Array<number>(columns).fill(Infinity);
  for (const band of stretch) for (const c of band) left[col(c)] = Math.min(left[col(c)]!, c.x0);
  for (let i = 1; i < stretch.length; i++) {
    for (const c of stretch[i]!) {
      const k = col(c);
      const prior = stretch[i - 1]!.find((p) => col(p) === k);
      if (k === columns - 1 || !prior) continue;
      const text = c.text.trim();
      const word = text.split(/\s+/u)[0] ?? "";
      const wordWidth = ((c.x1 - c.x0) * word.length) / Math.max(1, text.length);
      if (prior.x1 - prior.x0 + 0.3 * c.size + wordWidth > left[k + 1]! - prior.x0 - 2 * c.size) return false;
    }
  }
  return true;
}
