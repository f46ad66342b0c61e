import type { Line } from "./types.ts";
import { bareNumberColumns } from "./numberColumns.ts";

/** Standalone numbers in the page margin: line numbers of preprints, stray page numbers. */
export function isMarginNumber(line: Line, textLeft: number, textRight: number): boolean {
  return /^\d{1,4}$/.test(line.text) && (line.x1 < textLeft - 1 || line.x0 > textRight + 1);
}

/**
 * Line numbers of a manuscript or preprint: bare integers stacked in one narrow column (their
 * edges aligned), counting up as the page goes down. Found by that shape, not by the margin,
 * because a wide header or stamp can sit further out than the numbers do.
 */
export function findLineNumbers(lines: Line[]): Line[] {
  const found: Line[] = [];
  for (const column of bareNumberColumns(lines)) {
    if (column.length < 5) continue;
    let rising = 0;
    for (let i = 1; i < column.length; i++) if (Number(column[i]!.text) > Number(column[i - 1]!.text)) rising++;
    if (rising >= 0.8 * (column.length - 1)) found.push(...column);
  }
  return found;
}
