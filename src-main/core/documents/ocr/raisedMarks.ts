import type { Line, Word } from "tesseract.js";
import { baselineAt } from "./baselines.ts";
import { withQuoteBoxedOverComma } from "./quoteBoxedOverComma.ts";

/** A stretch of one OCR'd word: its text, where it spans across the line (pixels), and whether it is set raised. */
export interface WordPiece {
  text: string;
  x0: number;
  x1: number;
  /** Set above the line's baseline: an affiliation mark, a citation or an exponent. */
  raised: boolean;
  /** The bottom of a raised piece's marks (pixels from the top): its own baseline. */
  bottom: number;
}

/** The ink of a note mark that tesseract boxed over its neighbours (markAfterPunctuation): where it stands. */
export interface InkMark {
  /** The index of the symbol read for the mark (the word's last). */
  index: number;
  /** The bottom of its ink (pixels from the top): its own baseline. */
  bottom: number;
}

  /** Marks tesseract reads a small raised "1" as (it has no superscript model of its own). */
const LOOKS_LIKE_ONE = /^[!|lI'’`]$/;
/** The most characters a raised mark standing alone may have ("1,2", "a,b"). */
const MAX_LONE_MARK = 4;

/**
 * The word split where its first or last characters sit raised above the line's baseline, as
 * superscripts do ("Han¹", "cells⁵", "cm⁻²", "¹Department"). A text layer gives these their own
 * smaller, raised runs, which the reader leaves out of names and prose; tesseract glues them to the
 * word and, having no superscript model, reads a raised "1" as "!", "'" or "|", which no name or
 * word contains. A mark counts as raised when its bottom stands above the baseline (where the word
 * is, so a crooked line is measured where it is) by more than 40% of the line's x-height, with at
 * least one mark of the run 60% of an x-height tall; a raised mark as tall as an x-height that
 * reads as "!", "'" or "|" is a "1" (a real apostrophe or quote mark is short), and raised marks
 * read as symbols only are unreadable numbers ("*"). Characters inside the word, such as the
 * apostrophe of "author's", are left.
 */
const QUOTE_MARKS = /^["“”″'‘’`]+$/;

/** Opening double quotes: before a word they are the text's own, never a number set raised. */
const OPENING_QUOTES = /^[“"]+$/;

/**
 * Whether a word's raised ending is the closing quote of a quotation open before it in its
 * paragraph ('"round-off"', 'the "slip" zone'): quote marks sit high and a typewriter's are as
 * tall as a character, yet they are the text's own, not a number to leave out. Double quotes are
 * paired by count (straight ones alternate), curly ones from the paragraph's start: a quotation
 * opened on the line before ('“body / mass index,”') closes on this one, straight ones by those that
 * open a word against those that end one. A single quote closes only a word that
 * opens with one, since an apostrophe ends words too.
 */
function closesQuotation(word: Word, line: Line, head: string, ending: string, earlier: string): boolean {
  if (!QUOTE_MARKS.test(ending)) return false;
  const words = line.words ?? [];
  const index = words.indexOf(word);
  const before = `${(index > 0 ? words.slice(0, index) : []).map((w) => w.text).join(" ")} ${head}`;
  const count = (text: string, pattern: RegExp) => (text.match(pattern) ?? []).length;
  // Curly quotes are paired from the paragraph's start; straight ones only on the line, since a
  // raised number tesseract cannot read comes out as a straight quote as often as anything.
  const curly = `${earlier} ${before}`;
  // A straight quote opens a quotation only at a word's start: one ending a word before this one
  // on the line closes a quotation or is another raised number read as a quote ('Huff" Bailey
  // Kuehl* Amanpreet Singh”', an author row whose marks tesseract read as quotes), never an opening.
  if (/["“”″]/.test(ending)) return count(curly, /“/g) - count(curly, /”/g) > 0 || count(before, /(?:^|\s)["″]/g) > count(before, /\S["″]/g);
  return /^['‘`]/.test(head);
}

/**
 * `earlier` is the text of the lines before this one in its paragraph (defaults to none), where a
 * quotation closed on this line may have opened.
 */
export function wordPieces(word: Word, line: Line, earlier = "", noteMark: number | null = null, inkMark: InkMark | null = null): WordPiece[] {
  const text = word.text.trim();
  const whole: WordPiece[] = [{ text, x0: word.bbox.x0, x1: word.bbox.x1, raised: false, bottom: word.bbox.y1 }];
  const symbols = word.symbols ?? [];
  if (symbols.length === 0 || symbols.map((s) => s.text).join("") !== text) return whole;
  const xHeight = lineXHeight(line);
  if (!(xHeight > 0)) return whole;
  const baselineOf = (x: number) => baselineAt(line, x);
  // Set above the baseline. A hyphen, dash or apostrophe sits high too, so a run of high marks
  // is raised only when one of them is tall enough to be a character; its other marks may be
  // short (tesseract splits a small raised digit it cannot read into pieces: "2" as `'` and `"`).
  // A note mark set in full size and read as a letter (`noteMark`, told from the ink by
  // fullSizeNoteMark) is a raised mark however tesseract boxed it.
  // A note mark after punctuation that tesseract boxed down to the baseline is raised by its ink
  // (`inkMark`, told by markAfterPunctuation), and as tall as a figure.
  // A quote mark boxed over a raised mark and the comma under it belongs to the mark (quoteBoxedOverComma).
  const high = withQuoteBoxedOverComma(symbols, symbols.map((s, i) => i === noteMark || i === inkMark?.index || baselineOf((s.bbox.x0 + s.bbox.x1) / 2) - s.bbox.y1 > 0.4 * xHeight), baselineOf);
  const tall = (from: number, to: number) => symbols.slice(from, to).some((s, i) => high[from + i] && (from + i === noteMark || from + i === inkMark?.index || s.bbox.y1 - s.bbox.y0 >= 0.6 * xHeight));
  // Punctuation after a raised mark ("Han¹,") stays on the line, after it.
  const isTrailingPunct = (i: number) => /^[,;.:)]$/.test(symbols[i]!.text) && !high[i];
  let end = symbols.length;
  while (end > 0 && isTrailingPunct(end - 1)) end--;
  let tail = end;
  while (tail > 0 && high[tail - 1]) tail--;
  if (!tall(tail, end) || closesQuotation(word, line, symbols.slice(0, tail).map((s) => s.text).join(""), symbols.slice(tail, end).map((s) => s.text).join(""), earlier)) tail = end;
  let head = 0;
  while (head < tail && high[head]) head++;
  // Opening quotes sit as high as a raised number, but they open the word ('“sleep apnea,”').
  if (!tall(0, head) || OPENING_QUOTES.test(symbols.slice(0, head).map((s) => s.text).join(""))) head = 0;
  // A full-size note mark reaches below the baseline; as a raised mark it sits on a superscript's baseline.
  const noteMarkBottom = (s: { bbox: { x0: number; x1: number } }) => baselineOf((s.bbox.x0 + s.bbox.x1) / 2) - 0.5 * xHeight;
  const piece = (from: number, to: number, isRaised: boolean, trailing = false): WordPiece => {
    const marks = symbols.slice(from, to);
    const isOne = (s: Word["symbols"][number], i: number) => LOOKS_LIKE_ONE.test(s.text) && (from + i === inkMark?.index || s.bbox.y1 - s.bbox.y0 >= xHeight);
    let read = marks.map((s, i) => (from + i === noteMark ? "*" : isRaised && isOne(s, i) ? "1" : s.text)).join("");
    // Raised marks with no letter are numbers (citations, affiliations, exponents) that
    // tesseract, with no model of small type, read as symbols ("®", "™", "*%", "'?"): each
    // unreadable one becomes "*", a marker the reader leaves out of prose as it leaves out a
    // text layer's citation numbers, and which still parts two names in an author list. Only
    // after a word: a raised mark before one is a degree sign ("°C") as often as a number.
    if (isRaised && trailing && !/\p{L}/u.test(read)) read = read.replace(/[^\p{N},\u2013\-+~()\s]/gu, "*");
    return { text: read, x0: Math.min(...marks.map((s) => s.bbox.x0)), x1: Math.max(...marks.map((s) => s.bbox.x1)), raised: isRaised, bottom: Math.max(...marks.map((s, i) => (from + i === noteMark ? noteMarkBottom(s) : from + i === inkMark?.index ? inkMark.bottom : s.bbox.y1))) };
  };
  const pieces: WordPiece[] = [];
  if (end === 0) return whole;
  if (tail === 0) {
    // Raised throughout: a mark standing alone after a space ("Lee ¹,"); a longer word raised
    // throughout is one tesseract misplaced, and is left as it is.
    if (end > MAX_LONE_MARK) return whole;
    pieces.push(piece(0, end, true, true));
  } else {
    // Nothing raised at its ends: the word is left as it is.
    if (head === 0 && tail === end) return whole;
    if (head > 0) pieces.push(piece(0, head, true));
    pieces.push(piece(head, tail, false));
    if (tail < end) pieces.push(piece(tail, end, true, true));
  }
  if (end < symbols.length) {
    // A comma joins the mark before it, so "Han¹," still parts two names as a text layer's "¹,"
    // does; a full stop or other punctuation stays on the line, so "cells⁵." is left "cells.".
    const last = pieces.at(-1)!;
    const after = piece(end, symbols.length, false);
    // It starts where the mark ends: the word has no space there ("Tyr³⁸⁴." reads "Tyr.").
    if (last.raised && !/^,/.test(after.text)) pieces.push({ ...after, x0: last.x1 });
    else pieces[pieces.length - 1] = { ...last, text: last.text + after.text, x1: Math.max(last.x1, after.x1) };
  }
  return pieces;
}

/** The height of the line's lower-case letters: its row height less ascenders and descenders. */
export function lineXHeight(line: Line): number {
  const row = line.rowAttributes;
  if (!row || !(row.rowHeight > 0)) return NaN;
  const xHeight = row.rowHeight - (row.ascenders ?? 0) - (row.descenders ?? 0);
  return xHeight > 0.2 * row.rowHeight ? xHeight : 0.5 * row.rowHeight;
}
