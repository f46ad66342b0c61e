import type { Band } from "./tableRows.ts";

/** A figure as regression tables print them: signed, starred, in parentheses or brackets ("0.120***", "(0.031)", "[0.06,"). */
const ESTIMATE = /^[[(]?[-–−+]?[\d.,]*\d[\d.,]*%?[\])]?[*†‡]*,?$/u;
const onlyEstimates = (band: Band) => band.length >= 2 && band.every((c) => c.text.split(/\s+/u).every((w) => w === "" || ESTIMATE.test(w)));

/** How near the middle of the two lines around it the label sits, in ems. */
const CENTRED_WITHIN = 0.25;
/** Two lines closer than this, in ems of the label's type, leave no room for a line between them. */
const NO_ROOM = 1.8;

/**
 * Whether the band at i is a row label set beside the two lines around it, centred down them: a
 * word processor's label cell merged over a coefficient's line and the standard errors under it
 * ("Age" half-way between "0.120*** 0.104**" and "(0.031) (0.042)"). It stands alone left of the
 * cells of the lines above and below (two figures or more each, none reaching left of it, no word
 * among them: a two-level stub's inner labels say its outer label spans rows), and those
 * lines stand too close together for a line of its own between them, so it is set beside both,
 * not under one: it names the row above (its first), and the line below stays a row of its own. A
 * group's name between rows stands a row's pitch from each. Asked by geometry alone: with no line
 * holding both a label and a cell, the columns found may not yet part the labels from the cells.
 */
export function labelBetweenLines(stretch: readonly Band[], i: number): boolean {
  const [above, band, below] = [stretch[i - 1], stretch[i]!, stretch[i + 1]];
  if (!above || !below || band.length === 0 || !onlyEstimates(above) || !onlyEstimates(below)) return false;
  const size = Math.max(...band.map((c) => c.size));
  const labelEnd = Math.max(...band.map((c) => c.x1));
  // Clear of the cells beside it by a column gap, not a word space.
  const cellsFrom = Math.min(...above.map((c) => c.x0), ...below.map((c) => c.x0));
  if (labelEnd > cellsFrom - size) return false;
  const [top, bottom] = [above[0]!.baseline, below[0]!.baseline];
  const middle = (top + bottom) / 2;
  return bottom - top < NO_ROOM * size && Math.abs(band[0]!.baseline - middle) <= CENTRED_WITHIN * size;
}
