import type { Migration } from "./Migration.ts";

/**
 * The words OCR read on each scanned page, with their boxes and confidence
 * (contract/ocrWords.ts), for the paper view to show over the page. One row per page read by
 * OCR, its words as one JSON array: they are only ever read a page at a time, whole. Papers
 * imported before have none; reading their file again fills nothing in (their passages already
 * hold the text).
 *
 * Numbered 20: a migration on another branch may take it too; renumber on merge (two may not share a number).
 */
const sql = /* sql */ `
CREATE TABLE ocr_words (
  paper_id    INTEGER NOT NULL REFERENCES papers(id) ON DELETE CASCADE,
  page_number INTEGER NOT NULL CHECK (page_number >= 1),
  words_json  TEXT NOT NULL CHECK (json_valid(words_json)),
  PRIMARY KEY (paper_id, page_number)
) WITHOUT ROWID;
`;

export const ocrWords: Migration = {
  version: 20,
  name: "words OCR read, with their boxes and confidence",
  up(db) {
    db.exec(sql);
  },
};
