import { isOcrFont, type TextRun } from "./types.ts";

/**
 * Groups a page's runs into rows by baseline. Superscripts and subscripts sit within half a
 * font size of their line's baseline, so they join it; the tolerance uses the larger size.
 * Text of ordinary size is grouped first; small raised or lowered runs then join the row they
 * touch horizontally, not whichever row happens to be nearest: in two columns a superscript
 * in the left column can sit closer to a baseline of the right column than to its own line.
 */
export function groupRows(runs: TextRun[], typical: number): TextRun[][] {
  const sorted = [...runs].sort((a, b) => a.y - b.y || a.x - b.x);
  const rows: { baseline: number; size: number; runs: TextRun[] }[] = [];
  // Small runs and lone marks (a superscript, a ring drawn above an "A") are placed second.
  const small = (run: TextRun) => run.size < 0.85 * typical || (run.text.trim().length <= 2 && !/\p{L}/u.test(run.text));
  for (const run of sorted) {
    if (small(run)) continue;
    let best: (typeof rows)[number] | undefined;
    let bestDy = Infinity;
    // Only recent rows can match: rows are created in baseline order.
    for (let i = rows.length - 1; i >= 0 && i >= rows.length - 6; i--) {
      const row = rows[i]!;
      const dy = Math.abs(run.y - row.baseline);
      if (dy <= 0.45 * Math.max(run.size, row.size) && dy < bestDy && !overlapsOtherLine(run, row.runs)) {
        best = row;
        bestDy = dy;
      }
    }
    if (best) {
      best.runs.push(run);
      // The row's baseline is that of its largest text, not of a superscript that came first.
      if (run.size > best.size) {
        best.size = run.size;
        best.baseline = run.y;
      }
    } else {
      rows.push({ baseline: run.y, size: run.size, runs: [run] });
    }
  }
  /** Puts a small run in the row it belongs to; with none, in a row of its own when `alone`, else leaves it. */
  const place = (run: TextRun, alone: boolean): boolean => {
    let best: (typeof rows)[number] | undefined;
    let bestScore = Infinity;
    for (const row of rows) {
      // A row can hold lines of two columns whose baselines differ a little (its baseline is the
      // larger type's): a mark is measured from the runs it touches, those of its own column.
      const beside = row.runs.filter((r) => run.x + run.w > r.x - 0.6 * row.size && run.x < r.x + r.w + 0.6 * row.size);
      const dy = beside.length > 0 ? Math.min(...beside.map((r) => Math.abs(run.y - r.y))) : Math.abs(run.y - row.baseline);
      if (dy > 0.45 * Math.max(run.size, row.size)) continue;
      // A row this run touches wins over a nearer one it does not.
      const score = dy + (beside.length > 0 ? 0 : 1000);
      if (score < bestScore) {
        best = row;
        bestScore = score;
      }
    }
    if (best) best.runs.push(run);
    else if (alone) rows.push({ baseline: run.y, size: run.size, runs: [run] });
    return !!best || alone;
  };
  // A mark on a mark (a symbol's raised letter, "λ" then "A") finds its row only once the run it
  // touches is placed: runs that find none are placed after the others.
  const waiting = sorted.filter((run) => small(run) && !place(run, false));
  for (const run of waiting) place(run, true);
  return rows.map((row) => row.runs.sort((a, b) => a.x - b.x));
}

/**
 * How far apart two runs' baselines stand, in the larger's size, before they are two lines' words:
 * a fraction's parts, which tesseract can read on baselines a third of a size apart, stay one row.
 */
const OTHER_LINE_STEP = 0.5;
/** A run this many times a word's size is a tall box (a formula's operators read as a word), not type. */
const TALL_BOX = 2;

/**
 * Whether an OCR word stands over or under a word of the row, on a baseline of its own: two words
 * of one scanned line never share their horizontal place. A row takes a larger type's baseline (a
 * column of display formulas beside the text), and the next line of the column beside it can then
 * fall within the tolerance: its words would be merged into the line above, word by word.
 * Only OCR's words: a text layer's runs overlap on their line (an accent or a hat drawn over its
 * letter, a subscript at full size), and tesseract gives whole words, each on its own line.
 */
function overlapsOtherLine(run: TextRun, rowRuns: readonly TextRun[]): boolean {
  if (!isOcrFont(run.font)) return false;
  // A box more than twice the words' size (a display formula's operators, read as one tall word)
  // is no column's line: rows it took over are left as they were read (round 30: the lines then
  // parted set the box apart, across the gutter, and the column's reading order broke).
  if (rowRuns.some((r) => r.size > TALL_BOX * run.size)) return false;
  for (const r of rowRuns) {
    if (!isOcrFont(r.font)) continue;
    if (Math.abs(r.y - run.y) <= OTHER_LINE_STEP * Math.max(r.size, run.size)) continue;
    const overlap = Math.min(r.x + r.w, run.x + run.w) - Math.max(r.x, run.x);
    if (overlap > 0.5 * Math.min(r.w, run.w)) return true;
  }
  return false;
}
