import path from "node:path";
import type { Migration } from "./Migration.ts";

/**
 * The name a paper goes by when no title was found: the file it was imported from. Stored so
 * that every query can name a paper the same way (`PAPER_NAME` in repositories/paperName.ts)
 * without each view inventing its own fallback ("Untitled paper #8" in one place, the file name
 * in another). Existing papers get it from their stored source path.
 */
export const paperNames: Migration = {
  version: 3,
  name: "papers named by their file when untitled",
  up(db) {
    db.exec(`ALTER TABLE papers ADD COLUMN file_name TEXT NOT NULL DEFAULT ''`);
    const update = db.prepare(`UPDATE papers SET file_name = ? WHERE id = ?`);
    for (const row of db.prepare(`SELECT id, source_path AS sourcePath FROM papers`).all() as { id: number; sourcePath: string }[]) {
      // win32's basename splits on both separators, so a library moved between systems still reads.
      update.run(path.win32.basename(row.sourcePath) || row.sourcePath, row.id);
    }
  },
};

