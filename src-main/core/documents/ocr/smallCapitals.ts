import type { Symbol as OcrSymbol, Word } from "tesseract.js";
import { median } from "../layout/quantiles.ts";

/**
 * Small capitals stand 0.7-0.8 as tall as the capitals of their face (Computer Modern's 0.75,
 * Times' and Minion's 0.7-0.78); a capital's overshoot (C, G, O, S) adds 2-5%. A line whose short
 * letters stand within these shares of its tall ones has two capital heights.
 */
const MIN_SMALL_SHARE = 0.6;
const MAX_SMALL_SHARE = 0.86;
/** A capital stands within this share of the line's tallest capitals (its overshoot), a small one within it of the small ones'. */
const SAME_CLASS_SHARE = 0.1;
/** Fewer small letters than these and two heights are no pattern. */
const MIN_SMALL_LETTERS = 3;
/** Letters whose box may reach under the baseline (Q's tail, J's in some faces): not measured. */
const UNMEASURED = /^[QJ]$/u;
const LETTER = /^\p{L}$/u;

/** A letter's class on the line: a capital, a small capital, or not measured. */
type Height = "tall" | "small" | null;

/**
 * A line tesseract read all in capitals whose letters, measured one by one, show two capital
 * heights (small capitals: "PAPER PLAIN" with the P's taller than the rest) is given the case the
 * print shows: the tall letters capitals, the short ones lower case ("Paper Plain"), as the text
 * layer of such a line reads. A letter not measured (Q, J) after a small one in its word is small.
 * Left as read: a line with a lower-case letter, letters of one height (capitals throughout), of
 * heights that form no two classes, or whose tall letters are mostly inside words (no small capitals).
 */
export function smallCapitalWords(words: readonly Word[]): Word[] {
  if (words.some((w) => /\p{Ll}/u.test(w.text))) return [...words];
  const measured = words.map((w) => measurable(w));
  const letters = measured.flatMap((symbols) => symbols ?? []).filter((s) => LETTER.test(s.text));
  if (letters.length === 0 || letters.some((s) => s.text !== s.text.toUpperCase() || s.text === s.text.toLowerCase())) return [...words];
  const heights = letters.filter((s) => !UNMEASURED.test(s.text)).map(height);
  const tallest = Math.max(...heights);
  const tall = median(heights.filter((h) => h >= (1 - SAME_CLASS_SHARE) * tallest));
  const shortOnes = heights.filter((h) => h <= MAX_SMALL_SHARE * tall);
  if (shortOnes.length < MIN_SMALL_LETTERS) return [...words];
  const small = median(shortOnes);
  if (small < MIN_SMALL_SHARE * tall) return [...words];
  const classOf = (s: OcrSymbol): Height => {
    if (!LETTER.test(s.text) || UNMEASURED.test(s.text)) return null;
    const h = height(s);
    if (Math.abs(h - tall) <= SAME_CLASS_SHARE * tall) return "tall";
    if (Math.abs(h - small) <= SAME_CLASS_SHARE * small) return "small";
    return null;
  };
  // Every measured letter falls in one class or the other: heights spread between them are no small capitals.
  if (letters.some((s) => !UNMEASURED.test(s.text) && classOf(s) === null)) return [...words];
  // Small capitals set the capitals at words' starts; tall letters mostly inside words are another matter.
  const talls = measured.flatMap((symbols) => (symbols ?? []).filter((s) => classOf(s) === "tall").map((s) => s === symbols!.find((x) => LETTER.test(x.text))));
  if (talls.filter(Boolean).length * 2 < talls.length) return [...words];
  return words.map((word, i) => {
    const symbols = measured[i];
    if (!symbols) return word;
    let previous: Height = null;
    const recased = symbols.map((s) => {
      const found = classOf(s) ?? (LETTER.test(s.text) && previous === "small" ? "small" : null);
      if (LETTER.test(s.text)) previous = found;
      return found === "small" ? { ...s, text: s.text.toLowerCase() } : s;
    });
    if (recased.every((s, n) => s === symbols[n])) return word;
    return { ...word, text: recased.map((s) => s.text).join(""), symbols: recased };
  });
}

/** A word's symbols when they spell its text (so its letters can be measured one by one), else null. */
function measurable(word: Word): OcrSymbol[] | null {
  const symbols = word.symbols ?? [];
  return symbols.length > 0 && symbols.map((s) => s.text).join("") === word.text.trim() ? symbols : null;
}

const height = (s: OcrSymbol) => s.bbox.y1 - s.bbox.y0;
