import type { Migration } from "./Migration.ts";
import { linkTablePassages } from "../repositories/tablePassages.ts";

/**
 * A paper's tables as passages, so asking, evidence and QAs can rest on their cells:
 *
 * - every body row of a stored table is a passage of kind 'table' (the kind the schema always
 *   allowed), its text the row read on its own with its column headings, one sentence, and one
 *   text box per cell over that cell's value;
 * - `table_passages` links a passage to its table: a row (`row`, from 0) with each cell's place in
 *   the text (`cells_json`: [column, piece start, value start, value end]), or the table's caption
 *   (`row` null): the paper's own caption passage when the reader kept one, else a passage made
 *   from the table's label and caption. Removing a table removes its links (the passages of its
 *   rows are replaced with the tables, tablePassages.ts).
 *
 * Tables already stored (migration 17) get their passages here.
 */
const sql = /* sql */ `
CREATE TABLE table_passages (
  passage_id  INTEGER PRIMARY KEY REFERENCES passages(id) ON DELETE CASCADE,
  table_id    INTEGER NOT NULL REFERENCES paper_tables(id) ON DELETE CASCADE,
  row         INTEGER CHECK (row IS NULL OR row >= 0),
  cells_json  TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(cells_json))
);
CREATE INDEX table_passages_table ON table_passages(table_id, row);
`;

export const tablePassages: Migration = {
  version: 18,
  name: "tables' rows and captions as passages",
  up(db) {
    db.exec(sql);
    for (const paperId of db.prepare(`SELECT DISTINCT paper_id FROM paper_tables ORDER BY paper_id`).pluck().all() as number[]) linkTablePassages(db, paperId);
  },
};
