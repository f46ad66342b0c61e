import { closeDatabase, openDatabase, type LibraryDatabase } from "./openDatabase.ts";
import { evictedStatements, STATEMENT_CACHE_SIZE } from "./statements.ts";

/**
 * A read-only connection for queries whose SQL text varies with what the user asks (the review
 * table's filters: one text per combination). Statements the cache evicts are only finalized
 * when the garbage collector reaches them, and V8 rarely does: it sees a few bytes of wrapper,
 * not the SQLite memory behind it, so a session clicking through filters grew by hundreds of
 * megabytes. Closing a connection finalizes all its statements at once, so this one is closed
 * after every STATEMENT_CACHE_SIZE evictions and reopened on the next read.
 */
export class RecyclingReader {
  readonly #file: () => string;
  #connection: LibraryDatabase | undefined;

  /** `file` names the library database; read on first use, once the writer has created it. */
  constructor(file: () => string) {
    this.#file = file;
  }

  /** Runs `read` on the reader connection; it must not keep an iterator open after returning. */
  read<T>(read: (db: LibraryDatabase) => T): T {
    const db = (this.#connection ??= openDatabase(this.#file(), { readonly: true }));
    try {
      return read(db);
    } finally {
      if (evictedStatements(db) >= STATEMENT_CACHE_SIZE) this.close();
    }
  }

  /** Closes the connection (the next read opens another). Safe to call twice. */
  close(): void {
    if (this.#connection) closeDatabase(this.#connection);
    this.#connection = undefined;
  }
}
