import type { Line, Symbol as OcrSymbol, Word } from "tesseract.js";
import { median } from "../layout/quantiles.ts";

/**
 * Letters that run from the baseline to the ascender line flat at both ends, as an l does: b and
 * d dip below the baseline with their bowls (a pixel taller than the l's of "Al-doped" in a sans
 * abstract at 300 dpi), t and f stop lower or hook.
 */
const ASCENDER_LETTERS = /^[hk]$/;
/** A line's other l's are the surest measure of the type's l: the same glyph. Fewer than these say little. */
const MIN_OTHER_LS = 2;
/** Without l's, its other ascender letters stand in; fewer than these say little. */
const MIN_ASCENDERS = 3;
/**
 * How much lower than the line's l's a stroke must stop to be a capital I: a pixel, or this share
 * at large sizes. On scans at 200 and 300 dpi an "I" read "l" beside a capital stood 1-3 px below
 * the line's l's (26 px against 27 in a sans abstract, 40 against 42-43 in a sans title, 45 against
 * 46 in a 16 pt serif line); an "l" of "Al-doped", "Al2O3", "AlGaAs" stood as tall as the line's
 * other l's, to the pixel.
 */
const LOWER_SHARE = 0.02;
/**
 * A serifed capital I is wider than the face's l (its serifs reach both ways): 12 px against the
 * line's 9 in a 10 pt serif line, 17 against 14 at 14 pt, 20 against 15-16 at 16 pt, where the two
 * stood as tall. An I is at least this share (and two pixels) wider than the line's l's; an l
 * measured as wide as them, to a pixel, in every line looked at.
 */
const WIDER_SHARE = 0.2;
/** A stroke shorter than this share of the l's is no full-height letter (a mark, a broken glyph): left as read. */
const MIN_HEIGHT_SHARE = 0.85;

/**
 * A capital I read as a lower-case l right after capitals: "AI" read "Al" (artificial
 * intelligence, "Al-assisted writing"), "XAI" read "XAl". The two are one stroke and tesseract's
 * word model prefers the word "Al", which is also a real word (aluminium, "Al2O3", "Al-doped").
 * The page tells them apart: a capital stops at the cap height, an l rises to the ascender line,
 * a pixel or more higher in most faces; a serifed I is wider than the face's l. So an "l" after
 * one or more capitals that ends its word (or is followed by a hyphen, a stop or more capitals) is
 * an I when it stands lower than the line's other l's (or, without two of them, its other
 * ascender letters) by a pixel or 2%, or is as tall as the l's and a fifth wider. Where the line
 * has too few such letters, or the stroke is as tall and as wide as its l's, the page cannot tell
 * and the word is left as read. An l before a digit ("Al2O3") or a lower-case letter ("Alice",
 * "AlGaAs") is left too.
 */
export function capitalIBesideCapitalsWord(word: Word, line: Line): Word {
  const symbols = word.symbols ?? [];
  if (symbols.length < 2 || symbols.map((s) => s.text).join("") !== word.text.trim()) return word;
  const at = strokeAfterCapitals(symbols);
  if (at < 0) return word;
  const type = typeL(line, symbols[at]!);
  if (!type) return word;
  const stroke = symbols[at]!.bbox;
  const height = stroke.y1 - stroke.y0;
  const width = stroke.x1 - stroke.x0;
  // A serifed I is as wide as half its height at most (13 px of 30 in Times); wider is no stroke.
  if (height < MIN_HEIGHT_SHARE * type.height || height > type.height || width > height / 2) return word;
  const lower = height <= type.height - Math.max(1, LOWER_SHARE * type.height);
  const wider = type.width > 0 && width >= type.width + Math.max(2, WIDER_SHARE * type.width);
  if (!lower && !wider) return word;
  const read: OcrSymbol[] = symbols.map((s, i) => (i === at ? { ...s, text: "I" } : s));
  return { ...word, text: read.map((s) => s.text).join(""), symbols: read };
}

/** Where the word's lone "l" after its leading capitals is, -1 when the word is not of that form. */
function strokeAfterCapitals(symbols: readonly OcrSymbol[]): number {
  let at = 0;
  while (at < symbols.length && /^\p{Lu}$/u.test(symbols[at]!.text)) at++;
  if (at === 0 || symbols[at]?.text !== "l") return -1;
  const rest = symbols.slice(at + 1).map((s) => s.text).join("");
  // Capitals, or closing punctuation, or a hyphen and a lower-case compound ("AI-assisted"); never a
  // digit or a lower-case letter, nor a name after a hyphen (the Arabic article of "Al-Nasiriyah",
  // whose l a 300 dpi scan of papers-wide 42 measured a pixel short).
  return /^(?:\p{Lu}*[.,;:)'’]*|-\p{Ll}.*)$/u.test(rest) ? at : -1;
}

/**
 * The line's other l's: their median height and width (an I read "l" among them moves the median
 * less than leaving out every l after a capital did: that left one l on a line of "Al-doped",
 * "Al2O3" and "AI-assisted" at 200 dpi and set the first to "AI"); without two of them the height
 * of its h's and k's and no width. Null when the line has too few of either.
 */
function typeL(line: Line, stroke: OcrSymbol): { height: number; width: number } | null {
  const ls: OcrSymbol[] = [];
  const ascenders: number[] = [];
  for (const word of line.words) {
    const symbols = word.symbols ?? [];
    for (const s of symbols) {
      if (s === stroke || s.bbox === stroke.bbox) continue;
      if (s.text === "l") ls.push(s);
      else if (ASCENDER_LETTERS.test(s.text)) ascenders.push(s.bbox.y1 - s.bbox.y0);
    }
  }
  if (ls.length >= MIN_OTHER_LS) return { height: median(ls.map((s) => s.bbox.y1 - s.bbox.y0)), width: median(ls.map((s) => s.bbox.x1 - s.bbox.x0)) };
  const tall = [...ls.map((s) => s.bbox.y1 - s.bbox.y0), ...ascenders];
  return tall.length >= MIN_ASCENDERS ? { height: median(tall), width: 0 } : null;
}
