import { z } from "zod";
import { PaperTableSchema, TableRowSchema, type PaperTable, type TableRow } from "./tables.ts";

export const PaperTablesPageRequestSchema = z.strictObject({
  /** The ordinal of the first table wanted (0 for the first; a page's `next`). Defaults to 0. */
  from: z.number().int().min(0).optional(),
});
export type PaperTablesPageRequest = z.infer<typeof PaperTablesPageRequestSchema>;

/** Where the rows of one table not yet sent start: the table's ordinal and the index of its first row left (0-based). */
export const TableRowCursorSchema = z.strictObject({
  ordinal: z.number().int().min(0),
  row: z.number().int().min(0),
});
export type TableRowCursor = z.infer<typeof TableRowCursorSchema>;

/** A part of a paper's tables (library.paperTablesPage). */
export const PaperTablesPageSchema = z.strictObject({
  /**
   * Tables from `from` on, in reading order, as many as fit one answer (at least one when any is
   * left); null when the paper's tables were never read. A table larger than one answer comes
   * alone with its header and first rows, and `rest` says where its other rows start.
   */
  tables: z.array(PaperTableSchema).nullable(),
  /** The ordinal to ask for next; null when these were the last. */
  next: z.number().int().min(0).nullable(),
  /** The rest of the last table's rows, asked a part at a time (library.paperTableRows); null when every row was sent. */
  rest: TableRowCursorSchema.nullable(),
});
export type PaperTablesPage = z.infer<typeof PaperTablesPageSchema>;

/** A part of one table's body rows (library.paperTableRows). */
export const TableRowsPageSchema = z.strictObject({
  /** Body rows from the cursor's row on, in order, as many as fit one answer (at least one when any is left). */
  rows: z.array(TableRowSchema),
  /** The row to ask for next; null when these were the last (or the cursor was past the end). */
  next: z.number().int().min(0).nullable(),
});
export type TableRowsPage = z.infer<typeof TableRowsPageSchema>;

/** The most bytes of tables one answer of library.paperTablesPage or library.paperTableRows holds (stored cells, boxes and notes; the JSON sent is about as large). */
export const TABLES_PAGE_MAX_BYTES = 8 * 1024 * 1024;

/** How a reader asks for parts: tables from an ordinal on, and one table's rows from a cursor on. */
export interface PaperTablesReader {
  page: (from: number) => Promise<PaperTablesPage>;
  rows: (cursor: TableRowCursor) => Promise<TableRowsPage>;
}

/**
 * The last table of `part` made whole: its rows left asked from `part.rest` on, a part at a time.
 * A `next` row that does not move forward ends the reading rather than asking for the same rows again.
 */
export async function wholeTables(reader: PaperTablesReader, part: PaperTablesPage): Promise<PaperTable[]> {
  const tables = part.tables ?? [];
  const cursor = part.rest;
  const cut = cursor === null ? undefined : tables.find((table) => table.ordinal === cursor.ordinal);
  if (cursor === null || cut === undefined) return tables;
  const rows: TableRow[] = [...cut.rows];
  let row = cursor.row;
  for (;;) {
    const more = await reader.rows({ ordinal: cursor.ordinal, row });
    rows.push(...more.rows);
    if (more.next === null || more.next <= row) break;
    row = more.next;
  }
  return tables.map((table) => (table === cut ? { ...table, rows } : table));
}

/**
 * Every table of a paper, asked a part at a time from `first` (a part already in hand, as
 * readTables answers) or from the start, each table whole; null when its tables were never read.
 * A `next` that does not move forward ends the reading rather than asking for the same part again.
 */
export async function allPaperTables(reader: PaperTablesReader, first?: PaperTablesPage): Promise<PaperTable[] | null> {
  let part = first ?? (await reader.page(0));
  if (part.tables === null) return null;
  const tables = [...(await wholeTables(reader, part))];
  let from = -1;
  while (part.next !== null && part.next > from) {
    from = part.next;
    part = await reader.page(from);
    tables.push(...(await wholeTables(reader, part)));
  }
  return tables;
}
