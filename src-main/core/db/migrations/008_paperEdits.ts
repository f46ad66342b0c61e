import type { Migration } from "./Migration.ts";

/**
 * Metadata the user corrects (by hand, or from a Zotero export).
 *
 * - `papers.year` and `papers.venue`: two fields the reader does not find yet but a researcher
 *   expects to set and see in exports.
 * - `paper_edits`: one row per corrected field. `papers` keeps holding the value every view,
 *   prompt and export reads (so none of them needs to know about edits); the row remembers the
 *   value the reader found, so the edit can be marked and reverted, and where the edit came from.
 *   Keyed by the file's sha256 rather than the paper id, so that removing a paper and importing
 *   the same file again brings the corrections back instead of losing them.
 */
const sql = /* sql */ `
ALTER TABLE papers ADD COLUMN year INTEGER;
ALTER TABLE papers ADD COLUMN venue TEXT;
CREATE TABLE paper_edits (
  sha256          TEXT NOT NULL CHECK (length(sha256) = 64),
  field           TEXT NOT NULL CHECK (field IN ('title', 'authors', 'doi', 'year', 'venue', 'abstract', 'keywords')),
  value_json      TEXT NOT NULL CHECK (json_valid(value_json)),
  extracted_json  TEXT NOT NULL CHECK (json_valid(extracted_json)),
  source          TEXT NOT NULL CHECK (source IN ('user', 'zotero')),
  edited_at       TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  PRIMARY KEY (sha256, field)
) WITHOUT ROWID;
`;

export const paperEdits: Migration = {
  version: 8,
  name: "paper metadata corrections, year and venue",
  up(db) {
    db.exec(sql);
  },
};
