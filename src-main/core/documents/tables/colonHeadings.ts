import type { Chunk } from "./tableChunks.ts";
import type { Band } from "./tableRows.ts";

/**
 * Whether a band's row label begins a row under a heading that ends in a colon: a label alone on
 * its row, no figure beside it ("Public consumption expenditure:"), then a line with its own figures
 * ("Total  3.8  3.5 ..."). The colon introduces the rows under it: the label is a heading of its
 * own, not the first line of the next row's label (a line ending in a colon is otherwise read as
 * unfinished). Whatever letter the next line opens with ("n1", "year"): its figures in the other
 * columns make it a row, as a label's second line carries none of its own.
 */
export function underColonHeading(band: Band, openLabels: readonly Chunk[] | undefined, openColumns: number, anchor: number, col: (c: Chunk) => number): boolean {
  const heading = openLabels?.at(-1)?.text.trim();
  if (!heading?.endsWith(":") || openColumns !== 1) return false;
  const label = band.find((c) => col(c) === anchor);
  return !!label && band.some((c) => col(c) !== anchor);
}
