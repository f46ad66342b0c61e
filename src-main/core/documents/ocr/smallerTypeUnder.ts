import { median } from "../layout/quantiles.ts";
import { sameLetters } from "./letterHeights.ts";
import { near, type Measured } from "./measuredLine.ts";

// A byline under a title is smaller type even when its row measures the title's (lineSizes.ts).

/** Type whose x-height is this many times the page's usual one is display type (a title's). */
const LARGE = 1.4;
/** Letters this share smaller or more, on both measures, are another type (one type is within 6%). */
const SMALLER = 0.88;
/** The line under the title starts within this many of the title's heights of white. */
const UNDER_GAP = 2;

/**
 * A line of display type and the line just under it whose letters, measured one by one, are
 * smaller on both measures (x-height letters and ascender letters, 12% or more) while their rows
 * measure within 12% of each other: the lower line's row was stretched (raised marks after names
 * lengthen its ascenders) or the title's was fitted short, and read as points the two lines
 * looked like one type. A byline in 12 pt bold with raised marks under a 14.4 pt title measured a
 * row of 51 px against the title's 54 (letters 24 and 34 px against 29 and 41): the reader took
 * the names and the affiliation under them into the title. The lower line, and the lines of its
 * paragraph read at its size in its letters, take the title's size scaled by the letters' ratio
 * (the larger of the two ratios, so a line is never made smaller than its letters say).
 */
export function settleSmallerTypeUnder(lines: Measured[]): void {
  const usual = median(lines.map((l) => l.xHeight).filter((x) => x > 0));
  if (!(usual > 0)) return;
  const byTop = [...lines].sort((a, b) => a.line.bbox.y0 - b.line.bbox.y0);
  for (const upper of byTop) {
    if (!upper.letters || !(upper.xHeight >= LARGE * usual)) continue;
    const U = upper.line.bbox;
    const lower = byTop.find((o) => o.line.bbox.y0 >= U.y1 && Math.min(o.line.bbox.x1, U.x1) > Math.max(o.line.bbox.x0, U.x0));
    if (!lower?.letters || lower.line.bbox.y0 - U.y1 > UNDER_GAP * upper.size) continue;
    const ratio = Math.max(lower.letters.x / upper.letters.x, lower.letters.ascender / upper.letters.ascender);
    if (ratio > SMALLER || lower.size < SMALLER * upper.size || !near(lower.size, upper.size)) continue;
    const size = Math.round(upper.size * ratio * 100) / 100;
    const was = lower.size;
    if (size >= was) continue;
    for (const l of lines) if (l === lower || (l.paragraph === lower.paragraph && l.size === was && sameLetters(l.letters, lower.letters))) l.size = size;
  }
}
