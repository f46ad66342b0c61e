import type { PaperTable } from "../../../contract/tables.ts";
import type { LibraryDatabase } from "../openDatabase.ts";
import { prepared } from "../statements.ts";
import { toTable, type RawTable } from "./paperTables.ts";

/**
 * A stored table's size in bytes: what it sends (cells and their boxes, caption, label, notes,
 * pages, doubts). octet_length, not length: in a UTF-8 library SQLite takes a text's byte count
 * from the record's header, where length would read out and count every character of a table
 * of tens of megabytes only to learn it is too large to send.
 */
const SIZE = ["header_json", "rows_json", "boxes_json", "footnotes_json", "pages_json", "doubts_json", "caption", "label"].map((column) => `coalesce(octet_length(${column}), 0)`).join(" + ");

/** Whether the paper is known and its tables were read: undefined for an unknown paper. */
function tablesRead(db: LibraryDatabase, paperId: number): boolean | undefined {
  const paper = prepared<[number], { read: number }>(db, `SELECT tables_read AS read FROM papers WHERE id = ?`).get(paperId);
  return paper ? paper.read === 1 : undefined;
}

/** The size in bytes of a paper's stored tables (see SIZE); null when they were never read, undefined for an unknown paper. */
export function paperTablesSize(db: LibraryDatabase, paperId: number): number | null | undefined {
  const read = tablesRead(db, paperId);
  if (read !== true) return read === undefined ? undefined : null;
  return prepared<[number], { size: number | null }>(db, `SELECT sum(${SIZE}) AS size FROM paper_tables WHERE paper_id = ?`).get(paperId)?.size ?? 0;
}

/**
 * The paper's tables from ordinal `from` on, whole, while their size stays within `maxBytes`
 * (at least one table when any is left), and the ordinal that follows them (null after the
 * last). Only the chosen tables are read out of SQLite: the sizes are summed in the query.
 * Null when its tables were never read; undefined for an unknown paper.
 */
export function listPaperTablesFrom(db: LibraryDatabase, paperId: number, from: number, maxBytes: number): { tables: PaperTable[]; next: number | null } | null | undefined {
  const read = tablesRead(db, paperId);
  if (read !== true) return read === undefined ? undefined : null;
  let last: number | null = null;
  let next: number | null = null;
  let total = 0;
  for (const row of prepared<[number, number], { ordinal: number; size: number }>(db, `SELECT ordinal, ${SIZE} AS size FROM paper_tables WHERE paper_id = ? AND ordinal >= ? ORDER BY ordinal`).iterate(paperId, from)) {
    if (last !== null && total + row.size > maxBytes) {
      next = row.ordinal;
      break;
    }
    last = row.ordinal;
    total += row.size;
  }
  if (last === null) return { tables: [], next: null };
  const tables = prepared<[number, number, number], RawTable>(db, `SELECT * FROM paper_tables WHERE paper_id = ? AND ordinal BETWEEN ? AND ? ORDER BY ordinal`).all(paperId, from, last).map(toTable);
  return { tables, next };
}
