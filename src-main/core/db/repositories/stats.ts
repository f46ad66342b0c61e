import type { LibraryDatabase } from "../openDatabase.ts";

/**
 * Row count of every ordinary table, by name. FTS shadow tables are internal to SQLite and left
 * out; the list comes from the schema itself so new tables appear without code changes.
 */
export function tableCounts(db: LibraryDatabase): Record<string, number> {
  const tables = db
    .prepare<[], { name: string }>(
      `SELECT name FROM sqlite_schema WHERE type = 'table' AND name NOT LIKE 'sqlite_%'
         AND sql NOT LIKE 'CREATE VIRTUAL TABLE%'
         AND name NOT IN (SELECT name || suffix FROM sqlite_schema, (SELECT '_data' AS suffix UNION ALL SELECT '_idx'
           UNION ALL SELECT '_content' UNION ALL SELECT '_docsize' UNION ALL SELECT '_config') WHERE sql LIKE 'CREATE VIRTUAL TABLE%')
       ORDER BY name`,
    )
    .all();
  const counts: Record<string, number> = {};
  for (const { name } of tables) {
    counts[name] = (db.prepare(`SELECT count(*) AS n FROM "${name.replaceAll('"', '""')}"`).get() as { n: number }).n;
  }
  return counts;
}
