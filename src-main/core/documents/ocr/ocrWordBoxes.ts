import type { Block } from "tesseract.js";
import { OCR_WORDS_PER_PAGE, type OcrWord } from "../../../contract/ocrWords.ts";

/**
 * The words tesseract read on a page picture, as boxes in points from the page's top-left corner
 * (the picture was drawn at `scale` pixels per point), with their confidence rounded: what the
 * paper view draws over the page. Whole words, raised marks included, since the point is to
 * show what was read where; at most OCR_WORDS_PER_PAGE, in reading order.
 */
export function ocrWordBoxes(blocks: readonly Block[], scale: number): OcrWord[] {
  const words: OcrWord[] = [];
  for (const block of blocks) {
    for (const paragraph of block.paragraphs) {
      for (const line of paragraph.lines) {
        for (const word of line.words) {
          const text = word.text.trim();
          const { x0, y0, x1, y1 } = word.bbox;
          if (!text || x1 <= x0 || y1 <= y0) continue;
          if (words.length >= OCR_WORDS_PER_PAGE) return words;
          words.push({ text, x: round(x0 / scale), y: round(y0 / scale), w: round((x1 - x0) / scale), h: round((y1 - y0) / scale), confidence: Math.round(word.confidence) });
        }
      }
    }
  }
  return words;
}

/** Hundredths of a point: far finer than a screen shows, and a third of the stored text. */
function round(value: number): number {
  return Math.round(value * 100) / 100;
}
