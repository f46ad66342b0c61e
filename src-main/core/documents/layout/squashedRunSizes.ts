import type { TextRun } from "./types.ts";

/**
 * How far apart a run's horizontal and vertical scales may be before its vertical scale is no
 * longer its type's size. Condensed or expanded type (Tz) and a stretched brace stay within
 * about 5 to 1; pdf.js gives a Type 3 font drawn at size 1 (dvips' bitmap fonts) the height of
 * the font's whole bounding box, 1,000 times its width's scale ("X" at 120 beside text at 10.9).
 */
export const SQUASHED_RATIO = 20;

/** Whether a text matrix's scales (a horizontal, d vertical) are too far apart to give a size. */
export function isSquashed(a: number, d: number): boolean {
  return d > SQUASHED_RATIO * a || a > SQUASHED_RATIO * d;
}

/** The share of an em a character of running text takes on average, spaces included (Times, Computer Modern: 0.45-0.5). */
const EM_PER_CHARACTER = 0.5;

/**
 * A font's size on a page read from its runs' advances, for text with no sound run beside it (a
 * paper set wholly in such fonts): the median width a character takes, over the share of an em a
 * character takes. Every run of the font gets the same size, so its lines stay one size.
 */
function sizeByAdvance(runs: readonly TextRun[]): number {
  const long = runs.filter((r) => r.text.trim().length >= 3);
  const perChar = (long.length > 0 ? long : runs).map((r) => r.w / Math.max(1, r.text.length)).sort((a, b) => a - b);
  return perChar[Math.floor(perChar.length / 2)]! / EM_PER_CHARACTER;
}

/**
 * Gives each squashed run (by index) the size of the nearest run on its baseline whose size is
 * its own (a math symbol set at "120" would make its line a hundred points tall and swallow the
 * lines and headings around it), else its font's size read from the advances of its runs.
 * The sound runs are sorted by baseline once, so each squashed run looks only at those near its
 * own: a page of tens of thousands of symbols costs their number, not its product with the text's.
 */
export function sizeSquashedRuns(runs: TextRun[], squashed: ReadonlySet<number>): TextRun[] {
  if (squashed.size === 0) return runs;
  const baselines = new BaselineIndex(runs.filter((_, i) => !squashed.has(i)));
  const byFont = new Map<string, TextRun[]>();
  for (const i of squashed) {
    const run = runs[i]!;
    const of = byFont.get(run.font);
    if (of) of.push(run);
    else byFont.set(run.font, [run]);
  }
  const fontSize = new Map([...byFont.entries()].map(([font, of]) => [font, sizeByAdvance(of)]));
  return runs.map((run, i) => {
    if (!squashed.has(i)) return run;
    return { ...run, size: baselines.nearest(run)?.size ?? fontSize.get(run.font)! };
  });
}

/** A sound run and its place among the sound runs, which breaks ties as the page's order does. */
interface Sound {
  run: TextRun;
  order: number;
}

/**
 * The sound runs in classes of size (each within a factor of two), each class sorted by baseline:
 * a run is on a squashed run's baseline when their baselines are within half its own size, so in
 * a class only the stretch within half the class's largest size needs looking at.
 */
class BaselineIndex {
  private readonly classes: { reach: number; runs: Sound[] }[];

  constructor(sound: readonly TextRun[]) {
    const byClass = new Map<number, Sound[]>();
    sound.forEach((run, order) => {
      const key = Math.floor(Math.log2(run.size));
      const of = byClass.get(key);
      if (of) of.push({ run, order });
      else byClass.set(key, [{ run, order }]);
    });
    this.classes = [...byClass.values()].map((runs) => ({ reach: reachOf(runs), runs: runs.sort((a, b) => a.run.y - b.run.y) }));
  }

  /** The sound run on `run`'s baseline nearest it across the line, the first on the page among equals. */
  nearest(run: TextRun): TextRun | undefined {
    const away = (r: TextRun) => Math.max(0, r.x - (run.x + run.w), run.x - (r.x + r.w));
    let best: { away: number; order: number; run: TextRun } | undefined;
    for (const { reach, runs } of this.classes) {
      for (let k = firstAtOrAbove(runs, run.y - reach); k < runs.length && runs[k]!.run.y <= run.y + reach; k++) {
        const { run: r, order } = runs[k]!;
        if (Math.abs(r.y - run.y) > 0.5 * r.size) continue;
        const far = away(r);
        if (!best || far < best.away || (far === best.away && order < best.order)) best = { away: far, order, run: r };
      }
    }
    return best?.run;
  }
}

/**
 * How far from a baseline a class's runs can be and still be on it: half its largest size, a hair
 * wider so that rounding never leaves out a run the exact test below would take (a size pdf.js
 * could not read, NaN, is near every baseline, as that test has it).
 */
function reachOf(runs: readonly Sound[]): number {
  let largest = 0;
  for (const { run } of runs) largest = Number.isNaN(run.size) ? Infinity : Math.max(largest, run.size);
  return 0.5 * largest * (1 + 1e-9) + 1e-9;
}

/** The first of `runs` (sorted by baseline) whose baseline is at or above `y`. */
function firstAtOrAbove(runs: readonly Sound[], y: number): number {
  let lo = 0;
  let hi = runs.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (runs[mid]!.run.y < y) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
