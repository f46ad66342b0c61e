import type { Chunk } from "./tableChunks.ts";
import { startsCell } from "./tableRows.ts";

/** A stub line read as a category, and where it sits among the rows (0 = level with the first row). */
export interface PlacedLabel {
  chunks: Chunk[];
  at: number;
}

/** A placed label whose lines may be several: `at` its middle, `top` where its first line sits. */
export interface WrappedLabel extends PlacedLabel {
  top: number;
}

/** A rule across the table between its rows: where it lies and how far it reaches. */
export interface RowRule {
  y: number;
  x0: number;
  x1: number;
}

/** Two lines a line's leading apart at most: further apart, a row stands empty in the stub between them. */
const NEXT_LINE = 1.6;

/**
 * Joins the stub's lines that are one category's label wrapped over several lines ("Frequency of
 * opportunity" over "occurrence in general population" beside its three rows). Each line sits on
 * a row of its own, so read one by one they are categories of their own, each heading a row or
 * two. Consecutive lines are one label when the page says so: the lower goes on with the upper (it
 * opens with a small letter, or the upper ends with a comma, a hyphen, "and": `startsCell`), or
 * they are set closer than the rows are, or rules that part the stub's groups stand either side of
 * both and none between them. Lines further apart than a line's leading, or sharing no edge
 * (flush left, centred, flush right: `aligned`), are never joined. Linear
 * in the lines, times the rules under the stub.
 */
export function joinWrappedLabels(labels: readonly PlacedLabel[], rowPitch: number, rules: readonly RowRule[]): WrappedLabel[] {
  const joined: { chunks: Chunk[]; top: number; sum: number; lines: number }[] = [];
  const stubRules = stubParting(labels, rules);
  let previous: Chunk[] | undefined;
  for (const { chunks, at } of labels) {
    const last = joined.at(-1);
    if (last && previous && oneLabel(previous, chunks, rowPitch, stubRules)) {
      last.chunks.push(...chunks);
      last.sum += at;
      last.lines++;
    } else joined.push({ chunks: [...chunks], top: at, sum: at, lines: 1 });
    previous = chunks;
  }
  // The joined label's middle, in rows: the mean of its lines' places.
  return joined.map(({ chunks, top, sum, lines }) => ({ chunks, top, at: sum / lines }));
}

function oneLabel(upper: readonly Chunk[], lower: readonly Chunk[], rowPitch: number, stubRules: readonly number[]): boolean {
  const above = upper.reduce((a, c) => (c.baseline > a.baseline || (c.baseline === a.baseline && c.x0 > a.x0) ? c : a));
  const below = lower.reduce((a, c) => (c.baseline < a.baseline || (c.baseline === a.baseline && c.x0 < a.x0) ? c : a));
  const step = below.baseline - above.baseline;
  if (step <= 0 || step > NEXT_LINE * Math.max(above.size, below.size)) return false;
  if (!aligned([above], [below])) return false;
  if (!startsCell(below, above.text)) return true;
  if (step < 0.9 * rowPitch) return true;
  // Rules part the stub's groups: lines with none between them are one group's label.
  return stubRules.length > 0 && !stubRules.some((y) => y > above.baseline && y < below.baseline - 0.7 * below.size);
}

/**
 * Whether two stub lines are set as one paragraph: flush left, centred or flush right on each
 * other, within half an em. Two lines of a two-column stub (a dataset's name centred down beside
 * its "Top k" values, both read into one column) share none of these edges.
 */
function aligned(upper: readonly Chunk[], lower: readonly Chunk[]): boolean {
  const edges = (cs: readonly Chunk[]) => {
    const x0 = Math.min(...cs.map((c) => c.x0));
    const x1 = Math.max(...cs.map((c) => c.x1));
    return [x0, (x0 + x1) / 2, x1];
  };
  const a = edges(upper);
  const b = edges(lower);
  const tolerance = 0.5 * Math.max(...upper.map((c) => c.size), ...lower.map((c) => c.size));
  return a.some((x, k) => Math.abs(x - b[k]!) <= tolerance);
}

/** The heights of the rules that pass under the stub's labels (a rule under the cells alone parts sub-rows beside them). */
function stubParting(labels: readonly PlacedLabel[], rules: readonly RowRule[]): number[] {
  const chunks = labels.flatMap((l) => l.chunks);
  if (chunks.length === 0) return [];
  const x0 = Math.min(...chunks.map((c) => c.x0));
  const x1 = Math.max(...chunks.map((c) => c.x1));
  return rules.filter((r) => r.x0 <= x0 + 1 && r.x1 >= x1 - 1).map((r) => r.y);
}
