import type { Line } from "./types.ts";
import { percentile } from "./quantiles.ts";

/** Fewest lines that make a margin column: one or two short lines beside prose are labels. */
const MIN_LINES = 3;

/**
 * A narrow column set in the margin of a body column (a journal's "Correspondence to", "Received"
 * and "Accepted" beside an article's opening, a citation and dates box): its lines share
 * baselines, or nearly, with the body's, so read by height the two are woven line by line. Such a
 * column stands wholly to one side of the body lines beside it, leaving a gap of its own, is set
 * in smaller type, and is much narrower than the body's measure. The lines returned are read as a
 * block of their own after the band they sit in, never between the body's lines.
 */
export function findMarginColumn(lines: Line[]): Set<Line> {
  const found = new Set<Line>();
  const columns = new Set(lines.filter((l) => !l.spanning).map((l) => l.column));
  for (const column of columns) {
    const inColumn = lines.filter((l) => !l.spanning && l.column === column);
    const prose = inColumn.filter((l) => l.text.length >= 20);
    if (prose.length < MIN_LINES) continue;
    // The body's measure: most of its lines reach across it.
    const measure = percentile(prose.map((l) => l.x1 - l.x0), 0.75);
    for (const side of ["left", "right"] as const) {
      const beside = (l: Line) =>
        prose.filter((b) => {
          const gap = side === "left" ? b.x0 - l.x1 : l.x0 - b.x1;
          return gap >= 1.5 * l.size && b.size >= 1.08 * l.size && b.bottom > l.top - b.size && b.top < l.bottom + b.size;
        });
      const candidates = inColumn
        .filter((l) => l.x1 - l.x0 <= 0.5 * measure && beside(l).length > 0)
        .sort((a, b) => a.baseline - b.baseline);
      // Stacked: one run, each line close under the last, one left edge (a column, not scattered labels).
      let run: Line[] = [];
      const close = () => {
        if (isMarginRun(run, inColumn, side)) for (const l of run) found.add(l);
        run = [];
      };
      for (const line of candidates) {
        const last = run.at(-1);
        if (last && (line.baseline - last.baseline > 2.5 * Math.max(line.size, last.size) || Math.abs(line.x0 - run[0]!.x0) > 2 * line.size)) close();
        run.push(line);
      }
      close();
    }
  }
  return found;
}

/**
 * Whether a stack of narrow lines is a margin column: enough lines that hold words, and nothing
 * else of the column between them and the body (a line starting in the run's place that reaches
 * into the body is a paragraph's own line, and the run is then the short lines of a list).
 */
function isMarginRun(run: Line[], inColumn: Line[], side: "left" | "right"): boolean {
  if (run.filter((l) => /\p{L}/u.test(l.text)).length < MIN_LINES) return false;
  const top = Math.min(...run.map((l) => l.top));
  const bottom = Math.max(...run.map((l) => l.bottom));
  const near = side === "left" ? Math.max(...run.map((l) => l.x1)) : Math.min(...run.map((l) => l.x0));
  const inRun = new Set(run);
  return !inColumn.some((l) => !inRun.has(l) && l.bottom > top && l.top < bottom && (side === "left" ? l.x0 < near && l.x1 > near : l.x1 > near && l.x0 < near));
}
