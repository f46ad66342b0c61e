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

/**
 * Sets a setting to null where it holds `value`: a default model's id once that model is
 * removed, since SQLite gives the next model registered the same id (the largest plus one) and
 * it would silently become the default: a server model, say, sent the questions and passages
 * meant for a local one.
 */
export function clearSettingHolding(db: LibraryDatabase, key: string, value: unknown): void {
  prepared(db, `UPDATE settings SET value_json = 'null' WHERE key = ? AND json(value_json) = json(?)`).run(key, JSON.stringify(value));
}

/** Every stored setting by key. A value that is not JSON (edited by hand) is left out. */
export function listSettings(db: LibraryDatabase): Record<string, unknown> {
  const settings: Record<string, unknown> = {};
  for (const row of prepared<[], { key: string; value: string }>(db, `SELECT key, value_json AS value FROM settings`).all()) {
    try {
      settings[row.key] = JSON.parse(row.value);
    } catch {
      // json_valid guards the column, so only a hand-edited file gets here; its default applies.
    }
  }
  return settings;
}
