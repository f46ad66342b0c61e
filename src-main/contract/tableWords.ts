import type { ParsedTable, TableDoubt, TableDoubtKind, TableGrid } from "./tables.ts";
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

/**
 * A table's size as a reader would count it: data rows only (a group label such as "Asian
 * populations" heads rows, it is not one), by columns; with the groups said when there are any:
 * "21 rows × 12 columns, in 2 groups", or "21 rows × 12 columns, 18 of them in 2 groups" when
 * rows come before the first label. The paper view, `show` and every other size use this.
 */
export function tableSize(table: Pick<ParsedTable, "header" | "rows">): string {
  return sizeWords(table.rows.map((row) => row.kind === "subheading"), tableWidth(table));
}

/** The same for a table's plain grid (as `show --json` prints it), its group labels named by `groupLabelRows`. */
export function gridSize(grid: Pick<TableGrid, "header" | "rows" | "groupLabelRows">): string {
  const labels = new Set(grid.groupLabelRows);
  return sizeWords(grid.rows.map((_, i) => labels.has(i)), Math.max(0, ...[...grid.header, ...grid.rows].map((row) => row.length)));
}

/** `isLabel` per body row, in order. */
function sizeWords(isLabel: readonly boolean[], columns: number): string {
  const size = `${count(isLabel.filter((label) => !label).length, "row")} × ${count(columns, "column")}`;
  const groups = isLabel.filter(Boolean).length;
  if (groups === 0) return size;
  const first = isLabel.indexOf(true);
  const grouped = isLabel.slice(first).filter((label) => !label).length;
  const inGroups = `in ${count(groups, "group")}`;
  return first === 0 ? `${size}, ${inGroups}` : `${size}, ${grouped.toLocaleString("en-US")} of them ${inGroups}`;
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
