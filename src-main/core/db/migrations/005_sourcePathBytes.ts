import type { Migration } from "./Migration.ts";

/**
 * The raw bytes of a paper's source path, kept only when they are not UTF-8 (Linux allows any
 * bytes in a name). `source_path` then holds the readable rendering, which cannot reopen the
 * file; these bytes can, for the page view and for telling a re-import from a new file.
 */
export const sourcePathBytes: Migration = {
  version: 5,
  name: "source paths that are not UTF-8 kept as bytes",
  up(db) {
    db.exec(`ALTER TABLE papers ADD COLUMN source_path_bytes BLOB`);
  },
};
