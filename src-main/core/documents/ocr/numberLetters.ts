import type { Symbol as OcrSymbol, Word } from "tesseract.js";

/** Letters tesseract reads a printed digit as: a one's stem as a capital I, a lower-case l or a bar; a zero as a capital O. */
const DIGIT_READS: Readonly<Record<string, string>> = { I: "1", l: "1", "|": "1", O: "0" };
/** What may stand before a number in its word: a bracket, a sign, a currency or approximate sign. */
const LEADING = /^[([{$€£~≈±+\-−<>]$/u;
/** A decimal point or thousands comma inside a number. */
const SEPARATOR = /^[.,]$/;
/** What may follow the number in its word: more of it, then a short unit ("M", "kg", "%") and closing marks. */
const NUMBER_REST = /^[0-9.,Il|O]*\p{L}{0,2}[%)\]}.,;:]*$/u;
/** A stroke this share of whose width lies within the next letter's box is a piece of that letter. */
const INSIDE_SHARE = 0.9;
/** Two measures of one height differ by this share, or two pixels at small sizes. */
const SAME_SHARE = 0.15;

/**
 * A digit read as a letter inside a number: "81.1M" read as "81.IM", "105" as "1O5", "2.15" as
 * "2.l5". Tesseract's language model favours a letter beside a letter and is confident of it (97),
 * but the word says what the mark is: everything before it is a number (digits and decimal
 * separators, after at most a bracket or sign), what follows it is more of the number and at most a
 * two-letter unit, and it stands between two digits, or after a
 * decimal separator that follows a digit; a one's stem is then a "1" and a round mark a "0". The
 * mark must be as tall as the digit before it (a real letter set beside a number in another size,
 * a footnote's "3" before "Institute", is not). Words that are no number before the mark ("H2O2",
 * "S2ORC", "CO2", "3Institute"), a number followed by a letter without a decimal point ("3I",
 * "2O" as in "H2O"), and a word of letters only ("Il", "IO") are left as read. A stroke after a
 * number boxed inside the letter that follows it is that letter's stem read twice, and is dropped.
 */
export function numberLettersWord(word: Word): Word {
  const symbols = word.symbols ?? [];
  if (symbols.length < 3 || symbols.map((s) => s.text).join("") !== word.text.trim()) return word;
  let changed = false;
  const read: OcrSymbol[] = symbols.filter((s, i) => !isStrokeOfNextLetter(symbols, i));
  if (read.length !== symbols.length) changed = true;
  for (let i = 1; i < read.length; i++) {
    const digit = DIGIT_READS[read[i]!.text];
    if (digit === undefined || !isNumberBefore(read, i) || !isDigitPlace(read, i) || !isNumberAfter(read, i)) continue;
    read[i] = { ...read[i]!, text: digit };
    changed = true;
  }
  return changed ? { ...word, text: read.map((s) => s.text).join(""), symbols: read } : word;
}

/**
 * Whether the stroke at `i`, after a number, lies inside the box of the letter after it: tesseract
 * read that letter's first stem twice ("81.1M" as "81.1IM", the I boxed within the M's left side).
 */
function isStrokeOfNextLetter(symbols: readonly OcrSymbol[], i: number): boolean {
  const stroke = symbols[i]!;
  const next = symbols[i + 1];
  if (!/^[Il|]$/.test(stroke.text) || !next || !/^\p{L}$/u.test(next.text) || i === 0 || !isNumberBefore(symbols, i)) return false;
  const width = stroke.bbox.x1 - stroke.bbox.x0;
  const inside = Math.min(stroke.bbox.x1, next.bbox.x1) - Math.max(stroke.bbox.x0, next.bbox.x0);
  return width > 0 && inside >= INSIDE_SHARE * width && next.bbox.x1 - next.bbox.x0 > width;
}

/** Whether the symbols before `i` are a number: digits and separators, led by at most one bracket or sign, with a digit. */
function isNumberBefore(symbols: readonly OcrSymbol[], i: number): boolean {
  const before = symbols.slice(0, i).map((s) => s.text);
  const start = LEADING.test(before[0]!) ? 1 : 0;
  const rest = before.slice(start);
  return rest.length > 0 && rest.every((t) => /^[0-9]$/.test(t) || SEPARATOR.test(t)) && /^[0-9]$/.test(rest[0]!);
}

/**
 * Whether what follows the mark at `i` ends a number: digits, then at most a two-letter unit. A
 * capital I or O followed by a lower-case letter is a word's first letter ("1.In" is a missing
 * space before "In"), and a long run of letters is a word ("2.INTRODUCTION").
 */
function isNumberAfter(symbols: readonly OcrSymbol[], i: number): boolean {
  const mark = symbols[i]!.text;
  const next = symbols[i + 1]?.text ?? "";
  if ((mark === "I" || mark === "O") && /^\p{Ll}$/u.test(next)) return false;
  return NUMBER_REST.test(symbols.slice(i + 1).map((s) => s.text).join(""));
}

/** Whether the mark at `i` stands where a digit goes: between two digits, or after a decimal separator that follows a digit; and as tall as the digit before it. */
function isDigitPlace(symbols: readonly OcrSymbol[], i: number): boolean {
  const before = symbols[i - 1]!;
  const after = symbols[i + 1];
  const afterSeparator = SEPARATOR.test(before.text) && i >= 2 && /^[0-9]$/.test(symbols[i - 2]!.text);
  const betweenDigits = /^[0-9]$/.test(before.text) && after !== undefined && (/^[0-9]$/.test(after.text) || (SEPARATOR.test(after.text) && /^[0-9]$/.test(symbols[i + 2]?.text ?? "")));
  if (!afterSeparator && !betweenDigits) return false;
  const digit = betweenDigits ? before : symbols[i - 2]!;
  const height = digit.bbox.y1 - digit.bbox.y0;
  const own = symbols[i]!.bbox.y1 - symbols[i]!.bbox.y0;
  return Math.abs(own - height) <= Math.max(2, SAME_SHARE * height);
}
