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
/** Fewer words in capitals opening a line that goes on in lower case and they are no small-capitals title. */
const MIN_OPENING_WORDS = 2;
/** Letters whose box may reach under the baseline (Q's tail, J's in some faces): not measured. */
const UNMEASURED = /^[QJ]$/u;
const LETTER = /^\p{L}$/u;
/**
 * Lower-case letters drawn as their capitals are, only smaller: tesseract reads a small capital O
 * or S as "o" or "s" ("NoTEs" for small-capital NOTES), so a word whose only lower-case letters are
 * these may still be small capitals, and its letters' heights decide.
 */
const SAME_SHAPE_LOWER = /[cosuvwxz]/gu;

/** A letter's class on the line: a capital, a small capital, or not measured. */
type Height = "tall" | "small" | null;

/**
 * A run of words tesseract read all in capitals whose letters, measured one by one, show two
 * capital heights (small capitals: "PAPER PLAIN" with the P's taller than the rest) is given the
 * case the print shows: the tall letters capitals, the short ones lower case ("Paper Plain"), as
 * the text layer of such a run reads. A run is the whole line, or the two or more words that open
 * a line going on in lower case ("PAPER PLAIN: Rethinking ...", a title whose first words are set
 * in small capitals): the ordinary words are left as read, and the run is measured on its own
 * letters, so a lower-case word's ascenders never count as capitals. A letter not measured (Q, J)
 * after a small one in its word is small. Left as read: a run of letters of one height (capitals
 * throughout, an acronym), of heights that form no two classes, or whose tall letters are mostly
 * inside words (no small capitals).
 */
export function smallCapitalWords(words: readonly Word[]): Word[] {
  const lowerAt = words.findIndex((w) => /\p{Ll}/u.test(w.text.replace(SAME_SHAPE_LOWER, "")));
  if (lowerAt < 0) return recasedRun(words);
  // On a mixed line only the words that open it, two at least: a lone word in capitals inside a
  // sentence is an acronym or a name ("(INFS)", "SCISSOR"), printed so in the text layer too.
  const opening = words.slice(0, lowerAt);
  if (opening.filter((w) => /\p{L}/u.test(w.text)).length < MIN_OPENING_WORDS) return [...words];
  return [...recasedRun(opening), ...words.slice(lowerAt)];
}

/** A run of words with no lower-case letter, recased when its letters show small capitals. */
function recasedRun(words: readonly Word[]): Word[] {
  if (words.length === 0) return [];
  const measured = words.map((w) => measurable(w));
  const letters = measured.flatMap((symbols) => symbols ?? []).filter((s) => LETTER.test(s.text));
  const cased = (s: OcrSymbol) => (s.text === s.text.toUpperCase() && s.text !== s.text.toLowerCase()) || s.text.replace(SAME_SHAPE_LOWER, "") === "";
  if (letters.length === 0 || !letters.every(cased)) return [...words];
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
      const text = found === "small" ? s.text.toLowerCase() : found === "tall" ? s.text.toUpperCase() : s.text;
      return text === s.text ? s : { ...s, text };
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
