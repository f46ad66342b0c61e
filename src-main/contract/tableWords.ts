import type { ParsedTable, TableDoubt, TableDoubtKind } from "./tables.ts";
import { tableWidth } from "./tableGrid.ts";

// How a paper's tables are named and described, in the words the paper view, `show` and
// `distillate tables` share.

/**
 * Table doubts that are facts rather than doubts: a table printed as a picture is certainly
 * unread, and its listing says so. It does not make the paper's reading doubtful.
 */
export const TABLE_FACT_KINDS: readonly TableDoubtKind[] = ["image-only"];

/** The doubts a reader should check the table against the PDF for. */
export function tableDoubtsToCheck(doubts: readonly TableDoubt[]): TableDoubt[] {
  return doubts.filter((d) => !TABLE_FACT_KINDS.includes(d.kind));
}

/** "Table 2" as printed, or "Unlabelled table (no. 3)" by its place among the paper's tables (`ordinal` is 0-based). */
export function tableName(table: { label: string | null }, ordinal: number): string {
  return table.label ?? `Unlabelled table (no. ${ordinal + 1})`;
}

const count = (n: number, noun: string) => `${n.toLocaleString("en-US")} ${noun}${n === 1 ? "" : "s"}`;

/** "23 rows × 12 columns": body rows (sub-heading rows included) by columns. */
export function tableSize(table: Pick<ParsedTable, "header" | "rows">): string {
  return sizeWords(table.rows.length, tableWidth(table));
}

/** The same for a table's plain grid (as `show --json` prints it). */
export function gridSize(grid: { header: string[][]; rows: string[][] }): string {
  return sizeWords(grid.rows.length, Math.max(0, ...[...grid.header, ...grid.rows].map((row) => row.length)));
}

function sizeWords(rows: number, columns: number): string {
  return `${count(rows, "row")} × ${count(columns, "column")}`;
}

/** "page 3" or "pages 3–4". */
export function tablePages(table: Pick<ParsedTable, "pages">): string {
  const first = table.pages[0];
  const last = table.pages.at(-1);
  return first === last ? `page ${first}` : `pages ${first}–${last}`;
}

/** What is said of a table printed as a picture, in full and where its size would be. */
export const IMAGE_TABLE_WORDS = "Printed as a picture: its cells cannot be read";
export const IMAGE_TABLE_SHORT = "printed as a picture";

/** What is said of a paper whose tables were never read. */
export const TABLES_NOT_READ_WORDS = "Tables not read yet: this paper was read before Distillate read tables";
