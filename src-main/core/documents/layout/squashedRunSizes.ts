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
 */
export function sizeSquashedRuns(runs: TextRun[], squashed: ReadonlySet<number>): TextRun[] {
  if (squashed.size === 0) return runs;
  const sound = runs.filter((_, i) => !squashed.has(i));
  const byFont = new Map<string, TextRun[]>();
  for (const i of squashed) byFont.set(runs[i]!.font, [...(byFont.get(runs[i]!.font) ?? []), runs[i]!]);
  const fontSize = new Map([...byFont.entries()].map(([font, of]) => [font, sizeByAdvance(of)]));
  return runs.map((run, i) => {
    if (!squashed.has(i)) return run;
    let best: TextRun | undefined;
    for (const r of sound) {
      if (Math.abs(r.y - run.y) > 0.5 * r.size) continue;
      const away = (r: TextRun) => Math.max(0, r.x - (run.x + run.w), run.x - (r.x + r.w));
      if (!best || away(r) < away(best)) best = r;
    }
    return { ...run, size: best?.size ?? fontSize.get(run.font)! };
  });
}
