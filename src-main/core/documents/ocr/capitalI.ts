import type { Line, Symbol as OcrSymbol, Word } from "tesseract.js";
import { baselineAt } from "./baselines.ts";

/** Letters whose top is the line's cap or ascender height (not I, J or Q, nor t, f, i, j). */
const TALL_LETTERS = /^[A-HK-PR-Zbdhkl]$/;
/** Fewer tall letters than these and their median says little. */
const MIN_TALL_LETTERS = 2;
/** Two measures of one height differ by this share, or two pixels at small sizes. */
const SAME_SHARE = 0.1;
/**
 * A printed capital I is a stem as thick as the type's other stems; a separator rule beside names
 * or a section number is a hairline. Below this share of its height a bar stays a rule (the rules
 * of a Wiley author line measured 3-9%, a capital I 12-27% at 200 and 300 dpi).
 */
const MIN_STEM_SHARE = 0.11;

/**
 * A word tesseract read as vertical strokes set as capital I's: the Roman numerals of "class I",
 * "Class II", "motif III". Tesseract has no context for them and reads a lone I as "|" (which the
 * reader then drops as a separator, taking "I" out of a title) and "II" as "Il" (read as a word
 * "Il"). The page says which they are: a capital I sits on the baseline and stands as tall as the
 * line's capitals and ascenders, with a stem as thick as a letter's; a separator rule is a hairline
 * or runs below the baseline, and a lower-case l after an I rises above it to the ascender line.
 * So a word of strokes only ("|", "I", "l"), led by "|" or "I", every stroke as tall as the
 * line's tall letters and standing on the baseline, no "l" taller than the first stroke and a lone
 * "|" no hairline, is that many I's (a trailing "," "." or ")" kept as read). Anything else is
 * left as read.
 */
export function capitalIWord(word: Word, line: Line): Word {
  const symbols = word.symbols ?? [];
  const text = word.text.trim();
  if (symbols.length === 0 || symbols.map((s) => s.text).join("") !== text) return word;
  const trailing = /^[,.;:)]$/.test(symbols[symbols.length - 1]!.text) ? 1 : 0;
  const strokes = symbols.slice(0, symbols.length - trailing);
  if (strokes.length === 0 || !/^[|I][|Il]*$/.test(strokes.map((s) => s.text).join(""))) return word;
  if (strokes.every((s) => s.text === "I")) return word;
  const tall = lineTallHeight(line, word);
  if (!(tall > 0)) return word;
  const tolerance = Math.max(2, SAME_SHARE * tall);
  const baseline = baselineAt(line, (word.bbox.x0 + word.bbox.x1) / 2);
  const first = strokes[0]!.bbox;
  for (const s of strokes) {
    const height = s.bbox.y1 - s.bbox.y0;
    if (Math.abs(height - tall) > tolerance || Math.abs(s.bbox.y1 - baseline) > tolerance) return word;
    if (s.text === "l" && s.bbox.y0 < first.y0) return word;
    if (s.bbox.x1 - s.bbox.x0 > height / 2) return word;
  }
  if (strokes.length === 1 && first.x1 - first.x0 < MIN_STEM_SHARE * (first.y1 - first.y0)) return word;
  const read: OcrSymbol[] = symbols.map((s, i) => (i < strokes.length ? { ...s, text: "I" } : s));
  return { ...word, text: read.map((s) => s.text).join(""), symbols: read };
}

/** The median height of the line's capitals and ascender letters outside `word`, 0 when too few. */
function lineTallHeight(line: Line, word: Word): number {
  const heights: number[] = [];
  for (const other of line.words) {
    if (other === word) continue;
    for (const s of other.symbols ?? []) if (TALL_LETTERS.test(s.text)) heights.push(s.bbox.y1 - s.bbox.y0);
  }
  if (heights.length < MIN_TALL_LETTERS) return 0;
  return heights.sort((a, b) => a - b)[Math.floor(heights.length / 2)]!;
}
