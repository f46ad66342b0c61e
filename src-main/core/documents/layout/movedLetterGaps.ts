import type { PageText } from "./types.ts";

// TeX sets a formula's letters and brackets in several fonts ("$f\sigma_8$": f from the text
// italic, σ from a math font; "$\mu(f_0)$": the bracket from the roman), and where the font
// changes it moves the text position by the italic correction of the letter before (0.11 to
// 0.15 em). pdf.js reads a move over 0.102 em as a word space and gives a space item, so the cell
// reads "f σ8" and "μ( f0)" where the page shows one symbol. Round 27's rule (italicGaps) reads
// kerns inside one operator; these gaps are moves between two operators, so their cause is told
// by their width alone: TeX never shrinks a word space under two thirds of its natural width (its
// shrink is a third of the space in Times and Computer Modern alike), and the page's word gap is
// that natural width, so a move narrower than that, between a letter or an opening bracket and a
// letter or a bracket, where the font changes, is no word break. A math comma's or operator's
// thin space (1/6 em, "N(0, I)", "log x") is left: the character before is no letter, or the
// gap is as wide as a shrunk word space.

/** A TeX word space never shrinks under two thirds of its width; under this share of the page's word gap a move is no word break. */
const WORD_GAP_SHARE = 0.6;
/** Further off than this share of the size (a superscript's raise is about 0.4), the runs are on two lines. */
const SAME_LINE = 0.5;
/** A run drawn back by more than this share of its size over the one before is an overlay or an accent (the line builder's rules). */
const DRAWN_BACK = 0.05;

/** Ends in a letter or an opening bracket, then the one space pdf.js read. */
const LETTER_THEN_SPACE = /[\p{L}([{]\s$/u;
/** Starts with a letter or a bracket. */
const LETTER_AT_START = /^[\p{L}([{]/u;

/**
 * Takes out of the page's runs the spaces pdf.js read from a narrow move between two runs of
 * different fonts, a letter (or opening bracket) before and a letter or bracket after (see
 * above). `wordGap` is the page's word gap in ems (findItalicGaps); with none measured nothing is
 * changed. Returns how many spaces were taken out.
 */
export function joinMovedLetters(page: PageText, wordGap: number): number {
  if (!Number.isFinite(wordGap)) return 0;
  let joined = 0;
  const { runs } = page;
  for (let i = 0; i + 1 < runs.length; i++) {
    const run = runs[i]!;
    const next = runs[i + 1]!;
    if (run.font === next.font || !LETTER_THEN_SPACE.test(run.text) || /\s\s$/.test(run.text) || !LETTER_AT_START.test(next.text)) continue;
    if (Math.abs(next.y - run.y) > SAME_LINE * Math.max(run.size, next.size)) continue;
    const gap = next.x - (run.x + run.w);
    if (gap < -DRAWN_BACK * run.size || gap >= WORD_GAP_SHARE * wordGap * run.size) continue;
    run.text = run.text.slice(0, -1);
    joined++;
  }
  return joined;
}
