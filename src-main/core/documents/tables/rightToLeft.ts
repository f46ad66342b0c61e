import type { Line } from "../layout/types.ts";

/**
 * Hebrew, Arabic and their kin are written right to left. pdf.js turns each text item into reading
 * order, but gives the items in drawing order: a label set word by word (one item a word) comes
 * out with its words left to right, last word first ("הכל סך" for "סך הכל"). Such a piece of a
 * line is put back in reading order from its runs' boxes, right to left; a stretch of runs that
 * read left to right inside it (a figure, "(1)", a Latin name) keeps its own order, as the
 * Unicode bidirectional algorithm keeps a number inside Hebrew text.
 */
const RTL_SCRIPTS = "\\p{Script=Hebrew}\\p{Script=Arabic}\\p{Script=Syriac}\\p{Script=Thaana}\\p{Script=Nko}";
const RTL_LETTERS = new RegExp(`[${RTL_SCRIPTS}]`, "gu");
const RTL_LETTER = new RegExp(`[${RTL_SCRIPTS}]`, "u");
const LTR_STRONG = /[\p{L}\p{N}]/u;

/** Whether text holds any letter of a right-to-left script. */
export const hasRightToLeft = (text: string): boolean => RTL_LETTER.test(text);

/** Whether text reads right to left: more of its letters are of right-to-left scripts than not. */
export function readsRightToLeft(text: string): boolean {
  const rtl = text.match(RTL_LETTERS)?.length ?? 0;
  if (rtl === 0) return false;
  const letters = text.match(/\p{L}/gu)?.length ?? 0;
  return rtl > letters - rtl;
}

type Direction = "rtl" | "ltr" | "neutral";

function directionOf(text: string): Direction {
  if (RTL_LETTER.test(text)) return "rtl";
  return LTR_STRONG.test(text) ? "ltr" : "neutral";
}

/**
 * The text of runs `from`..`to` of a line in reading order, for a piece that reads right to left:
 * runs right to left, a stretch of left-to-right runs (with the neutral runs between them) kept
 * as drawn. Runs apart by a gap are joined by a space, touching runs with none.
 */
export function rightToLeftText(line: Line, from: number, to: number): string {
  const spans = line.spans.slice(from, to + 1).sort((a, b) => a.x - b.x);
  const placed: { text: string; x0: number; x1: number; at: number }[] = [];
  // Whether a space parts each run from the next on the page: a space in the text between them
  // (a run's own, or one pdf.js gave as a run of its own), or a gap.
  const spaced: boolean[] = [];
  for (const [k, s] of spans.entries()) {
    const raw = line.text.slice(s.start, s.end);
    const next = spans[k + 1];
    const between = next ? raw + line.text.slice(s.end, next.start) : raw;
    if (raw.trim()) {
      placed.push({ text: raw.trim(), x0: s.x, x1: s.x + s.w, at: placed.length });
      spaced.push(/^\s/.test(raw));
    }
    if (placed.length > 0) spaced[placed.length - 1] = spaced[placed.length - 1]! || /\s$/.test(between) || (!!next && next.x - (s.x + s.w) > 0.1 * line.size);
  }
  const kinds = placed.map((r) => directionOf(r.text));
  // A neutral run ("-", ":", "(") goes with left-to-right text only between two such runs.
  const strongAt = (i: number, step: number): Direction => {
    for (let k = i + step; k >= 0 && k < kinds.length; k += step) if (kinds[k] !== "neutral") return kinds[k]!;
    return "rtl";
  };
  const ltr = kinds.map((d, i) => d === "ltr" || (d === "neutral" && strongAt(i, -1) === "ltr" && strongAt(i, 1) === "ltr"));
  // Stretches drawn left to right; the stretches, and the runs of a right-to-left one, read from the right.
  const stretches: { ltr: boolean; runs: typeof placed }[] = [];
  for (const [i, run] of placed.entries()) {
    const last = stretches.at(-1);
    if (last && last.ltr && ltr[i]) last.runs.push(run);
    else stretches.push({ ltr: ltr[i]!, runs: [run] });
  }
  const ordered = stretches.reverse().flatMap((s) => (s.ltr ? s.runs : s.runs.reverse()));
  let text = "";
  for (const [i, run] of ordered.entries()) {
    const before = ordered[i - 1];
    // Runs read one after the other stand side by side on the page, or a stretch apart: a space
    // anywhere between them on the page parts them in the text.
    const space = !!before && spaced.slice(Math.min(before.at, run.at), Math.max(before.at, run.at)).some(Boolean);
    text += space ? ` ${run.text}` : run.text;
  }
  return text;
}
