import type { Line, Word } from "tesseract.js";
import type { GreyPixels } from "./inkHeights.ts";
import { inkGroups, type InkGroup } from "./noteMarks.ts";
import { lineXHeight, type InkMark } from "./raisedMarks.ts";
import { baselineAt } from "./baselines.ts";

/** What tesseract reads a small raised "1" or other digit as when it cannot read it. */
const MARK_READ_AS = /^['’`"”|!]$/;
/** Punctuation a note mark follows ("research.¹", "cells,²"). */
const PUNCTUATION = /^[.,;:)]$/;
/** Ink whose bottom lies higher than this (x-heights above the baseline) is set raised (as wordPieces measures boxes). */
const RAISED = 0.4;
/** How far above the baseline (x-heights) a mark's ink is followed up: a raised figure's top stands over a capital's. */
export const MARK_REACH = 2.2;
/** Darker than this is ink. */
const INK = 128;
/**
 * A raised number's ink is about as tall as an x-height (a superscript figure: 1.05 on an ACL
 * abstract at 300 dpi); a closing quote mark's is well short of it (about 0.6).
 */
export const NUMBER_TALL = 0.85;

/**
 * The word's last symbol when it is a note mark set raised after punctuation ("research.¹") that
 * tesseract read as a quote mark and boxed down to the baseline over the punctuation, null
 * otherwise. Tesseract's boxes of such a word slip by a letter (the full stop boxed over the "h",
 * the mark over the full stop and itself), so its boxes cannot say the mark is raised; the page's
 * ink does: the word's last run of ink stands clear above the baseline and is as tall as a figure.
 * Only after punctuation: after a letter a raised mark of that height is an apostrophe as often
 * ("authors’"), and the boxes decide as before.
 */
export function markAfterPunctuation(word: Word, line: Line, pixels: GreyPixels): InkMark | null {
  const symbols = word.symbols ?? [];
  const text = word.text.trim();
  if (symbols.length < 3 || symbols.map((s) => s.text).join("") !== text) return null;
  const last = symbols.length - 1;
  if (!MARK_READ_AS.test(symbols[last]!.text) || !PUNCTUATION.test(symbols[last - 1]!.text)) return null;
  const xHeight = lineXHeight(line);
  if (!(xHeight > 0)) return null;
  const baseline = baselineAt(line, (word.bbox.x0 + word.bbox.x1) / 2);
  const groups = inkGroups(word, baseline, xHeight, pixels);
  const mark = groups.at(-1);
  const before = groups.at(-2);
  // The run before the mark is the punctuation, on the baseline.
  if (!mark || !before || before.bottom < baseline - RAISED * xHeight) return null;
  if (mark.bottom >= baseline - RAISED * xHeight) return null;
  const height = mark.bottom - inkTop(mark, baseline - MARK_REACH * xHeight, pixels) + 1;
  return height >= NUMBER_TALL * xHeight ? { index: last, bottom: mark.bottom } : null;
}

/**
 * The top of the mark's unbroken run of inked rows, up from its bottom: inkGroups looks no higher
 * than a capital's top, which a raised figure passes; a white row parts it from the line above.
 */
export function inkTop(mark: InkGroup, highest: number, pixels: GreyPixels): number {
  let top = mark.bottom;
  const inked = (y: number) => {
    for (let x = mark.x0; x < mark.x1; x++) if (pixels.data[y * pixels.width + x]! < INK) return true;
    return false;
  };
  while (top - 1 >= Math.max(0, Math.ceil(highest)) && inked(top - 1)) top--;
  return top;
}
