import { widthOf } from "../layoutSheet.ts";
import type { TablePage } from "./tablePage.ts";

/** The type of a symbol table's cells (a sign, then its name, twice a row). */
export const SIGN_CELL = { font: "Helvetica" as const, size: 10 };

/** Where a symbol table's four columns start: the second sign under two ems after the longest first name, so a long name narrows the gap under four ems. */
export interface SignColumns {
  sign1: number;
  name1: number;
  sign2: number;
  name2: number;
}

export function signColumns(rows: readonly string[][]): SignColumns {
  const sign1 = 110;
  const name1 = 124;
  const sign2 = name1 + Math.max(...rows.map((r) => widthOf(r[1]!, SIGN_CELL))) + 18;
  return { sign1, name1, sign2, name2: sign2 + 14 };
}

/** Draws the rows on the page from `y`, one every 20 pt, an empty cell left out; returns the y under the last. */
export function drawSignRows(p: TablePage, rows: readonly string[][], at: SignColumns, y: number): number {
  for (const row of rows) {
    p.text(row[0]!, at.sign1, y, SIGN_CELL);
    p.text(row[1]!, at.name1, y, SIGN_CELL);
    if (row[2]) p.text(row[2], at.sign2, y, SIGN_CELL);
    if (row[3]) p.text(row[3], at.name2, y, SIGN_CELL);
    y += 20;
  }
  return y;
}
