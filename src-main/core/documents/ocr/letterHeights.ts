import type { Line } from "tesseract.js";
import { median } from "../layout/quantiles.ts";

/** How tall a line's letters are, measured one by one (pixels). */
export interface LetterHeights {
  /** Median height of its x-height letters (a, c, e, m, n ...). */
  x: number;
  /** Median height of its letters with an ascender (b, d, f, h, k, l, t). */
  ascender: number;
}

/** Lower-case letters with neither ascender nor descender. */
export const X_LETTERS = /^[acemnorsuvwxz]$/;
const ASCENDER_LETTERS = /^[bdfhklt]$/;
/** Fewer letters than these and a median says little. */
const MIN_X_LETTERS = 3;
const MIN_ASCENDER_LETTERS = 2;
/** Two measures of one type differ by a pixel at most, or this share at larger sizes. */
const SAME_SHARE = 0.06;

/**
 * A line's type measured on its letters' own boxes. Tesseract's row measures (height, ascenders,
 * descenders) are fitted to the whole row, and marks set above it (citation numbers, asterisks)
 * stretch them; the boxes of its plain lower-case letters are not stretched by anything beside them.
 */
export function letterHeights(line: Line): LetterHeights | null {
  const x: number[] = [];
  const ascender: number[] = [];
  for (const word of line.words) {
    for (const symbol of word.symbols ?? []) {
      const height = symbol.bbox.y1 - symbol.bbox.y0;
      if (X_LETTERS.test(symbol.text)) x.push(height);
      else if (ASCENDER_LETTERS.test(symbol.text)) ascender.push(height);
    }
  }
  if (x.length < MIN_X_LETTERS || ascender.length < MIN_ASCENDER_LETTERS) return null;
  return { x: median(x), ascender: median(ascender) };
}

/** Whether two measures of letters are of one type: within a pixel, or 6% at larger sizes. */
export function sameLetterHeight(a: number, b: number): boolean {
  return Math.abs(a - b) <= Math.max(1, SAME_SHARE * b);
}

/** The letters most lines of a paragraph have (the median of each measure), null when none was measured. */
export function typicalLetters(lines: (LetterHeights | null)[]): LetterHeights | null {
  const measured = lines.filter((l): l is LetterHeights => l !== null);
  if (measured.length === 0) return null;
  return { x: median(measured.map((l) => l.x)), ascender: median(measured.map((l) => l.ascender)) };
}

/** Whether two lines' letters are of one type: both measures within a pixel (or 6%) of each other. */
export function sameLetters(a: LetterHeights | null, b: LetterHeights | null): boolean {
  if (!a || !b) return false;
  return sameLetterHeight(a.x, b.x) && sameLetterHeight(a.ascender, b.ascender);
}

