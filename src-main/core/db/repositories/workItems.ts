import type { ErrorInfo } from "../../../contract/errors.ts";
import type { ItemReason } from "../../../contract/runChecks.ts";
import type { LibraryDatabase } from "../openDatabase.ts";
import { prepared } from "../statements.ts";

export type WorkItemStatus = "pending" | "running" | "done" | "failed" | "cancelled";

export interface NewWorkItem {
  paperId: number;
  /** Stable within the run; planning the same key twice is a no-op. */
  itemKey: string;
  kind: string;
  scope: Record<string, unknown>;
}

export interface WorkItemRow {
  id: number;
  runId: number;
  paperId: number;
  itemKey: string;
  ordinal: number;
  kind: string;
  scope: Record<string, unknown>;
  status: WorkItemStatus;
  attempts: number;
  error: ErrorInfo | null;
  /** Why the item yielded no QAs (or fewer than asked), as its strategy said; null otherwise. */
  reason: ItemReason | null;
  promptTokens: number;
  generatedTokens: number;
  startedAt: string | null;
  finishedAt: string | null;
}

const SELECT = `SELECT id, run_id AS runId, paper_id AS paperId, item_key AS itemKey, ordinal, kind, scope_json AS scope,
  status, attempts, error_json AS error, reason_json AS reason, prompt_tokens AS promptTokens, generated_tokens AS generatedTokens,
  started_at AS startedAt, finished_at AS finishedAt FROM work_items`;

/** A row as SQLite gives it, its JSON columns as text; the report queries read the same columns. */
export type RawItem = Omit<WorkItemRow, "scope" | "error" | "reason"> & { scope: string; error: string | null; reason: string | null };
const json = <T>(text: string | null): T | null => (text === null ? null : (JSON.parse(text) as T));
export const toItem = (raw: RawItem): WorkItemRow => ({ ...raw, scope: JSON.parse(raw.scope), error: json(raw.error), reason: json(raw.reason) });

/**
 * Stores a run's whole plan before anything executes, in one transaction. Keys already planned
 * are skipped, so planning again after a crash adds only what is missing. Returns how many
 * items were added.
 */
export function planWorkItems(db: LibraryDatabase, runId: number, items: NewWorkItem[]): number {
  return db.transaction((): number => {
    const start = (prepared<[number], { n: number }>(db, `SELECT coalesce(max(ordinal) + 1, 0) AS n FROM work_items WHERE run_id = ?`).get(runId)?.n) ?? 0;
    const insert = prepared(
      db,
      `INSERT OR IGNORE INTO work_items (run_id, paper_id, item_key, ordinal, kind, scope_json) VALUES (?, ?, ?, ?, ?, ?)`,
    );
    let added = 0;
    for (const item of items) {
      added += insert.run(runId, item.paperId, item.itemKey, start + added, item.kind, JSON.stringify(item.scope)).changes;
    }
    return added;
  })();
}

export function getWorkItem(db: LibraryDatabase, id: number): WorkItemRow | undefined {
  const raw = prepared<[number], RawItem>(db, `${SELECT} WHERE id = ?`).get(id);
  return raw && toItem(raw);
}

/** The run's item with this key, if planned. */
export function getWorkItemByKey(db: LibraryDatabase, runId: number, itemKey: string): WorkItemRow | undefined {
  const raw = prepared<[number, string], RawItem>(db, `${SELECT} WHERE run_id = ? AND item_key = ?`).get(runId, itemKey);
  return raw && toItem(raw);
}

export function listWorkItems(db: LibraryDatabase, runId: number, status?: WorkItemStatus): WorkItemRow[] {
  const rows =
    status === undefined
      ? prepared<[number], RawItem>(db, `${SELECT} WHERE run_id = ? ORDER BY ordinal`).all(runId)
      : prepared<[number, string], RawItem>(db, `${SELECT} WHERE run_id = ? AND status = ? ORDER BY ordinal`).all(runId, status);
  return rows.map(toItem);
}

export function countWorkItems(db: LibraryDatabase, runId: number): Record<WorkItemStatus, number> {
  const counts: Record<WorkItemStatus, number> = { pending: 0, running: 0, done: 0, failed: 0, cancelled: 0 };
  for (const row of prepared<[number], { status: WorkItemStatus; n: number }>(
    db,
    `SELECT status, count(*) AS n FROM work_items WHERE run_id = ? GROUP BY status`,
  ).all(runId)) {
    counts[row.status] = row.n;
  }
  return counts;
}
