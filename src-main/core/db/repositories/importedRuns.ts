import type { LibraryDatabase } from "../openDatabase.ts";
import { prepared } from "../statements.ts";

/**
 * Runs of `strategy` (the imported runs') whose settings record the file hash `sha256`, newest
 * first: the earlier imports of the same file, whatever it was called. Imports are few, so the
 * settings are read without an index.
 */
export function listRunIdsOfImportedFile(db: LibraryDatabase, strategy: string, sha256: string): number[] {
  return prepared<[string, string], { id: number }>(db, `SELECT id FROM runs WHERE strategy = ? AND json_extract(settings_json, '$.sha256') = ? ORDER BY id DESC`)
    .all(strategy, sha256)
    .map((r) => r.id);
}
