import { FIGURE } from "./figureRuns.ts";
import type { Chunk } from "./tableChunks.ts";

/** Rows holding figures, at least, for long labels beside them to be a stub column's. */
const MIN_FIGURE_ROWS = 2;

const isFigures = (c: Chunk) => {
  const words = c.text.split(/\s+/).filter(Boolean);
  return words.length > 0 && words.every((w) => FIGURE.test(w));
};

/**
 * The lines (baseline bands) that are a row's long label wrapped inside the table's first column:
 * a report's "Options granted during the fiscal year to the ten Group employees / receiving the
 * largest number of options   0   -". Wordy as running text is, they still stop short of the
 * columns of figures beside them: every piece of such a line ends left of the leftmost figure, by
 * an em at least, and figures stand on two rows or more. Running text between two rules reaches
 * across the figures' columns (a paragraph fills its measure), so its lines are never these.
 */
export function stubLabelBands(bands: readonly (readonly Chunk[])[]): Set<readonly Chunk[]> {
  const stub = new Set<readonly Chunk[]>();
  const figureBands = bands.filter((b) => b.some(isFigures));
  if (figureBands.length < MIN_FIGURE_ROWS) return stub;
  const figureLeft = Math.min(...figureBands.flatMap((b) => b.filter(isFigures).map((c) => c.x0)));
  for (const band of bands) {
    const words = band.filter((c) => !isFigures(c));
    if (words.length > 0 && words.every((c) => c.x1 < figureLeft - c.size)) stub.add(band);
  }
  return stub;
}
