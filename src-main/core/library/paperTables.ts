import { TABLES_PAGE_MAX_BYTES, type PaperTablesPage, type TableRowCursor, type TableRowsPage } from "../../contract/paperTablesPages.ts";
import type { PaperTable } from "../../contract/tables.ts";
import type { LibraryDatabase } from "../db/openDatabase.ts";
import { getPaper } from "../db/repositories/papers.ts";
import { listPaperTablesFrom, listTableRowsFrom, paperTablesSize } from "../db/repositories/paperTablePages.ts";
import { listPaperTables, replacePaperTables } from "../db/repositories/paperTables.ts";
import type { ParserPool } from "../documents/pool/ParserPool.ts";
import { PaperNotFoundError } from "../errors/PaperNotFoundError.ts";
import { PaperTablesTooLargeError } from "../errors/PaperTablesTooLargeError.ts";
import { readPaperFile } from "./readPaperFile.ts";

/**
 * The most of a paper's tables one answer holds whole (bytes of their stored cells, boxes and
 * notes; the answer's JSON is about as large). A paper of a few hundred ordinary tables is a few
 * megabytes; the reader keeps up to 500 tables of 10,000 rows, which would be gigabytes in one answer.
 */
export const TABLES_ANSWER_MAX_BYTES = 64 * 1024 * 1024;

export { TABLES_PAGE_MAX_BYTES };

/** A paper's stored tables; null when they were never read. PaperTablesTooLargeError past `maxBytes`, checked before any is read out. */
export function readStoredTables(db: LibraryDatabase, id: number, maxBytes = TABLES_ANSWER_MAX_BYTES): PaperTable[] | null {
  const size = paperTablesSize(db, id);
  if (size === undefined) throw new PaperNotFoundError(id);
  if (size !== null && size > maxBytes) throw new PaperTablesTooLargeError(id, size, maxBytes);
  const tables = listPaperTables(db, id);
  if (tables === undefined) throw new PaperNotFoundError(id);
  return tables;
}

/** A part of a paper's stored tables, from ordinal `from` on (see paperTablesPage). */
export function readTablesPage(db: LibraryDatabase, id: number, from = 0, maxBytes = TABLES_PAGE_MAX_BYTES): PaperTablesPage {
  const page = listPaperTablesFrom(db, id, from, maxBytes);
  if (page === undefined) throw new PaperNotFoundError(id);
  return page ?? { tables: null, next: null, rest: null };
}

/** A part of one stored table's body rows, from the cursor on (see paperTableRows). */
export function readTableRowsPage(db: LibraryDatabase, id: number, cursor: TableRowCursor, maxBytes = TABLES_PAGE_MAX_BYTES): TableRowsPage {
  const page = listTableRowsFrom(db, id, cursor.ordinal, cursor.row, maxBytes);
  if (page === undefined) throw new PaperNotFoundError(id);
  return page;
}

/**
 * Reads the paper's PDF again, in the parser pool, and puts the tables found in place of those
 * kept. Only the tables change: the passages, sentences and boxes that QAs and answers rest on
 * keep their ids. The file must still be the one imported (readPaperFile checks its hash), or the
 * tables' boxes would belong to another file. A reader that does not look for tables (gives no
 * `tables`) leaves what is stored as it is.
 */
export async function readTablesAgain(db: LibraryDatabase, pool: ParserPool, id: number): Promise<PaperTablesPage> {
  const paper = getPaper(db, id);
  if (!paper) throw new PaperNotFoundError(id);
  const bytes = await readPaperFile(db, id);
  const parsed = await pool.parse(bytes, { file: paper.sourcePath });
  if (parsed.tables && !replacePaperTables(db, id, parsed.tables)) throw new PaperNotFoundError(id);
  return readTablesPage(db, id);
}
