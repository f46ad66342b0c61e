import type { PaperRunRecord } from "../../../contract/paperRunRecord.ts";
import type { LibraryDatabase } from "../openDatabase.ts";
import { prepared } from "../statements.ts";

/**
 * The tables that keep one JSON record per paper and run (migrations 010 and 011 made them the
 * same shape: run, paper, the record, when it was kept; primary key (run, paper), an index by
 * paper then run). Reading and writing them is one procedure; each kind names its table and the
 * column its record is in. Constants, never input, so they may stand in the SQL text.
 */
const STORES = {
  graph: { table: "paper_graphs", column: "graph_json" },
  synthesis: { table: "paper_syntheses", column: "conditions_json" },
} as const;

export type PaperRunRecordKind = keyof typeof STORES;

/** Keeps a run's record of a paper, replacing the one an earlier attempt of the same item kept. */
export function savePaperRunRecord(db: LibraryDatabase, kind: PaperRunRecordKind, runId: number, paperId: number, record: unknown): void {
  const { table, column } = STORES[kind];
  prepared(
    db,
    `INSERT INTO ${table} (run_id, paper_id, ${column}) VALUES (?, ?, ?)
     ON CONFLICT (run_id, paper_id) DO UPDATE SET ${column} = excluded.${column}, created_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`,
  ).run(runId, paperId, JSON.stringify(record));
}

/**
 * The paper's record from `runId`, or from its latest run that kept one; null when none did. The
 * record comes back parsed, as the caller's type says it was saved.
 */
export function getPaperRunRecord<Value>(db: LibraryDatabase, kind: PaperRunRecordKind, paperId: number, runId?: number): (PaperRunRecord & { record: Value }) | null {
  const { table, column } = STORES[kind];
  const columns = `run_id AS runId, paper_id AS paperId, created_at AS createdAt, ${column} AS record`;
  const row =
    runId === undefined
      ? prepared<[number], StoredRow>(db, `SELECT ${columns} FROM ${table} WHERE paper_id = ? ORDER BY run_id DESC LIMIT 1`).get(paperId)
      : prepared<[number, number], StoredRow>(db, `SELECT ${columns} FROM ${table} WHERE paper_id = ? AND run_id = ?`).get(paperId, runId);
  return row ? { runId: row.runId, paperId: row.paperId, createdAt: row.createdAt, record: JSON.parse(row.record) as Value } : null;
}

/** A stored row as SQLite hands it back: the record still JSON text. */
type StoredRow = PaperRunRecord & { record: string };
