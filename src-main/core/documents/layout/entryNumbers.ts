import { bareNumberColumns } from "./numberColumns.ts";
import type { Line } from "./types.ts";

/**
 * The numbers of a numbered list set apart from their entries ("20" in a column of its own, the
 * entry's text a gap to its right, its lines after the first hung under that text): a reference
 * list's labels. They stack and count up as line numbers do, but a manuscript numbers every line,
 * while a list numbers only each entry's first: between most two numbers that follow each other
 * stand lines of the entries' text with no number beside them. Such numbers are the entries'
 * labels and stay with them, wherever they stand (outside the long lines' edge, when a page holds
 * nothing else).
 */
export function findEntryNumbers(lines: Line[]): Set<Line> {
  const found = new Set<Line>();
  for (const column of bareNumberColumns(lines)) {
    if (column.length < 3) continue;
    const right = Math.max(...column.map((l) => l.x1));
    const size = column[0]!.size;
    // The entry's own text: starting a little right of the numbers, within a few ems of them.
    const entryText = (l: Line) => !/^\d{1,4}$/.test(l.text) && l.x0 > right && l.x0 < right + 4 * size;
    const opens = (n: Line) => lines.some((l) => entryText(l) && Math.abs(l.baseline - n.baseline) < 0.3 * size);
    let steps = 0;
    let hung = 0;
    for (let i = 1; i < column.length; i++) {
      const [a, b] = [column[i - 1]!, column[i]!];
      if (Number(b.text) !== Number(a.text) + 1) continue;
      steps++;
      const between = lines.some((l) => entryText(l) && l.baseline > a.baseline + 0.5 * size && l.baseline < b.baseline - 0.5 * size);
      if (between && opens(a) && opens(b)) hung++;
    }
    if (steps >= 2 && hung >= 0.6 * (column.length - 1)) for (const l of column) found.add(l);
  }
  return found;
}
