import type { Word } from "tesseract.js";

/**
 * A drop cap on a scan: the large initial letter a paragraph opens with (an abstract's or a
 * section's first word, set two or three lines tall beside them). Tesseract reads it as a word of
 * the line its baseline shares, the paragraph's second or third, at the line's left edge; given
 * that line's size and baseline, the reader put the letter in front of that line ("... they
 * settle R on the bed") and the paragraph's first word lost it ("iver sediments"). Given its own
 * size and baseline instead, the letter is a run the reader already glues to the first line
 * beside it, as it does a text layer's drop cap.
 */

/** A drop cap's box is at least this many times the height of its line's other words. */
const TALLER_THAN_LINE = 2.2;
/** Other words its line needs: a line of a display formula or a label of two is no paragraph. */
const MIN_OTHER_WORDS = 3;
/** A capital letter stands about 0.7 of its type's size tall (Times 0.66, Helvetica 0.72). */
const CAP_HEIGHT = 0.7;

/**
 * The size and baseline (pixels) a line's first word should be set at when it is a drop cap: one
 * Latin capital, leftmost in the line, far taller than the line's other words. Null for any other word.
 */
export function dropCapPlace(word: Word, words: readonly Word[]): { size: number; baseline: number } | null {
  if (word !== words[0] || !/^[A-Z]$/.test(word.text.trim()) || words.length < MIN_OTHER_WORDS + 1) return null;
  const others = words.slice(1).map((w) => w.bbox.y1 - w.bbox.y0).sort((a, b) => a - b);
  const typical = others[Math.floor(others.length / 2)]!;
  const height = word.bbox.y1 - word.bbox.y0;
  if (height < TALLER_THAN_LINE * typical) return null;
  return { size: height / CAP_HEIGHT, baseline: word.bbox.y1 };
}

