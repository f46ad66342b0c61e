import type { TextRun } from "./types.ts";

/**
 * The share of an em under which a gap between two runs of a font drawn at size 1 is a kern
 * inside a word, not a word space. Measured on the pub-fixture Type 3 papers (pdf.js's space
 * items between two such runs on one baseline, gap over the font's size): kerns and pixel
 * rounding gather at 0.01-0.1 em (most at 0.026, one pixel at 300 dpi), word gaps at 0.25-0.5 em,
 * with few gaps between 0.1 and 0.15.
 */
export const KERN_EM = 0.1;

/**
 * Takes back the spaces pdf.js put between two runs of a Type 3 font drawn at size 1 (dvips'
 * bitmap fonts) where the runs all but touch ("Rob" + " " + "erts"). pdf.js measures its space
 * thresholds in the font's size, here 1: a tenth of a text unit, a hundredth of a point at such a
 * font's scale, so every kern drawn as a move reads as a word break. The gap is measured again
 * in the run's own size (`sizeSquashedRuns`); the line builder then spaces the runs by their gap.
 *
 * `spaced`: indices of runs whose last space came from a pdf.js space item (not their own text).
 */
export function dropKerningSpaces(runs: TextRun[], squashed: ReadonlySet<number>, spaced: ReadonlySet<number>): void {
  for (const i of spaced) {
    const run = runs[i]!;
    const next = runs[i + 1];
    if (!next || !squashed.has(i) || !squashed.has(i + 1) || !run.text.endsWith(" ")) continue;
    const size = Math.min(run.size, next.size);
    if (Math.abs(next.y - run.y) > 0.2 * size) continue;
    const gap = next.x - (run.x + run.w);
    // Drawn back over the run (a negative gap) is an overlay or an accent, left to the line builder's rules.
    if (gap < -0.05 * size || gap >= KERN_EM * size) continue;
    run.text = run.text.slice(0, -1);
  }
}
