import type { Line } from "../layout/types.ts";
import type { TableCaption } from "./tableCaptions.ts";
import type { RegionContext } from "./regionContext.ts";

/** How far two stretches overlap (0 when they do not). */
export const overlap = (a0: number, a1: number, b0: number, b1: number) => Math.max(0, Math.min(a1, b1) - Math.max(a0, b0));

const sortedLines = new WeakMap<readonly Line[], Line[]>();

/** The lines with a baseline strictly between two heights, found by bisection in the lines sorted once. */
export function linesBetween(context: RegionContext, lo: number, hi: number): Line[] {
  let sorted = sortedLines.get(context.lines);
  if (!sorted) sortedLines.set(context.lines, (sorted = [...context.lines].sort((a, b) => a.baseline - b.baseline)));
  let a = 0;
  let b = sorted.length;
  while (a < b) {
    const m = (a + b) >> 1;
    if (sorted[m]!.baseline <= lo) a = m + 1;
    else b = m;
  }
  const out: Line[] = [];
  for (let i = a; i < sorted.length && sorted[i]!.baseline < hi; i++) out.push(sorted[i]!);
  return out;
}

/** Every caption's lines, gathered once per list of captions: asked of each line a region's walk passes. */
export function captionLines(captions: readonly TableCaption[]): ReadonlySet<Line> {
  let lines = linesOfCaptions.get(captions);
  if (!lines) linesOfCaptions.set(captions, (lines = new Set(captions.flatMap((c) => c.lines))));
  return lines;
}

const linesOfCaptions = new WeakMap<readonly TableCaption[], Set<Line>>();

/** Lines grouped into rows: those whose baselines lie within a third of an em share one. Sorted top to bottom. */
export function groupByBaseline(lines: readonly Line[]): Line[][] {
  const rows: Line[][] = [];
  for (const l of [...lines].sort((a, b) => a.baseline - b.baseline)) {
    const row = rows.at(-1);
    if (row && Math.abs(row[0]!.baseline - l.baseline) < 0.35 * l.size) row.push(l);
    else rows.push([l]);
  }
  return rows;
}
