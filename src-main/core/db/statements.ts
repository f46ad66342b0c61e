import type { Database, Statement } from "better-sqlite3";

/**
 * Statements kept per connection. Most SQL is a constant, but the review filters build one text
 * per combination of filters, sort and queue (thousands over a long session), and each prepared
 * statement holds SQLite memory (tens to hundreds of kilobytes for the review queries). Two
 * hundred covers every constant statement plus a session's recent filter shapes.
 */
export const STATEMENT_CACHE_SIZE = 200;

const caches = new WeakMap<Database, Map<string, Statement>>();
const evictions = new WeakMap<Database, number>();

/**
 * A prepared statement cached per connection: repositories call `prepared(db, sql)` on every
 * use and pay for preparation once. SQL text is the key. The cache keeps the most recently used
 * STATEMENT_CACHE_SIZE statements; an evicted one is finalized when the garbage collector
 * reaches it, or when its connection closes (see reviewReads.ts for the connection that is
 * recycled so that happens in time).
 */
export function prepared<Params extends unknown[] | {} = unknown[], Row = unknown>(
  db: Database,
  sql: string,
): Statement<Params, Row> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  let statement = cache.get(sql);
  if (statement) {
    // A Map iterates in insertion order: re-inserting makes it the most recently used.
    cache.delete(sql);
  } else {
    statement = db.prepare(sql);
    if (cache.size >= STATEMENT_CACHE_SIZE) {
      cache.delete(cache.keys().next().value!);
      evictions.set(db, (evictions.get(db) ?? 0) + 1);
    }
  }
  cache.set(sql, statement);
  return statement as unknown as Statement<Params, Row>;
}

/** How many statements this connection's cache has evicted since it opened. */
export function evictedStatements(db: Database): number {
  return evictions.get(db) ?? 0;
}

/** Current time as the ISO-8601 UTC text the schema stores. */
export function nowIso(): string {
  return new Date().toISOString();
}
