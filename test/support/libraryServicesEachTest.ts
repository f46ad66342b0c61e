import path from "node:path";
import { afterEach, beforeEach } from "vitest";
import type { AppEvent } from "../../src-main/contract/events.ts";
import type { ImportsService, LibraryService } from "../../src-main/contract/services.ts";
import { closeDatabase, openDatabase, type LibraryDatabase } from "../../src-main/core/db/openDatabase.ts";
import type { ParserPool } from "../../src-main/core/documents/pool/ParserPool.ts";
import { createImportsService } from "../../src-main/core/imports/createImportsService.ts";
import { createLibraryService } from "../../src-main/core/library/createLibraryService.ts";
import { tempDir } from "./tempDir.ts";

/** A library and the services over it, as createCore wires them, and the events they sent. */
export interface LibraryServices {
  dataDir: string;
  db: LibraryDatabase;
  events: AppEvent[];
  library: LibraryService;
  imports: ImportsService;
}

/**
 * A new library (real SQLite in a temp data folder) with its library and imports services for
 * each test of the calling file, parsing with the file's `pool`: handed to `opened` before the
 * test, its database closed after it, so no test sees another's papers.
 */
export function libraryServicesEachTest(pool: () => ParserPool, opened: (services: LibraryServices) => void): void {
  let db: LibraryDatabase | undefined;
  beforeEach(() => {
    const dataDir = tempDir();
    const library = openDatabase(path.join(dataDir, "library.sqlite"));
    db = library;
    const events: AppEvent[] = [];
    const emit = (e: AppEvent) => events.push(e);
    opened({
      dataDir,
      db: library,
      events,
      library: createLibraryService({ db: () => library, databasePath: "", pool, emit }),
      imports: createImportsService({ db: () => library, dataDir, pool, emit }),
    });
  });
  afterEach(() => {
    if (db) closeDatabase(db);
    db = undefined;
  });
}
