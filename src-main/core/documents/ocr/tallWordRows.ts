import type { Line } from "tesseract.js";

/**
 * A word this much taller than every other word of its line is no letter of the line's type.
 * In printed type a word is at most its x-height with ascenders and descenders (about 0.9 em
 * in Times), and a word with an ascender or a descender alone is about 0.67 em: 1.34 times
 * shorter. Past 1.4, the tall word is a large operator, a bracket, a stacked fraction or a drop cap.
 */
const FAR_TALLER = 1.4;
/**
 * Words the line needs besides the tall one. A short line of one word with an ascender and a
 * descender among words of x-height letters only ("by a cow") has that word twice their height
 * with no stray glyph; a line of several words rarely has no other letter above the x-height or
 * under the baseline. Where it does, the line keeps its row's x-height, and a neighbour of that
 * x-height gives it back its size (lineTypeSizes).
 */
const MIN_OTHER_WORDS = 3;
/**
 * The row height (pixels) of a line as it stands without one word far taller than its others,
 * when that word stretched the row past them; otherwise the row height as measured. A display
 * formula scanned at 300 dpi ("+ d/dt A + B G", a stacked d/dt read as "SAND", 73 px) got a row of
 * 74 px where its other words were 21 to 48 px: read as 17.8 points, it was the page's largest
 * type and was taken for the title over the real 10.3 point one (GROBID's ZFN fixture). Without
 * the tall word, the row loses that word's excess over the next tallest, and is no shorter than
 * that word's box: tesseract may fit the row short of the tall word (71 px about an 87 px
 * fraction over words of 44 px, a generated page), and a row is never shorter than its words.
 */
export function rowWithoutTallWord(line: Line, rowHeight: number): number {
  const heights = line.words.filter((w) => w.text.trim()).map((w) => w.bbox.y1 - w.bbox.y0);
  if (heights.length < MIN_OTHER_WORDS + 1) return rowHeight;
  const [tallest, second] = [...heights].sort((a, b) => b - a) as [number, number];
  if (tallest < FAR_TALLER * second || rowHeight < FAR_TALLER * second) return rowHeight;
  return Math.max(second, rowHeight - (tallest - second));
}
