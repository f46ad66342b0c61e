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
  const runs = line.spans.slice(from, to + 1).map((s) => ({ text: line.text.slice(s.start, s.end).trim(), x0: s.x, x1: s.x + s.w }));
  const placed = runs.filter((r) => r.text).sort((a, b) => a.x0 - b.x0);
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
    const gap = before ? Math.max(run.x0 - before.x1, before.x0 - run.x1) : 0;
    text += before && gap > 0.1 * line.size ? ` ${run.text}` : run.text;
  }
  return text;
}
