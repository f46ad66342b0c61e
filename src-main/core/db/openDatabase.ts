import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { DataDirError } from "../errors/DataDirError.ts";
import { DamagedLibraryError } from "../errors/DamagedLibraryError.ts";
import { DatabaseOpenError } from "../errors/DatabaseOpenError.ts";
import { DatabaseFromFutureError } from "../errors/DatabaseFromFutureError.ts";
import { kindInWords } from "../files/openRegularFile.ts";
import { checkLibraryFile } from "./checkLibraryFile.ts";
import { migrate, LATEST_SCHEMA_VERSION } from "./migrations/index.ts";

export type LibraryDatabase = Database.Database;

export interface OpenDatabaseOptions {
  /** Migrate up to this version. Defaults to the latest; tests use lower values. */
  targetVersion?: number;
  /** Open without migrating or writing (for `doctor`). Defaults to false. */
  readonly?: boolean;
}

/**
 * Opens (creating if it is missing) the library database with the settings every caller relies on:
 * WAL so readers never block the writer, foreign keys on, a busy timeout so the CLI and the
 * app can share one file, and all pending migrations applied.
 *
 * synchronous=NORMAL in WAL mode keeps every committed transaction through a process crash
 * (the case we must survive: a killed batch); only a power cut can drop the last commits, and
 * never corrupts the file.
 *
 * A file that exists but is damaged is refused with DamagedLibraryError before anything is written
 * to it; a fresh library is created only where there is no file at all.
 */
export function openDatabase(file: string, options: OpenDatabaseOptions = {}): LibraryDatabase {
  if (!options.readonly) {
    try {
      fs.mkdirSync(path.dirname(file), { recursive: true });
    } catch (error) {
      throw new DataDirError(path.dirname(file), dataDirProblem(path.dirname(file)) ?? (error as Error).message);
    }
  }
  checkLibraryFile(file);
  let db: LibraryDatabase;
  try {
    db = new Database(file, { readonly: options.readonly ?? false, fileMustExist: options.readonly ?? false });
  } catch (error) {
    throw new DatabaseOpenError(file, (error as Error).message);
  }
  try {
    // Reading the version first: it is where SQLite notices a file that is not a database, and
    // a file from a newer app must be refused before anything (even the journal mode) changes.
    const version = db.pragma("user_version", { simple: true }) as number;
    if (version > LATEST_SCHEMA_VERSION) throw new DatabaseFromFutureError(file, version, LATEST_SCHEMA_VERSION);
    // Reading the schema before any write: a malformed file is refused here, as it was found.
    db.prepare("SELECT count(*) FROM sqlite_schema").pluck().get();
    db.pragma("foreign_keys = ON");
    db.pragma("busy_timeout = 5000");
    if (!options.readonly) {
      db.pragma("journal_mode = WAL");
      db.pragma("synchronous = NORMAL");
      migrate(db, file, options.targetVersion);
    }
  } catch (error) {
    db.close();
    if (error instanceof DatabaseFromFutureError) throw error;
    const code = (error as { code?: unknown }).code;
    if (code === "SQLITE_NOTADB") throw new DamagedLibraryError(file, "it is not a SQLite database");
    if (typeof code === "string" && code.startsWith("SQLITE_CORRUPT")) throw new DamagedLibraryError(file, "SQLite finds it malformed");
    throw new DatabaseOpenError(file, (error as Error).message);
  }
  return db;
}

/**
 * What stands where the data folder (or one of the folders above it) should be, in words: mkdir
 * says only "EEXIST: file already exists" of a file or a named pipe there. Null when nothing does.
 */
function dataDirProblem(dir: string): string | null {
  for (let at = dir; ; at = path.dirname(at)) {
    const stat = fs.statSync(at, { throwIfNoEntry: false });
    if (stat && !stat.isDirectory()) {
      const kind = stat.isFile() ? "a file" : kindInWords(stat);
      return at === dir ? `it is ${kind}, not a folder` : `${at} is ${kind}, not a folder`;
    }
    if (stat || path.dirname(at) === at) return null;
  }
}

/** Lets SQLite refresh its planner statistics, then closes. */
export function closeDatabase(db: LibraryDatabase): void {
  if (!db.open) return;
  try {
    if (!db.readonly) db.pragma("optimize");
  } catch {
    // Statistics are only a hint to the planner. Failing to refresh them (a file damaged since it
    // was opened) must not turn a finished command into a failed one: the damage is reported by
    // the next query that meets it.
  } finally {
    db.close();
  }
}
