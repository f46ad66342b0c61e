import type { Chunk } from "./tableChunks.ts";

/** A line among the top lines of the page before: its baseline, sides and text as printed. */
export interface PageHeadLine {
  baseline: number;
  x0: number;
  printed: string;
}

/** A running head's text with its numbers left out (the page number changes from page to page). */
export const headText = (text: string) => text.replace(/\d+/g, "#").replace(/\s+/g, " ").trim().toLowerCase();

/**
 * Whether a band at the top of a page, over rows that may go on with the table left open at the
 * foot of the page before, is the page's running head and no row of that table. Facing pages set a
 * head apart, so two signs tell it, either enough: its page number stands where the page before
 * prints one (`folioRecurs`), or its words stand there in another order (`mirroredHead`).
 */
export function isNextPageRunningHead(band: readonly Chunk[], next: readonly Chunk[] | undefined, pageHead: readonly PageHeadLine[], rowGap: number): boolean {
  return folioRecurs(band, next, pageHead, rowGap) || mirroredHead(band, pageHead);
}

/** A page number alone: the folio of a running head. */
const FOLIO = /^\d{1,4}$/;

const holdsFolio = (text: string) => text.split(/\s+/).some((w) => FOLIO.test(w));

/**
 * The band holds a page number, the page before prints one at the same height (a running head's
 * folio, though facing pages set its words apart and on the other side, so the words need not
 * recur), and the band stands apart from what follows it by more than the table's rows are apart
 * (`rowGap`). A row carried over holds figures too, but the page before's first line at that
 * height is its running head, not a row of numbers alone, and the row is followed by more rows or
 * stands close under the head.
 */
function folioRecurs(band: readonly Chunk[], next: readonly Chunk[] | undefined, pageHead: readonly PageHeadLine[], rowGap: number): boolean {
  if (!band.some((c) => holdsFolio(c.text.trim()))) return false;
  const baseline = band[0]!.baseline;
  if (!pageHead.some((h) => Math.abs(h.baseline - baseline) <= 2 && holdsFolio(h.printed.trim()))) return false;
  return !next || next[0]!.baseline - baseline > rowGap;
}

/** A line's words, its figures folded to one sign ("Page 14 of 20" as "page # of #"), in order. */
const foldedWords = (text: string) => headText(text).split(" ").filter(Boolean);

/**
 * The band is the running head of the page before set mirrored, as facing pages set it
 * ("243 Page 14 of 20 … Journal (2023)" over "Journal (2023) … Page 13 of 20 243"): the same words
 * at the same height, figures aside, in another order. In the same order they are a row of the
 * table going on, whose figures differ page to page.
 */
function mirroredHead(band: readonly Chunk[], pageHead: readonly PageHeadLine[]): boolean {
  const baseline = band[0]!.baseline;
  const before = pageHead.filter((h) => Math.abs(h.baseline - baseline) <= 2).sort((a, b) => a.x0 - b.x0);
  if (before.length < 2) return false;
  const here = [...band].sort((a, b) => a.x0 - b.x0).flatMap((c) => foldedWords(c.text));
  const there = before.flatMap((h) => foldedWords(h.printed));
  const sorted = (words: string[]) => [...words].sort().join(" ");
  return here.length > 0 && sorted(here) === sorted(there) && here.join(" ") !== there.join(" ");
}
