import type { LibraryDatabase } from "../openDatabase.ts";
import { prepared } from "../statements.ts";

export function getSetting<T>(db: LibraryDatabase, key: string): T | undefined {
  const row = prepared<[string], { value: string }>(db, `SELECT value_json AS value FROM settings WHERE key = ?`).get(key);
  return row === undefined ? undefined : (JSON.parse(row.value) as T);
}

export function setSetting(db: LibraryDatabase, key: string, value: unknown): void {
  prepared(db, `INSERT INTO settings (key, value_json) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value_json = excluded.value_json`).run(
    key,
    JSON.stringify(value),
  );
}
