import type { Migration } from "./Migration.ts";

/**
 * A paper's tables as the reader reconstructed them (contract/tables.ts), stored with the paper:
 *
 * - `paper_tables`: one row per table in reading order. What is only ever read whole (pages,
 *   outlines per page, header levels and body rows with their cells, boxes and spans, footnotes)
 *   is JSON in the contract's shape; what SQL filters on (kind, page) are columns. `doubts_json`
 *   holds the doubt kinds only: their words are code (contract/tables.ts), so a rewording
 *   reaches stored tables too. Removing a paper removes its tables (foreign key).
 * - `papers.tables_read`: whether the reader looked for tables in this paper. A paper imported
 *   before this migration was read by a reader that did not, so it has none stored and 0 here:
 *   it shows "Tables not read yet" (never "no tables") until its tables are read again from its
 *   PDF. A library entry made from a text (imported QAs' sources, parser "text-source-1") has
 *   no page to find a table on, so there is nothing left to read: 1.
 */
const sql = /* sql */ `
CREATE TABLE paper_tables (
  id            INTEGER PRIMARY KEY,
  paper_id      INTEGER NOT NULL REFERENCES papers(id) ON DELETE CASCADE,
  ordinal       INTEGER NOT NULL CHECK (ordinal >= 0),
  label         TEXT,
  caption       TEXT,
  page          INTEGER NOT NULL CHECK (page >= 1),
  pages_json    TEXT NOT NULL CHECK (json_valid(pages_json) AND json_array_length(pages_json) >= 1),
  boxes_json    TEXT NOT NULL CHECK (json_valid(boxes_json) AND json_array_length(boxes_json) >= 1),
  kind          TEXT NOT NULL CHECK (kind IN ('text', 'image')),
  rotated       INTEGER NOT NULL CHECK (rotated IN (0, 1)),
  ruling        TEXT NOT NULL CHECK (ruling IN ('grid', 'horizontal', 'none')),
  header_json   TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(header_json)),
  rows_json     TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(rows_json)),
  footnotes_json TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(footnotes_json)),
  doubts_json   TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(doubts_json))
);
CREATE UNIQUE INDEX paper_tables_paper ON paper_tables(paper_id, ordinal);

ALTER TABLE papers ADD COLUMN tables_read INTEGER NOT NULL DEFAULT 0 CHECK (tables_read IN (0, 1));
UPDATE papers SET tables_read = 1 WHERE parser_version = 'text-source-1';
`;

export const paperTables: Migration = {
  version: 17,
  name: "each paper's tables, and whether they were read",
  up(db) {
    db.exec(sql);
  },
};
