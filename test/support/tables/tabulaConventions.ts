/**
 * Tabula's expected output mapped to what the reader gives, where the two differ by convention
 * rather than by reading (docs/table-measures.md, "Round 15: Tabula's shape misses"):
 *
 * - Tabula's test extracts an area of one page; the reader reads the whole document, so a table
 *   it found also holds rows above or below that area (a header the area leaves out, a last row
 *   it cuts, a footnote) or on later pages (a table continued over five pages). Only the found
 *   rows printed inside the area on the case's page are compared.
 * - Tabula's grid has rows and columns that are empty throughout where its area or a ruling
 *   line runs past the text (an empty first row above a table, an empty first column beside
 *   it). Nobody can tell such a line from none, so they are dropped.
 * - Tabula keeps the hyphen character the PDF draws (U+2010 HYPHEN, U+2011 NON-BREAKING HYPHEN);
 *   the reader reads both as "-" on purpose when it builds its lines (layout/buildLines.ts), so a
 *   search for "13-Sep-11" finds a date the PDF set with U+2010. Nothing on the page tells the
 *   three apart, so the expected text is folded the same way (docs/table-measures.md, "Round 32").
 */
import type { ParsedTable, TableBox, TableRow } from "../../../src-main/contract/tables.ts";

/** Whether a box's centre lies inside the area on the area's page. */
const centreInside = (b: TableBox, area: TableBox) => b.page === area.page && b.x + b.w / 2 >= area.x && b.x + b.w / 2 <= area.x + area.w && b.y + b.h / 2 >= area.y && b.y + b.h / 2 <= area.y + area.h;

/**
 * The found table's rows printed inside `area`: a row is kept when one of its cells' text lies
 * there, or when none of its cells has text (nothing says where it is).
 */
export function rowsInArea(table: Pick<ParsedTable, "header" | "rows">, area: TableBox): Pick<ParsedTable, "header" | "rows"> {
  const inside = (row: TableRow) => {
    const boxes = row.cells.flatMap((c) => (c.box ? [c.box] : []));
    return boxes.length === 0 || boxes.some((b) => centreInside(b, area));
  };
  return { header: table.header.filter(inside), rows: table.rows.filter(inside) };
}

/** The grid without the rows and columns that are empty throughout. */
export function withoutEmptyLines(grid: readonly (readonly string[])[]): string[][] {
  const width = Math.max(0, ...grid.map((r) => r.length));
  const used = Array.from({ length: width }, (_, k) => grid.some((r) => (r[k] ?? "").trim() !== ""));
  return grid.filter((r) => r.some((t) => t.trim() !== "")).map((r) => r.filter((_, k) => used[k]));
}

/**
 * The expected grid with its hyphen characters read as the reader reads them: U+2010 and U+2011 as
 * "-", and a line break Tabula keeps after a hyphen between two words or figures ("G-" / "1/Lot 1")
 * dropped, as the reader joins such a cell's lines (tables/tableCells.ts, `textOf`).
 */
export function withHyphensFolded(grid: readonly (readonly string[])[]): string[][] {
  return grid.map((r) => r.map((t) => t.replace(/[\u2010\u2011]/g, "-").replace(/(?<=[\p{L}\p{N}]-)[^\S\n]*\r?\n\s*(?=[\p{L}\p{N}])/gu, "")));
}
