import type { Symbol as OcrSymbol, Word } from "tesseract.js";
import { median } from "../layout/quantiles.ts";

/**
 * A digit zero's ink is a narrow oval (0.55-0.72 of its height in the tuning scans, Times and
 * Helvetica, 200 and 300 dpi); a capital O's is round (0.88-1.0). At or above this share a "0" is
 * drawn as an O.
 */
const MIN_ROUND_SHARE = 0.85;
/** Wider than this share of its height, the mark is no letter at all (a figure's ring, two glyphs merged). */
const MAX_ROUND_SHARE = 1.2;
/** A capital O stands as tall as the capital beside it, within this share (its overshoot) or two pixels. */
const SAME_HEIGHT_SHARE = 0.15;
/** Digits of one font share one advance: a zero this much wider than the line's other digits is no digit. */
const WIDER_THAN_DIGITS = 1.25;
/** A piece boxed inside a round letter by more than this share of its own width is part of that letter. */
const INSIDE_SHARE = 0.5;

/**
 * A capital O that tesseract read as the digit zero inside a word of capitals: "S2ORC" read as
 * "S20RC", "K2OD" as "K20D". After a digit tesseract's language model favours a digit, and it is
 * confident (98) of the wrong one. The page says which it is: a zero is a narrow oval, an O is
 * round; an O stands as tall as the capitals beside it; the digits of a font share one advance, so
 * a zero is no wider than the line's other digits. So a "0" beside a capital letter, round (its box
 * 0.85-1.2 as wide as tall), as tall as that capital and, when the line has other digits, a quarter
 * wider than their median, is an O. Where tesseract boxed one round letter twice (an "0" and an "O"
 * over the same ink, or a sliver of it read as a "Z"), the piece lying more than half inside the
 * round letter's box, as tall as it, is dropped. Anything else is left as read.
 */
export function capitalOWord(word: Word, lineDigitWidths: readonly number[]): Word {
  const symbols = word.symbols ?? [];
  if (symbols.length < 2 || !symbols.some((s) => s.text === "0" || s.text === "O") || symbols.map((s) => s.text).join("") !== word.text.trim()) return word;
  const digitWidth = median(lineDigitWidths);
  const read: OcrSymbol[] = symbols.map((s, i) => (s.text === "0" && isRoundCapital(s, [symbols[i - 1], symbols[i + 1]], digitWidth) ? { ...s, text: "O" } : s));
  const kept = read.filter((s, i) => !isPieceOfRound(s, read[i - 1]) && !isPieceOfRound(s, read[i + 1]));
  if (kept.length === symbols.length && kept.every((s, i) => s === symbols[i])) return word;
  return { ...word, text: kept.map((s) => s.text).join(""), symbols: kept };
}

/** The widths of a line's digits that are no round zero, for `capitalOWord`. */
export function digitWidths(words: readonly Word[]): number[] {
  const widths: number[] = [];
  for (const word of words) for (const s of word.symbols ?? []) if (/^[0-9]$/.test(s.text) && !(s.text === "0" && roundShare(s) >= MIN_ROUND_SHARE)) widths.push(s.bbox.x1 - s.bbox.x0);
  return widths;
}

function isRoundCapital(zero: OcrSymbol, neighbours: (OcrSymbol | undefined)[], digitWidth: number): boolean {
  const share = roundShare(zero);
  if (!(share >= MIN_ROUND_SHARE && share <= MAX_ROUND_SHARE)) return false;
  if (digitWidth > 0 && zero.bbox.x1 - zero.bbox.x0 < WIDER_THAN_DIGITS * digitWidth) return false;
  const height = zero.bbox.y1 - zero.bbox.y0;
  return neighbours.some((n) => n !== undefined && /^[A-Z]$/.test(n.text) && Math.abs(n.bbox.y1 - n.bbox.y0 - height) <= Math.max(2, SAME_HEIGHT_SHARE * height));
}

/** Whether `piece` is a sliver of the round letter `round` beside it, boxed over the same ink. */
function isPieceOfRound(piece: OcrSymbol, round: OcrSymbol | undefined): boolean {
  if (!round || round.text !== "O" || roundShare(round) < MIN_ROUND_SHARE) return false;
  const width = piece.bbox.x1 - piece.bbox.x0;
  if (width >= round.bbox.x1 - round.bbox.x0) return false;
  const inside = Math.min(piece.bbox.x1, round.bbox.x1) - Math.max(piece.bbox.x0, round.bbox.x0);
  const height = round.bbox.y1 - round.bbox.y0;
  return inside > INSIDE_SHARE * width && Math.abs(piece.bbox.y1 - piece.bbox.y0 - height) <= Math.max(2, SAME_HEIGHT_SHARE * height);
}

function roundShare(s: OcrSymbol): number {
  const height = s.bbox.y1 - s.bbox.y0;
  return height > 0 ? (s.bbox.x1 - s.bbox.x0) / height : 0;
}

