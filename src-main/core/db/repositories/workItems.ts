import type { ErrorInfo } from "../../../contract/errors.ts";
import type { ItemReason } from "../../../contract/runChecks.ts";
import type { LibraryDatabase } from "../openDatabase.ts";
import { nowIso, prepared } from "../statements.ts";
import { paperNameSql } from "./paperName.ts";

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

type RawItem = Omit<WorkItemRow, "scope" | "error" | "reason"> & { scope: string; error: string | null; reason: string | null };
const json = <T>(text: string | null): T | null => (text === null ? null : (JSON.parse(text) as T));
const toItem = (raw: RawItem): WorkItemRow => ({ ...raw, scope: JSON.parse(raw.scope), error: json(raw.error), reason: json(raw.reason) });

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

/**
 * Takes up to `limit` pending items in plan order and marks them running, counting the
 * attempt. Done in one transaction so two workers never take the same item.
 */
export function claimWorkItems(db: LibraryDatabase, runId: number, limit: number): WorkItemRow[] {
  return db.transaction((): WorkItemRow[] => {
    const ids = prepared<[number, number], { id: number }>(
      db,
      `SELECT id FROM work_items WHERE run_id = ? AND status = 'pending' ORDER BY ordinal LIMIT ?`,
    ).all(runId, limit);
    const claim = prepared(db, `UPDATE work_items SET status = 'running', attempts = attempts + 1, started_at = ? WHERE id = ?`);
    const now = nowIso();
    for (const { id } of ids) claim.run(now, id);
    return ids.map(({ id }) => getWorkItem(db, id)!);
  })();
}

/**
 * Takes the next pending item, preferring one of `paperId` so a lane keeps working on the paper
 * whose text it has already evaluated. Null when nothing is pending.
 */
export function claimNextWorkItem(db: LibraryDatabase, runId: number, paperId: number | null): WorkItemRow | null {
  return db.transaction((): WorkItemRow | null => {
    const next = prepared<[number, number], { id: number }>(
      db,
      `SELECT id FROM work_items WHERE run_id = ? AND status = 'pending' ORDER BY (paper_id = ?) DESC, ordinal LIMIT 1`,
    ).get(runId, paperId ?? -1);
    if (!next) return null;
    prepared(db, `UPDATE work_items SET status = 'running', attempts = attempts + 1, started_at = ? WHERE id = ?`).run(nowIso(), next.id);
    return getWorkItem(db, next.id)!;
  }).immediate();
}

/** Puts an item back in the queue without counting the attempt (the user paused or cancelled). */
export function releaseWorkItem(db: LibraryDatabase, id: number): void {
  prepared(db, `UPDATE work_items SET status = 'pending', attempts = max(0, attempts - 1) WHERE id = ? AND status = 'running'`).run(id);
}

/** Marks every item still waiting as cancelled (the user cancelled the run). */
export function cancelPendingItems(db: LibraryDatabase, runId: number): number {
  return prepared(db, `UPDATE work_items SET status = 'cancelled' WHERE run_id = ? AND status = 'pending'`).run(runId).changes;
}

/**
 * Marks an item done and runs `writeResults` in the same transaction, so an item's results
 * and its status are committed together or not at all.
 */
export function completeWorkItem<T>(
  db: LibraryDatabase,
  id: number,
  tokens: { prompt: number; generated: number },
  writeResults: () => T,
  reason: ItemReason | null = null,
): T {
  return db.transaction((): T => {
    const result = writeResults();
    prepared(
      db,
      `UPDATE work_items SET status = 'done', error_json = NULL, reason_json = ?, prompt_tokens = ?, generated_tokens = ?, finished_at = ? WHERE id = ?`,
    ).run(reason === null ? null : JSON.stringify(reason), tokens.prompt, tokens.generated, nowIso(), id);
    return result;
  })();
}

/**
 * As completeWorkItem, unless the item is done already: then nothing is written and it returns
 * false. The transaction takes the write lock before it reads the status, so two processes
 * finishing the same item (an import resumed while it still ran elsewhere) store it once.
 */
export function completeWorkItemOnce(db: LibraryDatabase, id: number, writeResults: () => void): boolean {
  return db
    .transaction((): boolean => {
      const status = prepared<[number], { status: WorkItemStatus }>(db, `SELECT status FROM work_items WHERE id = ?`).get(id)?.status;
      if (status === undefined || status === "done") return false;
      writeResults();
      prepared(db, `UPDATE work_items SET status = 'done', error_json = NULL, finished_at = ? WHERE id = ?`).run(nowIso(), id);
      return true;
    })
    .immediate();
}

/**
 * Records a failed attempt. The item goes back to pending while it has attempts left, and to
 * failed (keeping the error) once it has used `maxAttempts`, or at once when the failure is
 * `permanent` (it would fail the same way again).
 */
export function failWorkItem(db: LibraryDatabase, id: number, error: ErrorInfo, maxAttempts: number, permanent = false): WorkItemStatus {
  const row = prepared<[string, string, number, number, number], { status: WorkItemStatus }>(
    db,
    `UPDATE work_items SET error_json = ?, finished_at = ?,
       status = CASE WHEN ? OR attempts >= ? THEN 'failed' ELSE 'pending' END
     WHERE id = ? RETURNING status`,
  ).get(JSON.stringify(error), nowIso(), permanent ? 1 : 0, maxAttempts, id);
  return row?.status ?? "failed";
}

/**
 * After a crash, items left running were never committed: put them back to pending. Their
 * attempt is not refunded, so an item that crashes the process every time ends as failed.
 */
export function requeueInterruptedItems(db: LibraryDatabase, runId: number): number {
  return prepared(db, `UPDATE work_items SET status = 'pending' WHERE run_id = ? AND status = 'running'`).run(runId).changes;
}

/** Puts failed items back in the queue with a fresh attempt budget (a retry in place, or `requeueFailed`). */
export function requeueFailedItems(db: LibraryDatabase, runId: number): number {
  return prepared(db, `UPDATE work_items SET status = 'pending', attempts = 0 WHERE run_id = ? AND status = 'failed'`).run(runId).changes;
}

/** An item with what the run view shows of it: its paper's name and how many QAs it stored. */
export interface WorkItemReport extends WorkItemRow {
  paperName: string;
  qas: number;
}

/**
 * The run's items that yielded no QA (failed, or done with none), in plan order, with their
 * paper's name: what the run view and `runs <id>` list with each item's reason.
 */
export function listEmptyWorkItems(db: LibraryDatabase, runId: number): WorkItemReport[] {
  return prepared<[number], RawItem & { paperName: string; qas: number }>(
    db,
    `SELECT w.id, w.run_id AS runId, w.paper_id AS paperId, w.item_key AS itemKey, w.ordinal, w.kind, w.scope_json AS scope,
            w.status, w.attempts, w.error_json AS error, w.reason_json AS reason, w.prompt_tokens AS promptTokens,
            w.generated_tokens AS generatedTokens, w.started_at AS startedAt, w.finished_at AS finishedAt,
            ${paperNameSql("p")} AS paperName, 0 AS qas
     FROM work_items w JOIN papers p ON p.id = w.paper_id
     WHERE w.run_id = ? AND (w.status = 'failed' OR (w.status = 'done' AND NOT EXISTS (SELECT 1 FROM qa_items q WHERE q.work_item_id = w.id)))
     ORDER BY w.ordinal`,
  )
    .all(runId)
    .map((raw) => ({ ...toItem(raw), paperName: raw.paperName, qas: raw.qas }));
}

/**
 * Output tokens an item of this kind usually writes: the average over this run's finished items
 * of the kind, else over earlier runs of the strategy. Null when nothing has been measured yet.
 */
export function typicalGeneratedTokens(db: LibraryDatabase, runId: number, strategy: string, kind: string): number | null {
  const own = prepared<[number, string], { n: number | null }>(
    db,
    `SELECT avg(generated_tokens) AS n FROM work_items WHERE run_id = ? AND kind = ? AND status = 'done' AND generated_tokens > 0`,
  ).get(runId, kind)?.n;
  if (own) return Math.round(own);
  const earlier = prepared<[string, string], { n: number | null }>(
    db,
    `SELECT avg(w.generated_tokens) AS n FROM work_items w JOIN runs r ON r.id = w.run_id
     WHERE r.strategy = ? AND w.kind = ? AND w.status = 'done' AND w.generated_tokens > 0`,
  ).get(strategy, kind)?.n;
  return earlier ? Math.round(earlier) : null;
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
