import type { Line } from "tesseract.js";
import { inkXHeight, type GreyPixels } from "./inkHeights.ts";
import { letterHeights, type LetterHeights } from "./letterHeights.ts";
import { rowWithoutTallWord } from "./tallWordRows.ts";

// A line tesseract read, with the measures its type size is settled from (lineSizes.ts).

/** Heights within this share of each other are one type size measured twice. */
const SAME = 0.12;
/**
 * Every step of such a paragraph is the body's within this share: lines that step unevenly are
 * not one type's paragraph. Tesseract joined a first page's notes (steps of 35.5 and 17.5 px) to
 * body lines (51, 52) in one paragraph whose median step was the body's (papers-more 73 at 200 dpi).
 */
export const STEP_EVEN = 0.1;
/**
 * A line of fewer letters than this has a row tesseract fitted to too few of them to say its type.
 * An abstract's last line "pores as cast." (12 letters, one ascender, no descender), scanned at
 * 200 dpi (read at 300), was measured a row of 22 px with an x-height of 11 against the abstract's
 * 31-34 and 17-18 px, though its letters' ink was the abstract's 16 px; lines of 60 to 90
 * letters had rows that agreed to a pixel. Tesseract's boxes of its letters were 16 px against the
 * abstract's 18 (the boxes follow the row's fit too); their ink was 16 px in both.
 */
export const FEW_LETTERS = 24;

export interface Measured {
  line: Line;
  /** Which of tesseract's paragraphs on the page it was read in (their order). */
  paragraph: number;
  /** Lines read in its paragraph. */
  paragraphLines: number;
  /** Its paragraph's usual baseline-to-baseline step (pixels), 0 when the paragraph has one line. */
  paragraphStep: number;
  height: number;
  xHeight: number;
  ascenders: number;
  /** Its letters measured one by one (median heights), when it has enough of them. */
  letters: LetterHeights | null;
  /** The median height of its x-height letters' ink on the page, when it has three or more and the page's pixels are given. */
  inkX: number | null;
  /** How many letters it has (the row measures of a line with few say little). */
  letterCount: number;
  /** The height taken as its type size, in pixels. */
  size: number;
  /**
   * When it took its paragraph's median and the paragraph has an even count of lines: the lower
   * of the two middle heights (the size is the upper one), as much the paragraph's median.
   */
  lowerMedian?: number;
}

export function measure(line: Line, paragraph: number, pixels: GreyPixels | undefined): Measured {
  const row = line.rowAttributes;
  const ascenders = row?.ascenders ?? 0;
  const xHeight = row && row.rowHeight > 0 ? row.rowHeight - ascenders - (row.descenders ?? 0) : NaN;
  // A row stretched to one glyph far taller than the line's words (a formula's operator) is not its type's.
  const height = row && row.rowHeight > 0 ? rowWithoutTallWord(line, row.rowHeight) : line.bbox.y1 - line.bbox.y0;
  const letterCount = line.words.reduce((n, w) => n + (w.text.match(/\p{L}/gu)?.length ?? 0), 0);
  return { line, paragraph, paragraphLines: 0, paragraphStep: 0, height, xHeight, ascenders, letters: letterHeights(line), inkX: pixels ? inkXHeight(line, pixels) : null, letterCount, size: height };
}

export const near = (value: number, to: number) => to > 0 && Math.abs(value - to) <= SAME * to;
