import path from "node:path";
import { afterAll, afterEach, beforeAll, beforeEach } from "vitest";
import { closeDatabase, openDatabase, type LibraryDatabase } from "../../src-main/core/db/openDatabase.ts";
import { tempDir, tempDirForSuite } from "./tempDir.ts";

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

/**
 * One library file for all the tests of the calling file, for tests that only read what a costly
 * seed wrote (a generated paper, thousands of rows): opened in a folder of its own before them and
 * handed to `opened` with that folder (to write the seed's files beside it), closed after them
 * even when the seed fails.
 */
export function libraryForFile(opened: (db: LibraryDatabase, dir: string) => void | Promise<void>): void {
  let db: LibraryDatabase | undefined;
  beforeAll(async () => {
    const dir = tempDirForSuite();
    db = openDatabase(path.join(dir, "library.sqlite"));
    await opened(db, dir);
  });
  afterAll(() => {
    if (db) closeDatabase(db);
    db = undefined;
  });
}
