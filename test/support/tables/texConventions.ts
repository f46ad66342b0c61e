/**
 * pdf-parse-bench's truth is the LaTeX source its PDFs were typeset from, and the source types
 * spaces where the page has none and none where the page has some; the reader writes what the
 * page shows (docs/table-measures.md, "Round 33"). For its "conventions mapped" figure the bench
 * (never the reader) folds, on both sides alike:
 *
 * - white space around a math operator or a comma: TeX sets "$n=25$" as "n = 25" and "$3,8$" as
 *   "3, 8", and a source's "98.25$_{\pm 0.12}$" has no space on the page;
 * - white space after a hyphen: a hyphen at a line's end inside a cell ("Within-\\ Speaker") is
 *   kept by the truth with the break as a space, the reader joins the two lines. A space before a
 *   hyphen is no convention of the source ("EMAE$_{L^1}$-case" read "EMAEL1 -case" stays a miss);
 * - the asterisk operator "∗" (what `$^*$` prints) to "*", as the reader reads it on purpose
 *   (text/lookAlikeSymbols.ts) so a search for "2.92*" finds the mark.
 *
 * Letters, digits and their order are never touched, so a cell read wrong stays wrong.
 */
const AROUND = /\s*([=×±∓<>≤≥→←≈∼·+−,])\s*/gu;

export const texFolded = (text: string): string => text.replace(/\u2217/g, "*").replace(AROUND, "$1").replace(/-\s+/g, "-");

export function withTexConventionsFolded(grid: readonly (readonly string[])[]): string[][] {
  return grid.map((r) => r.map(texFolded));
}
