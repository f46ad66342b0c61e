import type { Migration } from "./Migration.ts";

/**
 * What the reader doubts about each paper's details (no title, an abstract holding an e-mail
 * address, no section found...), so the library can flag and filter doubtful papers in SQL.
 *
 * - `papers.reading_doubts_json`: a JSON array of `{kind, field}` judged on the details as read
 *   from the PDF. A correction does not rewrite it: readers leave out the doubts about a field
 *   that `paper_edits` holds, so taking a correction back brings its doubt back too.
 *   NULL means not judged yet: papers imported before this migration are judged on first read
 *   (the judgement is code, which a migration should not freeze).
 * - A partial index finds those unjudged papers without scanning the library on every read.
 */
const sql = /* sql */ `
ALTER TABLE papers ADD COLUMN reading_doubts_json TEXT CHECK (reading_doubts_json IS NULL OR json_valid(reading_doubts_json));
CREATE INDEX papers_unjudged ON papers (id) WHERE reading_doubts_json IS NULL;
`;

export const readingDoubts: Migration = {
  version: 9,
  name: "reading doubts about each paper's details",
  up(db) {
    db.exec(sql);
  },
};
