import type { Line } from "./types.ts";

/**
 * A page's bare integers ("12", "2019") gathered into columns by an edge they share, each column
 * in baseline order: the shape both a manuscript's line numbers and a list's entry labels have.
 * What a column is (numbers counting every line, or only each entry's first) is the caller's test.
 */
export function bareNumberColumns(lines: readonly Line[]): Line[][] {
  const numbers = lines.filter((l) => /^\d{1,4}$/.test(l.text)).sort((a, b) => a.baseline - b.baseline);
  const columns: Line[][] = [];
  const used = new Set<Line>();
  for (const seed of numbers) {
    if (used.has(seed)) continue;
    const column = numbers.filter((l) => !used.has(l) && (Math.abs(l.x1 - seed.x1) < 2 || Math.abs(l.x0 - seed.x0) < 2));
    for (const l of column) used.add(l);
    columns.push(column);
  }
  return columns;
}
