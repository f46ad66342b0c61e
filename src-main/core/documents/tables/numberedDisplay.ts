import type { TableRow } from "../../../contract/tables.ts";
import type { Line, Rect } from "../layout/types.ts";

/** An equation's number as LaTeX and Word set it: "(3)", "(12b)", "(A.1)". */
const EQUATION_NUMBER = /^\((?:[A-Z]\.)?\d{1,3}[a-z]?\)$/;

/**
 * Whether rows of cells found with no caption are a displayed equation (a matrix between
 * brackets, an array of cases): an equation number stands alone beside them, to their right
 * within their height with nothing between, or alone in their last column. A table is numbered
 * by its caption, never so.
 */
export function isNumberedDisplay(box: Rect, rows: readonly TableRow[], lines: readonly Line[]): boolean {
  const lastCells = rows.map((row) => row.cells.at(-1)?.text.trim() ?? "");
  const numbered = lastCells.filter((text) => EQUATION_NUMBER.test(text)).length;
  if (numbered === 1 && lastCells.every((text) => text === "" || EQUATION_NUMBER.test(text))) return true;
  const top = box.y;
  const bottom = box.y + box.h;
  const right = box.x + box.w;
  return lines.some((number) => {
    if (!EQUATION_NUMBER.test(number.text.trim()) || number.x0 < right) return false;
    if (number.baseline < top || number.top > bottom) return false;
    // No words or figures on its baseline between the rows' right edge and the number: a closing bracket's pieces may be.
    return !lines.some((l) => l !== number && /[\p{L}\p{N}]/u.test(l.text) && l.x0 >= right - 1 && l.x1 <= number.x0 && l.bottom > number.top && l.top < number.bottom);
  });
}
