import path from "node:path";
import { afterEach, beforeEach } from "vitest";
import { closeDatabase, openDatabase, type LibraryDatabase } from "../../src-main/core/db/openDatabase.ts";
import { tempDir } from "./tempDir.ts";

/**
 * A new library file (real SQLite, every migration applied) in a temp folder for each test of
 * the calling file: opened before the test and handed to `opened` (to keep it and seed it),
 * closed after it, so no test sees another's rows.
 */
export function libraryEachTest(opened: (db: LibraryDatabase, file: string) => void): void {
  let db: LibraryDatabase | undefined;
  beforeEach(() => {
    const file = path.join(tempDir(), "library.sqlite");
    db = openDatabase(file);
    opened(db, file);
  });
  afterEach(() => {
    if (db) closeDatabase(db);
    db = undefined;
  });
}
