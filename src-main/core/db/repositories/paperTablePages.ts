import type { PaperTablesPage, TableRowsPage } from "../../../contract/paperTablesPages.ts";
import type { TableRow } from "../../../contract/tables.ts";
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

/** Every column of a stored table but its rows, which a table too large for one answer sends in parts. */
const ALL_BUT_ROWS = "id, paper_id, ordinal, label, caption, page, pages_json, boxes_json, kind, rotated, ruling, header_json, footnotes_json, doubts_json";

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
 * last). Only the chosen tables are read out of SQLite: the sizes are summed in the query. A
 * first table larger than `maxBytes` comes alone with the rows that fit (at least one) and a
 * cursor to the rest (`rest`). Null when its tables were never read; undefined for an unknown paper.
 */
export function listPaperTablesFrom(db: LibraryDatabase, paperId: number, from: number, maxBytes: number): PaperTablesPage | null | undefined {
  const read = tablesRead(db, paperId);
  if (read !== true) return read === undefined ? undefined : null;
  let first: { ordinal: number; size: number; rows: number } | null = null;
  let last: number | null = null;
  let next: number | null = null;
  let total = 0;
  for (const row of prepared<[number, number], { ordinal: number; size: number; rows: number }>(db, `SELECT ordinal, ${SIZE} AS size, octet_length(rows_json) AS rows FROM paper_tables WHERE paper_id = ? AND ordinal >= ? ORDER BY ordinal`).iterate(paperId, from)) {
    if (last !== null && total + row.size > maxBytes) {
      next = row.ordinal;
      break;
    }
    first ??= row;
    last = row.ordinal;
    total += row.size;
  }
  if (first === null || last === null) return { tables: [], next: null, rest: null };
  if (first.size > maxBytes) return cutTable(db, paperId, first.ordinal, maxBytes - (first.size - first.rows), next);
  const tables = prepared<[number, number, number], RawTable>(db, `SELECT * FROM paper_tables WHERE paper_id = ? AND ordinal BETWEEN ? AND ? ORDER BY ordinal`).all(paperId, first.ordinal, last).map(toTable);
  return { tables, next, rest: null };
}

/** One table too large for an answer: everything but its rows, the rows that fit `rowBytes`, and where the others start. */
function cutTable(db: LibraryDatabase, paperId: number, ordinal: number, rowBytes: number, next: number | null): PaperTablesPage {
  const raw = prepared<[number, number], RawTable>(db, `SELECT ${ALL_BUT_ROWS}, '[]' AS rows_json FROM paper_tables WHERE paper_id = ? AND ordinal = ?`).get(paperId, ordinal)!;
  const rows = listTableRowsFrom(db, paperId, ordinal, 0, rowBytes)!;
  return { tables: [{ ...toTable(raw), rows: rows.rows }], next, rest: rows.next === null ? null : { ordinal, row: rows.next } };
}

/**
 * Body rows of table `ordinal` from row `from` on, while their size stays within `maxBytes` (at
 * least one row when any is left), and the row that follows them (null after the last). SQLite
 * walks the stored rows in order (json_each) and only the chosen ones are read out. Undefined for an
 * unknown paper; no rows for a table or row past the end.
 */
export function listTableRowsFrom(db: LibraryDatabase, paperId: number, ordinal: number, from: number, maxBytes: number): TableRowsPage | undefined {
  if (tablesRead(db, paperId) === undefined) return undefined;
  const rows: TableRow[] = [];
  let next: number | null = null;
  let total = 0;
  const statement = prepared<[number, number, number], { row: number; json: string; size: number }>(
    db,
    `SELECT r.key AS row, r.value AS json, octet_length(r.value) AS size FROM paper_tables t, json_each(t.rows_json) r WHERE t.paper_id = ? AND t.ordinal = ? AND r.key >= ?`,
  );
  for (const row of statement.iterate(paperId, ordinal, from)) {
    if (rows.length > 0 && total + row.size > maxBytes) {
      next = row.row;
      break;
    }
    rows.push(JSON.parse(row.json) as TableRow);
    total += row.size;
  }
  return { rows, next };
}
