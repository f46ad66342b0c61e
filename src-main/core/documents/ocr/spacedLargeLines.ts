import { median } from "../layout/quantiles.ts";
import { sameLetterHeight, sameLetters } from "./letterHeights.ts";
import { near, type Measured } from "./measuredLine.ts";

// A title's lines set far apart are still one type (lineSizes.ts).

/** Type whose x-height is this many times the page's usual one is display type (a title's). */
const LARGE = 1.4;
/**
 * Two lines of display type this many of their heights apart (box to box) or closer can be one
 * title set with open leading: a centred title of two lines at 2.2 ems baseline to baseline
 * leaves 1.4 of a line's height of white between the boxes, too far for a paragraph's neighbour.
 */
const TITLE_GAP = 2;

/**
 * Lines whose letters, measured one by one, are one type (x-height and ascender letters within a
 * pixel) may have rows this share apart: a row fitted without descenders loses them whole (a
 * quarter of the em in most faces; "Science at Scale" measured 61 px under "Deep Learning for
 * Materials" at 72, 15% short, both with 42 px x-height letters and 55 px ascender letters).
 */
const WITHOUT_HANGING = 0.3;

const descenders = (l: Measured) => l.line.rowAttributes?.descenders ?? 0;

/** Rows close enough to be one type: within 12%, or within a row's descenders when the letters say one type. */
function rowsOfOneType(a: Measured, b: Measured): boolean {
  const [tall, short] = a.size > b.size ? [a, b] : [b, a];
  return near(short.size, tall.size) || (sameLetters(a.letters, b.letters) && short.size >= (1 - WITHOUT_HANGING) * tall.size);
}

/** The two lines' letters are one x-height: their ink to the pixel when both were measured, else their rows'. */
function sameX(a: Measured, b: Measured): boolean {
  if (a.inkX !== null && b.inkX !== null) return sameLetterHeight(a.inkX, b.inkX);
  return sameLetterHeight(a.xHeight, b.xHeight);
}

/**
 * Two lines of display type, one under the other over the same width with nothing between, their
 * letters one x-height, measured apart only by what hangs above and below the x-height: the
 * shorter takes the taller's size. Tesseract measures a row from its ascenders and descenders, so
 * a title's line without descenders ("Protein Structure Search") measured 63 px under one with
 * them at 70 px (x-height 41 px of ink in both): read as 15.2 and 16.8 points, the reader took the
 * second line for another type, cut the title to its first line and read the second as its byline.
 * Set 2.2 ems apart, the lines are no neighbours for the paragraph rules (lineNeighbours.ts).
 */
export function settleSpacedLargeLines(lines: Measured[]): void {
  const usual = median(lines.map((l) => l.xHeight).filter((x) => x > 0));
  if (!(usual > 0)) return;
  const large = lines.filter((l) => l.xHeight >= LARGE * usual).sort((a, b) => a.line.bbox.y0 - b.line.bbox.y0);
  for (const [i, upper] of large.entries()) {
    const U = upper.line.bbox;
    for (const lower of large.slice(i + 1)) {
      const L = lower.line.bbox;
      const gap = L.y0 - U.y1;
      if (gap < 0 || gap > TITLE_GAP * Math.max(upper.size, lower.size)) continue;
      if (Math.min(U.x1, L.x1) <= Math.max(U.x0, L.x0)) continue;
      const between = lines.some((o) => o !== upper && o !== lower && o.line.bbox.y0 >= U.y1 && o.line.bbox.y1 <= L.y0 && Math.min(o.line.bbox.x1, U.x1, L.x1) > Math.max(o.line.bbox.x0, U.x0, L.x0));
      if (between || upper.size === lower.size || !rowsOfOneType(upper, lower) || !sameX(upper, lower)) continue;
      const [tall, short] = upper.size > lower.size ? [upper, lower] : [lower, upper];
      // The shortfall is in the letters that hang above and below the x-height, not in the x-height.
      const hanging = (l: Measured) => l.ascenders + descenders(l);
      if (hanging(tall) - hanging(short) >= 0.75 * (tall.size - short.size)) short.size = tall.size;
    }
  }
}
