import type { Line } from "./layout/types.ts";

const hasText = (l: Line) => /[\p{L}\p{N}]/u.test(l.text);

/**
 * The lines the front matter is read from, as laid out (before reading order), copied so reading
 * order may arrange its own as it needs: page 1's lines with text, those of it the table finder
 * claimed (an author grid, names over their details in columns, is set like a table and may be
 * claimed as one: the author search still sees those lines), and pages 2 and 3's.
 * `allLines` are every line of each page, `builtLines` those left once tables took theirs.
 */
export function titlePageCopies(allLines: readonly Line[][], builtLines: readonly Line[][]): { lines: Line[]; tableLines: Line[]; laterPageLines: Line[][] } {
  const lines = builtLines[0]!.filter(hasText).map((l) => ({ ...l }));
  // A Set: page 1 may hold thousands of lines, and a list search per line would be quadratic.
  const kept = new Set(builtLines[0]);
  const tableLines = allLines[0]!.filter((l) => hasText(l) && !kept.has(l)).map((l) => ({ ...l }));
  const laterPageLines = builtLines.slice(1, 3).map((page) => page.filter(hasText).map((l) => ({ ...l })));
  return { lines, tableLines, laterPageLines };
}
