import { columnSpan, type Column } from "./tableColumns.ts";
import type { Band } from "./tableRows.ts";
import { startsCell } from "./tableRows.ts";
import { fitsBeside } from "./unwrappedLines.ts";

/**
 * Inside a grid read by its rules, a stretch between two rules is one row unless a line begins
 * cells anew in several columns (rowGroups.ts), so lines that each run across the columns in one
 * piece (formulas or statements set one to a line under the grid's cells, each a `\multicolumn`
 * row of its own) were read as one cell wrapped over them. A line across the columns, under
 * another across the same columns that ended short enough for its first word to have fit there,
 * was not wrapped onto: it begins a row. A paragraph's lines wrapped across the box fill it, so
 * their next line's first word never fits, and a line opening with a small letter or following an
 * unfinished one goes on as before.
 */
export function lineAcrossUnderLine(band: Band, previous: Band | undefined, columns: readonly Column[]): boolean {
  if (band.length !== 1 || previous?.length !== 1) return false;
  const [line, above] = [band[0]!, previous[0]!];
  const [first, last] = columnSpan(line, columns);
  const [aboveFirst, aboveLast] = columnSpan(above, columns);
  if (last === first || aboveLast === aboveFirst || first !== aboveFirst) return false;
  if (!startsCell(line, above.text)) return false;
  return fitsBeside(line, above, spanWidth(columns, first, Math.max(last, aboveLast)));
}

function spanWidth(columns: readonly Column[], first: number, last: number): number {
  return columns[last]!.x1 - columns[first]!.x0;
}
