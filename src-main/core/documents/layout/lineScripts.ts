import { mostCommon } from "../mostCommon.ts";
import { median } from "./quantiles.ts";
import type { TextRun } from "./types.ts";

/** The key carrying the most characters; on a tie, the one met first. */
export function dominant<T>(runs: TextRun[], key: (run: TextRun) => T): T {
  return mostCommon(runs, key, (run) => run.text.length) as T;
}

/**
 * The line's type size when its most characters are a script raised over larger type (a spread
 * "±0.00" set over "98.87", as many as the figure's own): the larger type's, which the script is
 * raised over; else `size`. A line of small type with a larger letter in it stays small: its small
 * runs are on its baseline.
 */
export function scriptedSize(runs: TextRun[], size: number): number {
  if (runs.length === 1) return size;
  const larger = runs.filter((r) => r.size >= size / RAISED_SHARE);
  if (larger.length === 0) return size;
  const largerSize = dominant(larger, (r) => Math.round(r.size * 10) / 10);
  const base = median(larger.filter((r) => Math.abs(r.size - largerSize) < 0.6).map((r) => r.y));
  // Scripts all off the larger type's baseline, some raised: a lower index stacked under an
  // upper one ("0.307" with "+0.012" over "−0.011") is one too.
  const small = runs.filter((r) => Math.abs(r.size - size) < 0.6);
  const raised = small.every((r) => Math.abs(base - r.y) > 0.2 * largerSize) && small.some((r) => base - r.y > 0.2 * largerSize);
  return raised ? largerSize : size;
}

/** A run this share of the line's size or less, raised off its baseline, is a script. */
const RAISED_SHARE = 0.9;

/**
 * A line's runs with scripts stacked one over the other (an upper and a lower index set at the
 * same place) read upper first, each script whole: runs come left to right, so the two would
 * otherwise interleave glyph by glyph when the PDF draws them glyph by glyph.
 */
export function stackedScriptsInOrder(runs: TextRun[], size: number): TextRun[] {
  const small = (r: TextRun) => r.size < 0.9 * size;
  if (!runs.some(small)) return runs;
  const out: TextRun[] = [];
  for (let i = 0; i < runs.length; ) {
    if (!small(runs[i]!)) {
      out.push(runs[i++]!);
      continue;
    }
    let j = i;
    while (j < runs.length && small(runs[j]!)) j++;
    const segment = runs.slice(i, j);
    const ys = segment.map((r) => r.y);
    const mid = (Math.min(...ys) + Math.max(...ys)) / 2;
    const upper = segment.filter((r) => r.y < mid);
    const lower = segment.filter((r) => r.y >= mid);
    const apart = Math.max(...ys) - Math.min(...ys) > 0.3 * Math.min(...segment.map((r) => r.size));
    const overlap = apart && upper.some((u) => lower.some((l) => Math.min(u.x + u.w, l.x + l.w) - Math.max(u.x, l.x) > 0.5));
    out.push(...(overlap ? [...upper, ...lower] : segment));
    i = j;
  }
  return out;
}
