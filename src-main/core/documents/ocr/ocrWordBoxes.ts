import type { Block, Line, Word } from "tesseract.js";
import { OCR_WORDS_PER_PAGE, type OcrWord } from "../../../contract/ocrWords.ts";
import { BULLET } from "../layout/listItems.ts";
import { bulletPiece } from "./bullets.ts";
import { ocrLineWords } from "./ocrLineWords.ts";

/**
 * The words tesseract read on a page picture, as boxes in points from the page's top-left corner
 * (the picture was drawn at `scale` pixels per point), with their confidence rounded: what the
 * paper view draws over the page. Whole words, raised marks included, since the point is to
 * show what was read where; at most OCR_WORDS_PER_PAGE, in reading order. A word's text is what
 * the reader read there, not tesseract's raw guess: a Roman numeral read as "|" or "Il" is drawn
 * "I" or "II", a bullet read as "e" or "®" is drawn "•", a number and its unit read as one word
 * are two (see ocrLineWords), so the words over the scan agree with
 * the paper's text (the title said "Class II" while the page under it showed "Class Il").
 */
export function ocrWordBoxes(blocks: readonly Block[], scale: number): OcrWord[] {
  const words: OcrWord[] = [];
  for (const block of blocks) {
    for (const paragraph of block.paragraphs) {
      for (const line of paragraph.lines) {
        for (const word of ocrLineWords(line)) {
          const text = bulletPiece(word, line) ? BULLET : word.text.trim();
          const { x0, x1 } = word.bbox;
          if (!text || x1 <= x0 || word.bbox.y1 <= word.bbox.y0) continue;
          if (words.length >= OCR_WORDS_PER_PAGE) return words;
          const { top, bottom } = rowSpan(word, line);
          words.push({ text, x: round(x0 / scale), y: round(top / scale), w: round((x1 - x0) / scale), h: round((bottom - top) / scale), confidence: Math.round(word.confidence) });
        }
      }
    }
  }
  return words;
}

/**
 * A word's top and bottom as its line's row at the word's place: from the line's baseline there
 * (a crooked scan's line drifts), down by its descenders and up to its row height. A word's own
 * box is only as tall as its letters ("a" against "ly"), so words shown in their own boxes
 * jumped up and down a line and changed size; in the row they line up as printed. A line without
 * row measures, or whose row misses the word, keeps the word's own box.
 */
function rowSpan(word: Word, line: Line): { top: number; bottom: number } {
  const own = { top: word.bbox.y0, bottom: word.bbox.y1 };
  const row = line.rowAttributes;
  const { x0, y0, x1, y1 } = line.baseline ?? {};
  if (!row || !(row.rowHeight > 0) || ![x0, y0, x1, y1].every(Number.isFinite) || x1 === x0) return own;
  const middle = (word.bbox.x0 + word.bbox.x1) / 2;
  const baseline = y0 + ((y1 - y0) * (middle - x0)) / (x1 - x0);
  const bottom = baseline + Math.abs(row.descenders ?? 0);
  const top = bottom - row.rowHeight;
  return top < own.bottom && bottom > own.top ? { top, bottom } : own;
}

/** Hundredths of a point: far finer than a screen shows, and a third of the stored text. */
function round(value: number): number {
  return Math.round(value * 100) / 100;
}
