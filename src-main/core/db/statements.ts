import type { Database, Statement } from "better-sqlite3";

const caches = new WeakMap<Database, Map<string, Statement>>();

/**
 * A prepared statement cached per connection: repositories call `prepared(db, sql)` on every
 * use and pay for preparation once. SQL text is the key, so keep it a constant string.
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
  if (!statement) {
    statement = db.prepare(sql);
    cache.set(sql, statement);
  }
  return statement as unknown as Statement<Params, Row>;
}

/** Current time as the ISO-8601 UTC text the schema stores. */
export function nowIso(): string {
  return new Date().toISOString();
}
