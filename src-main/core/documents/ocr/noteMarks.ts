import type { Line, Word } from "tesseract.js";
import type { GreyPixels } from "./inkHeights.ts";
import { lineXHeight } from "./raisedMarks.ts";
import { baselineAt } from "./baselines.ts";

/** Darker than this is ink. */
const INK = 128;
/** Letters and symbols whose ink never reaches below the baseline (no g, j, p, q, y, J, Q; f descends in italics). */
const NO_DESCENDER = /^[A-IK-PR-Zabcdehik-orstuvwxz\p{Sc}\p{Sm}\p{So}]$/u;
/** What may follow the mark in the word: low punctuation, or marks set raised ("?" is a raised "1" tesseract could not read) (tesseract's reading of them is checked on the ink). */
const AFTER_MARK = /^[?,;.:'’`"”!|*\p{N}]*$/u;
/** A mark as tall as a capital: its ink rises this many x-heights above the baseline (a lower-case letter's, 1.0). */
const TALL = 1.2;
/** A dagger's, double dagger's or section sign's foot: this many x-heights below the baseline. */
const DESCENDS = 0.25;
/** Ink whose top lies lower than this (x-heights above the baseline) is a comma or full stop. */
const LOW = 0.6;
/** Ink whose bottom lies higher than this (x-heights above the baseline) is set raised (a "1", an asterisk). */
const RAISED = 0.4;
/** A dagger's stem and a section sign's middle stand in the middle of the mark; a comma touching a letter hangs at its side. */
const CENTRAL = [0.2, 0.8] as const;
/**
 * The rows (x-heights above the baseline) where a mark's body is measured: a dagger's stem passes
 * here on its way below the baseline, while a comma after a letter ("FMT,", its head kerned under
 * the T's arm) has not begun, its head standing under 0.3 x-heights.
 */
const BODY_ROWS = [0.4, 0.6] as const;
/** How far (pixels) a foot may stand outside the body's columns: a stem's edge blurred by the scan. */
const BODY_SLACK = 1;
/** How far above the baseline (x-heights) a word's ink is looked for: over a dagger's top, under the line above's descenders. */
const CAP_REACH = 1.6;
/** How far below the baseline (x-heights): a descender's foot, above the next line's ascenders. */
const FOOT_REACH = 0.7;
/** A name before the mark has at least these many letters. */
const MIN_LETTERS_BEFORE = 2;

/** One run of inked columns across a word: a letter or mark, or several touching. */
export interface InkGroup {
  x0: number;
  x1: number;
  top: number;
  bottom: number;
}

/**
 * The index of the word's last symbol when it is a note mark set in full size (a dagger "†", a
 * double dagger "‡", a section sign "§" after an author's name) that tesseract read as a letter
 * ("ZAMORA§" as "ZAMORAS", "CHIBALE†" as "CHIBALET"), null otherwise. These marks rise to a
 * capital's height and reach below the baseline, which no letter without a descender does: the
 * word's last run of ink (after a comma or a raised number, told by where their ink lies) is
 * tall, its foot stands below the baseline in the middle of the run, and the letter read for it
 * has no descender. Read from the page's ink, never from the letters: tesseract's boxes of these
 * symbols are drawn over their neighbours'.
 */
export function fullSizeNoteMark(word: Word, line: Line, pixels: GreyPixels): number | null {
  const symbols = word.symbols ?? [];
  const text = word.text.trim();
  if (symbols.length === 0 || symbols.map((s) => s.text).join("") !== text) return null;
  const xHeight = lineXHeight(line);
  if (!(xHeight > 0)) return null;
  // The mark is the last letter or symbol read; only punctuation or raised numbers may follow it.
  let last = symbols.length - 1;
  while (last >= 0 && AFTER_MARK.test(symbols[last]!.text)) last--;
  if (last < MIN_LETTERS_BEFORE || !NO_DESCENDER.test(symbols[last]!.text)) return null;
  if (symbols.slice(0, last).filter((s) => /\p{L}/u.test(s.text)).length < MIN_LETTERS_BEFORE) return null;
  const baseline = baselineAt(line, (word.bbox.x0 + word.bbox.x1) / 2);
  // Tesseract's own box of the letter reaches below the baseline too (its boxes of a mark's
  // neighbours may stray, so the ink decides the rest).
  if (symbols[last]!.bbox.y1 < baseline + DESCENDS * xHeight) return null;
  const groups = inkGroups(word, baseline, xHeight, pixels);
  // From the word's end, commas and full stops (low ink) and raised numbers (high ink) are passed by.
  let index = groups.length - 1;
  while (index >= 0 && (groups[index]!.top > baseline - LOW * xHeight || groups[index]!.bottom < baseline - RAISED * xHeight)) index--;
  const mark = groups[index];
  // More runs of ink before it than symbols read: tesseract took the mark into a letter's box
  // ("SHARMA†," read "SHARMA,"), and the last letter read is a letter.
  if (!mark || index === 0 || index > last) return null;
  if (mark.top > baseline - TALL * xHeight || mark.bottom < baseline + DESCENDS * xHeight) return null;
  // Where its ink below the baseline stands across the run.
  const foot = footColumn(mark, baseline + DESCENDS * xHeight, pixels);
  const share = (foot - mark.x0) / Math.max(1, mark.x1 - mark.x0);
  if (share < CENTRAL[0] || share > CENTRAL[1]) return null;
  // The foot goes on under the mark's own body: a comma touching a capital's arm ("T,") joins
  // their ink into one run whose foot is the comma's tail, right of the letter's stem.
  const body = bodyColumns(mark, baseline - BODY_ROWS[1] * xHeight, baseline - BODY_ROWS[0] * xHeight, pixels);
  return body && foot >= body.x0 - BODY_SLACK && foot <= body.x1 + BODY_SLACK ? last : null;
}

/** The word's runs of inked columns, between a capital's height above the baseline and a descender's below. */
export function inkGroups(word: Word, baseline: number, xHeight: number, pixels: GreyPixels): InkGroup[] {
  const left = Math.max(0, Math.floor(word.bbox.x0));
  const right = Math.min(pixels.width, Math.ceil(word.bbox.x1));
  const top = Math.max(0, Math.floor(baseline - CAP_REACH * xHeight));
  const bottom = Math.min(pixels.height - 1, Math.ceil(baseline + FOOT_REACH * xHeight));
  const groups: InkGroup[] = [];
  let open: InkGroup | null = null;
  for (let x = left; x < right; x++) {
    let first = -1;
    let lastRow = -1;
    for (let y = top; y <= bottom; y++) {
      if (pixels.data[y * pixels.width + x]! < INK) {
        if (first < 0) first = y;
        lastRow = y;
      }
    }
    if (first < 0) {
      open = null;
      continue;
    }
    if (!open) {
      open = { x0: x, x1: x + 1, top: first, bottom: lastRow };
      groups.push(open);
    } else {
      open.x1 = x + 1;
      open.top = Math.min(open.top, first);
      open.bottom = Math.max(open.bottom, lastRow);
    }
  }
  return groups;
}

/** The first and last inked columns of the run between two rows (pixels from the top), null when none is inked. */
function bodyColumns(group: InkGroup, from: number, to: number, pixels: GreyPixels): { x0: number; x1: number } | null {
  let x0 = Infinity;
  let x1 = -Infinity;
  for (let y = Math.max(0, Math.ceil(from)); y <= Math.floor(to); y++) {
    for (let x = group.x0; x < group.x1; x++) {
      if (pixels.data[y * pixels.width + x]! < INK) {
        x0 = Math.min(x0, x);
        x1 = Math.max(x1, x);
      }
    }
  }
  return x0 <= x1 ? { x0, x1 } : null;
}

/** The mean column of the run's ink below a row. */
function footColumn(group: InkGroup, below: number, pixels: GreyPixels): number {
  let sum = 0;
  let count = 0;
  for (let y = Math.ceil(below); y <= group.bottom; y++) {
    for (let x = group.x0; x < group.x1; x++) {
      if (pixels.data[y * pixels.width + x]! < INK) {
        sum += x;
        count++;
      }
    }
  }
  return count > 0 ? sum / count : group.x0;
}
