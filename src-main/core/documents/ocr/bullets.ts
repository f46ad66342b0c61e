import type { Line, Word } from "tesseract.js";
import { BULLET } from "../layout/listItems.ts";
import { lineXHeight, type WordPiece } from "./raisedMarks.ts";
import { baselineAt } from "./baselines.ts";

/**
 * How far above the baseline (a share of the x-height) a bullet's bottom floats at least. On the
 * tuning pages letters opening a line rested 0.00-0.07 x-height above tesseract's baseline; bullets
 * as tall as the x-height, centred on it, 0.17-0.19 (papers-more 75), smaller ones more.
 */
const LIFTED = 0.15;

/**
 * One mark, though tesseract may read it as two characters on one box ("eo" for a bullet: the
 * second character's box starts where the first's does).
 */
function oneMark(word: Word): boolean {
  const marks = [...word.text.trim()];
  if (marks.length === 1) return true;
  const symbols = word.symbols ?? [];
  const first = symbols[0]?.bbox;
  const width = word.bbox.x1 - word.bbox.x0;
  return marks.length === 2 && symbols.length === 2 && !!first && symbols.every((s) => Math.abs(s.bbox.x0 - first.x0) <= 0.3 * width);
}

/**
 * Whether the first word of a line is a bullet that tesseract read as a letter or a symbol ("e",
 * "®", "o": its model has hardly any bullets). Read so, a list item begins with a stray letter
 * and its first line reads as a row of two cells, and the reader left the first line of each
 * item out of the body (the significance statement of paper 62 of papers-more at 300 dpi). The
 * page shows it: one mark, no taller than an x-height, floating between the baseline and about the
 * x-height (a letter rests on the baseline), and set off from the text after it by more than an
 * x-height (a word space is about half of one).
 * The bullet's piece reaches to a word space before the text, as a text layer's bullet with its
 * advance and the space after it does: read as printed (ink only), the gap after it is over an em
 * and the reader would take the item's first line for a row of two cells.
 */
export function bulletPiece(word: Word, line: Line): WordPiece | null {
  const words = line.words.filter((w) => w.text.trim());
  if (words[0] !== word || words.length < 2 || !oneMark(word)) return null;
  const xHeight = lineXHeight(line);
  if (!(xHeight > 0)) return null;
  const baseline = baselineAt(line, (word.bbox.x0 + word.bbox.x1) / 2);
  const height = word.bbox.y1 - word.bbox.y0;
  const lifted = baseline - word.bbox.y1;
  const gap = words[1]!.bbox.x0 - word.bbox.x1;
  if (!(height <= 1.1 * xHeight && lifted >= LIFTED * xHeight && word.bbox.y0 >= baseline - 1.3 * xHeight && gap > xHeight)) return null;
  return { text: BULLET, x0: word.bbox.x0, x1: words[1]!.bbox.x0 - 0.5 * xHeight, raised: false, bottom: word.bbox.y1 };
}
