import path from "node:path";
import type { DistillateServices } from "../contract/services.ts";
import { closeDatabase, openDatabase, type LibraryDatabase } from "./db/openDatabase.ts";
import { ParserPool } from "./documents/pool/ParserPool.ts";
import { createLibraryService } from "./library/createLibraryService.ts";
import { DATABASE_FILE_NAME } from "./system/dataDir.ts";
import { runDoctor } from "./system/doctor.ts";

export interface CoreOptions {
  /** The directory holding the library database and, later, models and caches. */
  dataDir: string;
  /** Where diagnostics go. Defaults to a no-op. */
  log?: (message: string) => void;
}

export interface Core {
  readonly dataDir: string;
  readonly databasePath: string;
  readonly services: DistillateServices;
  /** The open database; opened (and migrated) on first use. */
  db(): LibraryDatabase;
  /** Stops the PDF parse workers, then closes the database after `PRAGMA optimize`. Safe to call twice. */
  close(): void;
}

/**
 * Builds every service in one place. The Electron shell, the CLI and the HTTP server all start
 * here and only adapt `services` to their transport. The database opens lazily so commands that
 * do not need it (doctor, help) never create or lock it.
 */
export function createCore(options: CoreOptions): Core {
  const databasePath = path.join(options.dataDir, DATABASE_FILE_NAME);
  let connection: LibraryDatabase | undefined;
  const db = (): LibraryDatabase => (connection ??= openDatabase(databasePath));
  // One pool for every import, so two batches at once share the workers instead of doubling them.
  let parserPool: ParserPool | undefined;
  const pool = (): ParserPool => (parserPool ??= new ParserPool({ log: options.log }));
  return {
    dataDir: options.dataDir,
    databasePath,
    db,
    services: {
      system: { doctor: () => runDoctor({ dataDir: options.dataDir, databasePath }) },
      library: createLibraryService(db, databasePath, pool),
    },
    close() {
      // terminate() stops each worker at once; its promise only reports the exit.
      void parserPool?.dispose();
      parserPool = undefined;
      if (connection) closeDatabase(connection);
      connection = undefined;
    },
  };
}
