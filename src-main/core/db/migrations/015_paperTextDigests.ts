import { paperTextDigest } from "../paperTextDigest.ts";
import type { Migration } from "./Migration.ts";

/**
 * A digest of each paper's text (paperTextDigest.ts), indexed, so an import can tell that a file
 * with other bytes holds a paper already in the library (its password-protected or re-saved
 * copy) and say so. Existing papers get theirs from their stored passages.
 */
export const paperTextDigests: Migration = {
  version: 15,
  name: "a digest of each paper's text, for telling copies of one paper apart from new papers",
  up(db) {
    db.exec(`ALTER TABLE papers ADD COLUMN text_sha256 TEXT;
CREATE INDEX papers_text_sha256 ON papers(text_sha256) WHERE text_sha256 IS NOT NULL;`);
    const update = db.prepare(`UPDATE papers SET text_sha256 = ? WHERE id = ?`);
    const texts = db.prepare(`SELECT text FROM passages WHERE paper_id = ? ORDER BY ordinal`).pluck();
    for (const id of db.prepare(`SELECT id FROM papers`).pluck().all() as number[]) {
      update.run(paperTextDigest(texts.all(id) as string[]), id);
    }
  },
};
