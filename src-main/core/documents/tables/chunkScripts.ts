import type { Line } from "../layout/types.ts";

// Scripts and footnote calls set beside the letter or figure they hang on, inside one chunk (tableChunks.ts).

/** Type this much smaller than the text beside it is a raised or lowered mark. */
export const MARK_SIZE = 0.88;

/**
 * How close a script sits to the letter it hangs on when nothing parts them, as a share of the
 * larger type size: TeX puts at most an italic correction there (a superscript on "T": 0.25 em),
 * and attachMarks takes marks printed as lines of their own back on the same 0.3 em. A mark after
 * a figure ("32 ¹⁾") may be set a word space off, so only a letter takes its script so. The space
 * after a script is left as read: publishers' and word processors' word spaces there measure
 * 0.1-0.2 em from the end of the run ("CI50 (μg", "R2 (Å)" in the shared papers), as close as
 * TeX's \scriptspace before "(0)".
 */
const SCRIPT_GAP = 0.3;

/**
 * The chunk's text with the spaces pdf.js puts between a letter and its raised or lowered script
 * ("T" "train" for T with a subscript) taken out, so a cell reads "Ttrain" as its page prints it.
 * A letter carrying an accent (a font's glyph of "σ̂" maps to σ and a combining hat) is a letter
 * too: "σ̂" then a raised "2" reads "σ̂2".
 * Only white space between two runs is touched: the words of
 * each run, and the gaps between runs of one size, are kept as read.
 */
export function withScriptsJoined(line: Line, from: number, to: number, drawn: string): string {
  if (to <= from) return drawn;
  let changed = false;
  let text = line.text.slice(line.spans[from]!.start, line.spans[from]!.end);
  for (let k = from + 1; k <= to; k++) {
    const a = line.spans[k - 1]!;
    const b = line.spans[k]!;
    const between = line.text.slice(a.end, b.start);
    const script = between.length > 0 && !between.trim() && scriptPair(a, b, /\p{L}\p{M}*$/u.test(text));
    const call = between.length === 0 && /\p{N}$/u.test(text) && footnoteCall(a, b, line.text.slice(b.start, b.end));
    if (script || call) changed = true;
    text += (script ? "" : call ? " " : between) + line.text.slice(b.start, b.end);
  }
  return changed ? text.trim() : drawn;
}

/** A footnote call: a few marks closed by a parenthesis, "1)", "(2)", "a)". */
export const CALL_TEXT = /^\(?[\p{L}\p{N}*†‡§]{1,3}\)$/u;

/**
 * Whether the second of two runs set with nothing between them is a footnote call raised on the
 * figure ending the first: "43" then a raised "1)" would read "431)", another number. A closing
 * parenthesis ends no exponent ("10⁻⁵"), which stays joined as the page sets it. After a word the
 * call is left joined as read ("Others(1)"): the suites' truths disagree there (Camelot's text
 * glues it, docling-eval's annotators part it) and no word changes its meaning.
 */
function footnoteCall(a: Line["spans"][number], b: Line["spans"][number], text: string): boolean {
  if (!CALL_TEXT.test(text) || b.h >= MARK_SIZE * a.h) return false;
  const baseline = (s: typeof a) => s.top + 0.8 * s.h;
  return baseline(a) - baseline(b) > 0.1 * a.h;
}

/** Whether the second of two neighbouring runs is a script on the letter ending the first: set smaller, off its baseline, and close to it. */
function scriptPair(a: Line["spans"][number], b: Line["spans"][number], afterLetter: boolean): boolean {
  const [small, large] = a.h < b.h ? [a, b] : [b, a];
  if (small.h >= MARK_SIZE * large.h) return false;
  const baseline = (s: typeof a) => s.top + 0.8 * s.h;
  if (Math.abs(baseline(small) - baseline(large)) < 0.1 * large.h) return false;
  if (small !== b || !afterLetter) return false;
  return b.x - (a.x + a.w) < SCRIPT_GAP * large.h;
}
