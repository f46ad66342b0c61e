import fs from "node:fs";
import Database from "better-sqlite3";
import { checkLibraryCompanions } from "./checkLibraryFile.ts";

/**
 * Writes what the library's write-ahead log still holds back into the library file, and lets
 * SQLite remove the log when no other connection has the file open.
 *
 * SQLite does this by itself when the last connection closes, but only a connection that may
 * write can. When the app quits while a report or an export is reading on its worker's read-only
 * connection, that connection closes last and the log stays beside the file, holding commits the
 * file alone lacks: a library copied as one file (a backup of library.sqlite) would miss them.
 * Called once every worker has ended. A library busy in another process (the CLI) keeps its log
 * for that process to fold; any failure leaves the log for the next open, which reads it.
 */
export function foldJournal(databasePath: string): void {
  if (!fs.existsSync(`${databasePath}-wal`)) return;
  try {
    // A pipe or a device there was refused when the library was opened: SQLite would take it as
    // the log (and remove it at close) or wait on it for good.
    checkLibraryCompanions(databasePath);
  } catch {
    return;
  }
  let db: Database.Database | undefined;
  try {
    db = new Database(databasePath, { fileMustExist: true });
    db.pragma("busy_timeout = 1000");
    db.pragma("wal_checkpoint(TRUNCATE)");
  } catch {
    // The next open reads the log; nothing is lost by leaving it.
  } finally {
    try {
      db?.close();
    } catch {
      // as above
    }
  }
}
