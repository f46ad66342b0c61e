import type { Line, Word } from "tesseract.js";
import { baselineAt } from "./baselines.ts";
import type { LetterHeights } from "./letterHeights.ts";

/** Latin letters tesseract's English model reads a beta as (it has no Greek): its bowls, with or without the stem's top. */
const BETA_READS = /^[BPp]$/;
/** Latin letters it reads a mu as: the two stems and the bowl, the left stem's tail left off. */
const MU_READS = /^[urw]$/;
/** A letter whose box ends this share of the line's x-height under the baseline has a descender. */
const DESCENT = 0.3;
/** A box that starts this share of the x-height over the x-height's top reaches up to an ascender (or a capital). */
const RISE = 0.25;
/** A box that starts this share of the x-height over the x-height's top at most stays at the x-height. */
const X_TOP = 0.15;

/**
 * A Greek beta or mu read back from its letter's box. Tesseract's English model has no Greek and
 * reads the nearest Latin shapes: a beta as "B", "P" or "p" ("B-sitosterol"), a mu as "u", "r" or
 * "w" ("uM", "rl"). The shapes it chose cannot be what was printed: a beta is as tall as a capital
 * and goes down as far as a "p" does, which no B, P or p does (a capital sits on the baseline, a
 * "p" rises only to the x-height); a mu goes down like a "p", which no u, r or w does. A "p" only
 * as tall as the x-height stays a "p" (a mu read as "p" cannot be told from one). The line's
 * baseline and x-height are its own letters' (`letterHeights`), so the rule holds at any size and
 * resolution; a line with too few letters to measure is left as read, and so is a letter whose box
runs into its neighbours'.
 */
export function greekWord(word: Word, line: Line, heights: LetterHeights | null): Word {
  const symbols = word.symbols ?? [];
  if (!heights || symbols.length === 0 || symbols.map((s) => s.text).join("") !== word.text.trim()) return word;
  const x = heights.x;
  let changed = false;
  const read = symbols.map((s, i) => {
    if (overlapsNeighbour(symbols, i)) return s;
    const greek = greekLetter(s.text, s.bbox, baselineAt(line, (s.bbox.x0 + s.bbox.x1) / 2), x);
    if (greek === null) return s;
    changed = true;
    return { ...s, text: greek };
  });
  return changed ? { ...word, text: read.map((s) => s.text).join(""), symbols: read } : word;
}

/**
 * Whether a letter's box shares columns with the letter before or after it. Tesseract then cut
 * the word into letters loosely and gave a letter its neighbour's reach ("hospital"'s "p" boxed as
 * high as the "l", "query"'s "r" as low as the "y"): such a box says nothing of the letter's shape.
 */
function overlapsNeighbour(symbols: readonly { bbox: { x0: number; x1: number } }[], i: number): boolean {
  const box = symbols[i]!.bbox;
  const before = symbols[i - 1]?.bbox;
  const after = symbols[i + 1]?.bbox;
  return (before !== undefined && before.x1 > box.x0) || (after !== undefined && after.x0 < box.x1);
}

function greekLetter(text: string, box: { y0: number; y1: number }, baseline: number, x: number): string | null {
  const descends = box.y1 - baseline >= DESCENT * x;
  if (!descends) return null;
  const rise = baseline - box.y0;
  if (BETA_READS.test(text) && rise >= (1 + RISE) * x) return "β";
  if (MU_READS.test(text) && rise <= (1 + X_TOP) * x && rise >= (1 - X_TOP) * x) return "μ";
  return null;
}
