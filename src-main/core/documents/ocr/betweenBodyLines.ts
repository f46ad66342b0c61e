import { lineSteps } from "./baselines.ts";
import { sameLetterHeight, type LetterHeights } from "./letterHeights.ts";
import type { Measured } from "./measuredLine.ts";

// A line set between two body lines at the body's leading is in the body's type (pageSizes.ts).

/** What the line is measured against: the body's size, letters and line step, and how far rows stray. */
export interface BodyType {
  size: number;
  letters: LetterHeights | null;
  step: number;
  /** How far a row may stray from the size and still be that type (a share of it). */
  slack: number;
  /** How far a step may stray from the body's and be the body's leading (a share of it). */
  stepSame: number;
}

/**
 * A line whose letters are the body's, with a line of the body's size straight above and below it
 * in its column, each a body line's step away, is set in the body's type, whatever its own row
 * says. Tesseract fits the row of a line read as a paragraph of its own to that line alone: in an
 * author grid (name, affiliation, street, town, e-mail under each other, in the body's type and
 * leading) a street line came out 34 px among rows of 35, settled at 32.8 against the page's 35
 * (7.9 against 8.4 points), and the reader's byline stopped above it, after the first of the
 * grid's rows. Only the x-height letters are compared: that line's ascenders were mostly "t"s,
 * shorter than a "b" or "h", and measured 26 px against the body's 28. Type half a point smaller
 * steps a smaller leading (bodyLetterParagraphs' STEP_SAME), so is not taken.
 */
export function settleLinesBetweenBodyLines(measured: Measured[], body: BodyType): void {
  if (!body.letters || !(body.step > 0)) return;
  const atStep = (s: number[]) => s.length === 1 && Math.abs(s[0]! - body.step) <= body.stepSame * body.step;
  const changed: Measured[] = [];
  for (const l of measured) {
    if (l.size === body.size || Math.abs(l.size - body.size) > body.slack * body.size || !l.letters || !sameLetterHeight(l.letters.x, body.letters.x)) continue;
    const column = measured.filter((m) => m !== l && m.size === body.size && m.line.bbox.x0 < l.line.bbox.x1 && m.line.bbox.x1 > l.line.bbox.x0);
    const above = nearest(column.filter((m) => m.line.bbox.y0 < l.line.bbox.y0), (m) => l.line.bbox.y0 - m.line.bbox.y0);
    const below = nearest(column.filter((m) => m.line.bbox.y0 > l.line.bbox.y0), (m) => m.line.bbox.y0 - l.line.bbox.y0);
    if (above && below && atStep(lineSteps([above.line, l.line])) && atStep(lineSteps([l.line, below.line]))) changed.push(l);
  }
  // Settled together, so a line settled here does not vouch for the next one.
  for (const l of changed) l.size = body.size;
}

function nearest(lines: Measured[], distance: (m: Measured) => number): Measured | undefined {
  return lines.reduce<Measured | undefined>((best, m) => (!best || distance(m) < distance(best) ? m : best), undefined);
}
