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

/** What is in of a paper's tables while they are asked for, part by part. */
export interface PaperTablesSoFar {
  /** The tables in so far, in reading order; the last may still lack rows (see `filling`). */
  tables: PaperTable[];
  /** The ordinal of the table whose later rows are still being asked for; null when each table in is whole. */
  filling: number | null;
  /** Whether tables after these are still to be asked for. */
  more: boolean;
}

/** How a reading of every table goes: a part already in hand, each step told, and a stop. */
export interface PaperTablesReading {
  /** A first part already in hand (as readTables answers); otherwise the first is asked for. */
  first?: PaperTablesPage;
  /** Told after every part, with everything in so far (the same arrays are never changed after). */
  onPart?: (soFar: PaperTablesSoFar) => void;
  /** When it returns true the reading ends before its next question and `readPaperTables` answers undefined. */
  stopped?: () => boolean;
}

/**
 * Every table of a paper, asked a part at a time, each table whole; null when its tables were
 * never read, undefined when stopped. One loop for the app (which draws each part as it comes)
 * and the CLI. A `next` table or row that does not move forward ends the reading rather than
 * asking for the same part again.
 */
export async function readPaperTables(reader: PaperTablesReader, reading: PaperTablesReading = {}): Promise<PaperTable[] | null | undefined> {
  const { onPart, stopped = () => false } = reading;
  let part = reading.first ?? (await reader.page(0));
  if (part.tables === null) return null;
  let tables: PaperTable[] = [];
  let from = -1;
  for (;;) {
    if (stopped()) return undefined;
    const whole = await wholeTables(reader, part, tables, reading);
    if (whole === undefined) return undefined;
    tables = whole;
    if (part.next === null || part.next <= from) break;
    from = part.next;
    onPart?.({ tables, filling: null, more: true });
    if (stopped()) return undefined;
    part = await reader.page(from);
  }
  onPart?.({ tables, filling: null, more: false });
  return tables;
}

/**
 * `before` and the tables of `part`, its last table made whole: its rows left asked from
 * `part.rest` on, a part at a time, each step told to `onPart`; undefined when stopped.
 */
async function wholeTables(reader: PaperTablesReader, part: PaperTablesPage, before: PaperTable[], { onPart, stopped = () => false }: PaperTablesReading): Promise<PaperTable[] | undefined> {
  const tables = [...before, ...(part.tables ?? [])];
  const cursor = part.rest;
  const cut = cursor === null ? -1 : tables.findIndex((table, i) => i >= before.length && table.ordinal === cursor.ordinal);
  if (cursor === null || cut < 0) return tables;
  const withRows = (rows: TableRow[]) => tables.map((table, i) => (i === cut ? { ...table, rows } : table));
  let rows: TableRow[] = tables[cut]!.rows;
  let row = cursor.row;
  for (;;) {
    onPart?.({ tables: withRows(rows), filling: cursor.ordinal, more: part.next !== null });
    if (stopped()) return undefined;
    const more = await reader.rows({ ordinal: cursor.ordinal, row });
    rows = [...rows, ...more.rows];
    if (more.next === null || more.next <= row) break;
    row = more.next;
  }
  return withRows(rows);
}

/** The tables of `part`, its last table made whole (see readPaperTables). */
export async function wholePartTables(reader: PaperTablesReader, part: PaperTablesPage): Promise<PaperTable[]> {
  return (await wholeTables(reader, part, [], {})) ?? [];
}

/** Every table of a paper, each whole, from `first` (a part already in hand) or the start; null when its tables were never read. */
export async function allPaperTables(reader: PaperTablesReader, first?: PaperTablesPage): Promise<PaperTable[] | null> {
  return (await readPaperTables(reader, { first })) ?? null;
}
