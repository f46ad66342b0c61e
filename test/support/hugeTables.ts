import type { ParsedTable, TableRow } from "../../src-main/contract/tables.ts";

/**
 * `count` copies of a printed table, each `rows` body rows long, its rows repeated from the
 * printed ones but each first cell made unique ("T2 R4999": table 2, row 4999) so a reader of the
 * copies can tell that every row arrived, once and in order. The other cells are shared objects:
 * only what is stored grows, not the test's memory. About 1.1 kB a row of 12 cells with boxes.
 */
export function hugeTables(printed: ParsedTable, count: number, rows: number): ParsedTable[] {
  const source = printed.rows.filter((row) => row.kind === "body" && row.cells.length > 1);
  return Array.from({ length: count }, (_, t) => ({
    ...printed,
    label: `Table ${t + 1}`,
    rows: Array.from({ length: rows }, (_, r): TableRow => {
      const [first, ...rest] = source[r % source.length]!.cells;
      return { kind: "body", cells: [{ ...first!, text: rowMark(t, r) }, ...rest] };
    }),
  }));
}

/** The first cell of row `r` of copy `t` (both from 0). */
export const rowMark = (t: number, r: number): string => `T${t} R${r}`;
