import type { Chunk } from "./tableChunks.ts";

/** A page number alone: the folio of a running head. */
const FOLIO = /^\d{1,4}$/;

const holdsFolio = (text: string) => text.split(/\s+/).some((w) => FOLIO.test(w));

/**
 * Whether a band at the top of a page, over rows that may go on with the table left open at the
 * foot of the page before, is the page's running head and no row: it holds a page number, the page
 * before prints one at the same height (a running head's folio, though facing pages set its words
 * apart and on the other side, so the words need not recur), and the band stands apart from what
 * follows it by more than the table's rows are apart (`rowGap`). A row carried over holds figures
 * too, but the page before's first line at that height is its running head, not a row of numbers
 * alone, and the row is followed by more rows or stands close under the head.
 */
export function isRunningHead(band: readonly Chunk[], next: readonly Chunk[] | undefined, pageHead: readonly { baseline: number; printed: string }[], rowGap: number): boolean {
  if (!band.some((c) => holdsFolio(c.text.trim()))) return false;
  const baseline = band[0]!.baseline;
  if (!pageHead.some((h) => Math.abs(h.baseline - baseline) <= 2 && holdsFolio(h.printed.trim()))) return false;
  return !next || next[0]!.baseline - baseline > rowGap;
}
