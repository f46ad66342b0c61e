import type { Line, Word } from "tesseract.js";
import { lineXHeight } from "./raisedMarks.ts";

/**
 * A gap inside a word, after a digit and before a letter, at least this share of the line's
 * x-height is a space tesseract left out. A printed thin space between a number and its unit
 * ("0.35 V") measured 0.55-0.58 x-height between the inks; a number run into its letters
 * ("2D", "R591K", "60x") 0.28-0.47, the widest after a "1", whose ink is a narrow stem in a
 * figure's full width (so a "1" before the gap is not counted: its gap is mostly its own side).
 */
const SPACE_SHARE = 0.5;

/**
 * Tesseract joins a number and its unit set with a thin space into one word ("0.35V"), so the
 * text lost a space the page shows (paper 01's abstract ends "0.35 V"), and with it whole
 * matches of the abstract. The page says where the space is: the gap between the ink of the last
 * digit and the first letter is wider than half an x-height, where letters of one word stand a
 * few pixels apart. Such a word is read as two, each with its own symbols and box; any other word
 * is given back as read.
 */
export function numberUnitWords(word: Word, line: Line): Word[] {
  const symbols = word.symbols ?? [];
  if (symbols.length < 2 || symbols.map((s) => s.text).join("") !== word.text.trim()) return [word];
  const xHeight = lineXHeight(line);
  if (!(xHeight > 0)) return [word];
  const cuts: number[] = [];
  for (let i = 1; i < symbols.length; i++) {
    const before = symbols[i - 1]!;
    const after = symbols[i]!;
    if (!/^[02-9]$/.test(before.text) || !/^\p{L}$/u.test(after.text)) continue;
    if (after.bbox.x0 - before.bbox.x1 >= SPACE_SHARE * xHeight) cuts.push(i);
  }
  if (cuts.length === 0) return [word];
  return [0, ...cuts].map((start, k) => {
    const part = symbols.slice(start, cuts[k] ?? symbols.length);
    const x0 = Math.min(...part.map((s) => s.bbox.x0));
    const x1 = Math.max(...part.map((s) => s.bbox.x1));
    const text = part.map((s) => s.text).join("");
    return { ...word, text, symbols: part, bbox: { ...word.bbox, x0, x1 } };
  });
}
