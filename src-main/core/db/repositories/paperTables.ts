import { TABLE_DOUBT_KINDS, tableDoubt, type PaperTable, type ParsedTable, type TableBox, type TableDoubtKind, type TableRow } from "../../../contract/tables.ts";
import { TABLE_FACT_KINDS } from "../../../contract/tableWords.ts";
import type { LibraryDatabase } from "../openDatabase.ts";
import { prepared } from "../statements.ts";
import { linkTablePassages } from "./tablePassages.ts";

export interface RawTable {
  id: number;
  paper_id: number;
  ordinal: number;
  label: string | null;
  caption: string | null;
  page: number;
  pages_json: string;
  boxes_json: string;
  kind: ParsedTable["kind"];
  rotated: number;
  ruling: ParsedTable["ruling"];
  header_json: string;
  rows_json: string;
  footnotes_json: string;
  doubts_json: string;
}

export function toTable(raw: RawTable): PaperTable {
  return {
    id: raw.id,
    paperId: raw.paper_id,
    ordinal: raw.ordinal,
    label: raw.label,
    caption: raw.caption,
    page: raw.page,
    pages: JSON.parse(raw.pages_json) as number[],
    boxes: JSON.parse(raw.boxes_json) as TableBox[],
    kind: raw.kind,
    rotated: raw.rotated === 1,
    ruling: raw.ruling,
    header: JSON.parse(raw.header_json) as TableRow[],
    rows: JSON.parse(raw.rows_json) as TableRow[],
    footnotes: JSON.parse(raw.footnotes_json) as string[],
    // Worded here, from the kinds stored; a kind this version does not know (written by a newer
    // app sharing the library) is left out rather than shown without words.
    doubts: (JSON.parse(raw.doubts_json) as string[]).filter((kind): kind is TableDoubtKind => (TABLE_DOUBT_KINDS as readonly string[]).includes(kind)).map(tableDoubt),
  };
}

/**
 * Writes a paper's tables in reading order, with their rows and captions as passages
 * (tablePassages.ts), and records that they were read. Call inside the paper's transaction.
 */
export function insertPaperTables(db: LibraryDatabase, paperId: number, tables: readonly ParsedTable[]): void {
  const insert = prepared(
    db,
    `INSERT INTO paper_tables (paper_id, ordinal, label, caption, page, pages_json, boxes_json, kind, rotated, ruling, header_json, rows_json, footnotes_json, doubts_json)
     VALUES (@paperId, @ordinal, @label, @caption, @page, @pages, @boxes, @kind, @rotated, @ruling, @header, @rows, @footnotes, @doubts)`,
  );
  tables.forEach((table, ordinal) =>
    insert.run({
      paperId,
      ordinal,
      label: table.label,
      caption: table.caption,
      page: table.page,
      pages: JSON.stringify(table.pages),
      boxes: JSON.stringify(table.boxes),
      kind: table.kind,
      rotated: table.rotated ? 1 : 0,
      ruling: table.ruling,
      header: JSON.stringify(table.header),
      rows: JSON.stringify(table.rows),
      footnotes: JSON.stringify(table.footnotes),
      doubts: JSON.stringify(table.doubts.map((d) => d.kind)),
    }),
  );
  linkTablePassages(db, paperId);
  prepared(db, `UPDATE papers SET tables_read = 1 WHERE id = ?`).run(paperId);
}

/**
 * Puts `tables` in place of the paper's stored tables (reading its PDF again), in one
 * transaction: the old ones stay until the new ones are all written. Their row and caption
 * passages are replaced with them; one whose text is unchanged keeps its id, and with it the
 * evidence and answers that quote it. False for an unknown paper.
 */
export function replacePaperTables(db: LibraryDatabase, paperId: number, tables: readonly ParsedTable[]): boolean {
  return db.transaction(() => {
    if (!prepared<[number], { id: number }>(db, `SELECT id FROM papers WHERE id = ?`).get(paperId)) return false;
    prepared(db, `DELETE FROM paper_tables WHERE paper_id = ?`).run(paperId);
    insertPaperTables(db, paperId, tables);
    return true;
  })();
}

/**
 * A paper's tables in reading order; null when its tables were never read (imported before the
 * reader read tables). Undefined for an unknown paper.
 */
export function listPaperTables(db: LibraryDatabase, paperId: number): PaperTable[] | null | undefined {
  const paper = prepared<[number], { read: number }>(db, `SELECT tables_read AS read FROM papers WHERE id = ?`).get(paperId);
  if (!paper) return undefined;
  if (paper.read !== 1) return null;
  return prepared<[number], RawTable>(db, `SELECT * FROM paper_tables WHERE paper_id = ? ORDER BY ordinal`).all(paperId).map(toTable);
}

/** The doubt kinds that are facts (tableWords.ts), as an SQL list. */
const FACTS = TABLE_FACT_KINDS.map((kind) => `'${kind}'`).join(", ");

/**
 * SQL true when paper `p` has a table whose reading is in doubt. A table printed as a picture is
 * not one: that it cannot be read is certain, and the table says so where it is listed.
 */
export const HAS_TABLE_DOUBT = (p: string): string => `EXISTS (
  SELECT 1 FROM paper_tables t, json_each(t.doubts_json) d
  WHERE t.paper_id = ${p}.id AND d.value NOT IN (${FACTS}))`;

/** A library row's tables in doubt, as a JSON array of `{label, ordinal, kinds}` (see TableDoubtsOf). */
export const TABLE_DOUBTS_JSON = (p: string): string => `(
  SELECT json_group_array(json_object('label', t.label, 'ordinal', t.ordinal, 'kinds', json(t.doubts_json)))
  FROM paper_tables t WHERE t.paper_id = ${p}.id AND EXISTS (SELECT 1 FROM json_each(t.doubts_json) d WHERE d.value NOT IN (${FACTS})))`;
