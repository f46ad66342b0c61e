import fs from "node:fs";
import path from "node:path";
import { closeDatabase, openDatabase, type LibraryDatabase } from "../db/openDatabase.ts";
import { readSettings } from "../settings/readSettings.ts";
import { DATABASE_FILE_NAME } from "../system/dataDir.ts";

/** The library database of a data folder, opened when first used. */
export interface LibraryHandle {
  readonly databasePath: string;
  /** The open database; opened (and migrated) on first use, and again after `close`. */
  db(): LibraryDatabase;
  /** The database if it is open, else null (never opens it). */
  ifOpen(): LibraryDatabase | null;
  /** Whether the library is open or its file exists: reading a setting must not create it. */
  exists(): boolean;
  /** The reviewer's name, read on every use so a changed name takes effect at once. */
  reviewer(): string;
  /** Closes the database (after `PRAGMA optimize`) if it is open. */
  close(): void;
}

/**
 * Opens nothing yet: commands that never need the library (doctor, help) must not create or
 * lock it, so the database opens on the first `db()`.
 */
export function openLibrary(dataDir: string): LibraryHandle {
  const databasePath = path.join(dataDir, DATABASE_FILE_NAME);
  let connection: LibraryDatabase | undefined;
  const db = (): LibraryDatabase => (connection ??= openDatabase(databasePath));
  return {
    databasePath,
    db,
    ifOpen: () => connection ?? null,
    exists: () => connection !== undefined || fs.existsSync(databasePath),
    reviewer: () => readSettings(db()).reviewer,
    close() {
      if (connection) closeDatabase(connection);
      connection = undefined;
    },
  };
}
