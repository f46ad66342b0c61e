/**
 * Cells with their place on the table's grid (first and last row and column, 0-based), the form
 * both the ICDAR truth and the structure measures use. A reader's table is placed by the
 * contract's rule: a merged cell is given once at its first row and column, and a cell covered
 * by a row span from above is absent from its row.
 */
import type { ParsedTable, TableRow } from "../../../src-main/contract/tables.ts";
import type { IcdarTable } from "./icdarTruth.ts";

export interface PlacedCell {
  startRow: number;
  startCol: number;
  endRow: number;
  endCol: number;
  text: string;
}

export function placeRows(rows: readonly TableRow[]): PlacedCell[] {
  const taken: number[] = []; // per column: rows still covered from above
  const out: PlacedCell[] = [];
  rows.forEach((row, r) => {
    let col = 0;
    const skipTaken = () => {
      while ((taken[col] ?? 0) > 0) col++;
    };
    for (const cell of row.cells) {
      skipTaken();
      out.push({ startRow: r, startCol: col, endRow: r + cell.rowSpan - 1, endCol: col + cell.colSpan - 1, text: cell.text });
      for (let k = 0; k < cell.colSpan; k++) if (cell.rowSpan > 1) taken[col + k] = cell.rowSpan;
      col += cell.colSpan;
    }
    // The row is done: spans from above cover one row fewer (those started here already count this one).
    for (let c = 0; c < taken.length; c++) if ((taken[c] ?? 0) > 0) taken[c]!--;
  });
  return out;
}

/** A reader's table, header rows first. */
export const placedOfTable = (table: Pick<ParsedTable, "header" | "rows">): PlacedCell[] => placeRows([...table.header, ...table.rows]);

/** The truth's cells, numbered from the first used row and column. */
export function placedOfIcdar(table: IcdarTable): PlacedCell[] {
  if (table.cells.length === 0) return [];
  const row0 = Math.min(...table.cells.map((c) => c.startRow));
  const col0 = Math.min(...table.cells.map((c) => c.startCol));
  return table.cells.map((c) => ({ startRow: c.startRow - row0, startCol: c.startCol - col0, endRow: c.endRow - row0, endCol: c.endCol - col0, text: c.text }));
}

/** Rows of strings, a merged cell's text at its first row and column and "" where it spans. */
export function gridOf(cells: readonly PlacedCell[]): string[][] {
  const rows = Math.max(0, ...cells.map((c) => c.endRow + 1));
  const cols = Math.max(0, ...cells.map((c) => c.endCol + 1));
  const grid = Array.from({ length: rows }, () => Array<string>(cols).fill(""));
  for (const c of cells) grid[c.startRow]![c.startCol] = c.text;
  return grid;
}
