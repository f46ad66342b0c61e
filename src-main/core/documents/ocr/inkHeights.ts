import type { Line } from "tesseract.js";
import { X_LETTERS } from "./letterHeights.ts";

/** A page's grey pixels, row by row, a byte each (0 black, 255 white). */
export interface GreyPixels {
  data: Uint8Array;
  width: number;
  height: number;
}

/** Darker than this is ink. */
const INK = 128;
/** Fewer x-height letters than these and a median says little. */
const MIN_LETTERS = 3;
/**
 * How far past a letter's box (a share of its height) its ink is looked for: tesseract's boxes of
 * one type's letters came out 16 px on one line and 18 px on the next with the same ink. Less than
 * the white between a line's x-height letters and the next line's ascenders or descenders.
 */
const REACH = 0.25;

/** The pixels of a PGM (binary, 8-bit grey), null for anything else. */
export function greyPixelsOfPgm(pgm: Uint8Array): GreyPixels | null {
  const header = /^P5\s+(\d+)\s+(\d+)\s+255\s/.exec(new TextDecoder("latin1").decode(pgm.subarray(0, 40)));
  if (!header) return null;
  const width = Number(header[1]);
  const height = Number(header[2]);
  const data = pgm.subarray(header[0].length);
  return data.length >= width * height ? { data, width, height } : null;
}

/**
 * The median height of a line's x-height letters (a, c, e, m, n ...) measured on the page's ink:
 * in each letter's columns, the unbroken run of inked rows through the middle of its box. Every
 * row of these letters holds ink (their sides, stems or bowls), so the run is the letter, however
 * tesseract drew its box. Null with fewer than three such letters.
 */
export function inkXHeight(line: Line, pixels: GreyPixels): number | null {
  const heights: number[] = [];
  for (const word of line.words) {
    for (const symbol of word.symbols ?? []) {
      if (!X_LETTERS.test(symbol.text)) continue;
      const height = inkRun(symbol.bbox, pixels);
      if (height > 0) heights.push(height);
    }
  }
  if (heights.length < MIN_LETTERS) return null;
  return heights.sort((a, b) => a - b)[Math.floor(heights.length / 2)]!;
}

function inkRun(box: { x0: number; y0: number; x1: number; y1: number }, pixels: GreyPixels): number {
  const x0 = Math.max(0, Math.floor(box.x0));
  const x1 = Math.min(pixels.width, Math.ceil(box.x1));
  const reach = Math.ceil(REACH * (box.y1 - box.y0));
  const top = Math.max(0, Math.floor(box.y0) - reach);
  const bottom = Math.min(pixels.height - 1, Math.ceil(box.y1) + reach);
  const inked = (y: number) => {
    for (let x = x0; x < x1; x++) if (pixels.data[y * pixels.width + x]! < INK) return true;
    return false;
  };
  const middle = Math.round((box.y0 + box.y1) / 2);
  if (middle < top || middle > bottom || !inked(middle)) return 0;
  let from = middle;
  let to = middle;
  while (from > top && inked(from - 1)) from--;
  while (to < bottom && inked(to + 1)) to++;
  return to - from + 1;
}
