import type { Line, Word } from "tesseract.js";
import type { GreyPixels } from "./inkHeights.ts";
import { inkGroups } from "./noteMarks.ts";
import { lineXHeight, type InkMark } from "./raisedMarks.ts";
import { baselineAt } from "./baselines.ts";
import { inkTop, MARK_REACH } from "./markAfterPunctuation.ts";

/**
 * What tesseract reads a small raised digit after a name as when it boxes it down to the baseline
 * ("Schwen²," read "Schwen?,", "Tonks⁵," read "Tonks>,", "Nussbaum²" read "Nussbaum?"). Neither is
 * a quote mark or apostrophe, so, unlike after punctuation (markAfterPunctuation), a letter
 * before it says nothing against a raised mark.
 */
const MARK_READ_AS = /^[?>]$/;
/**
 * Quote marks tesseract reads a raised digit as ("Lee¹," read "Lee’,"): after a letter they may be
 * an apostrophe or a closing quote, so the ink must be as tall as a figure (QUOTE_TALL).
 */
const QUOTE_READ_AS = /^['’`"”]$/;
/**
 * A raised figure's ink against the line's x-height: 0.77 for a raised "1" on a 300 dpi scan of a
 * journal's author row (papers-more 67), 1.05 on an ACL abstract; a printed quote mark or
 * apostrophe is about 0.6 or less. Asked of a quote mark after a letter only.
 */
const QUOTE_TALL = 0.7;
/** Punctuation that may follow the mark on the line ("Schwen²,"): its ink sits on the baseline. */
const TRAILING = /^[,;]$/;
/** Ink whose bottom lies higher than this (x-heights above the baseline) is set raised (as wordPieces measures boxes). */
const RAISED = 0.4;
/** A raised figure's ink is at least this tall (x-heights), as wordPieces asks of a raised run's boxes. */
const TALL = 0.6;

/**
 * The index of the word's symbol read "?" or ">" right after a letter (before at most one comma or
 * semicolon) when the page's ink shows a raised mark there, null otherwise. Tesseract's boxes of
 * such a word run the mark (and the comma after it) from a capital's top down past the baseline,
 * so the boxes cannot say it is raised; the ink can: its run of inked columns stands clear above
 * the baseline, the run before it (the name's last letter) sits on it, and a trailing comma's run
 * after it does too. A question mark as printed has its dot on the baseline, in the same columns
 * as its hook, and a ">" as printed stands on the baseline: neither is taken.
 */
export function markAfterLetter(word: Word, line: Line, pixels: GreyPixels): InkMark | null {
  const symbols = word.symbols ?? [];
  const text = word.text.trim();
  if (symbols.length < 3 || symbols.map((s) => s.text).join("") !== text) return null;
  const trailing = TRAILING.test(symbols.at(-1)!.text) ? 1 : 0;
  const index = symbols.length - 1 - trailing;
  const quote = QUOTE_READ_AS.test(symbols[index]!.text);
  if (index < 1 || !(quote || MARK_READ_AS.test(symbols[index]!.text)) || !/^\p{L}$/u.test(symbols[index - 1]!.text)) return null;
  const xHeight = lineXHeight(line);
  if (!(xHeight > 0)) return null;
  const baseline = baselineAt(line, (word.bbox.x0 + word.bbox.x1) / 2);
  const groups = inkGroups(word, baseline, xHeight, pixels);
  const onBaseline = (g: { bottom: number } | undefined) => !!g && g.bottom >= baseline - RAISED * xHeight;
  const mark = groups.at(-1 - trailing);
  if (!mark || !onBaseline(groups.at(-2 - trailing)) || (trailing === 1 && !onBaseline(groups.at(-1)))) return null;
  if (onBaseline(mark) || mark.bottom - mark.top + 1 < TALL * xHeight) return null;
  if (quote && mark.bottom - inkTop(mark, baseline - MARK_REACH * xHeight, pixels) + 1 < QUOTE_TALL * xHeight) return null;
  return { index, bottom: mark.bottom };
}
