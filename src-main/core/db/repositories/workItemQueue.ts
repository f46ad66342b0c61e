import type { LibraryDatabase } from "../openDatabase.ts";
import { nowIso, prepared } from "../statements.ts";
import { getWorkItem, type WorkItemRow } from "./workItems.ts";

/* Moving a run's items through the queue: taken by a worker, put back, cancelled, requeued. */

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
export function releaseWorkItem(db: LibraryDatabase, item: Pick<WorkItemRow, "id" | "runId">): void {
  // This run's item only: its id may name another run's item by now (workItemOutcomes.ts, STILL_CLAIMED).
  prepared(db, `UPDATE work_items SET status = 'pending', attempts = max(0, attempts - 1) WHERE id = ? AND run_id = ? AND status = 'running'`).run(item.id, item.runId);
}

/** Marks every item still waiting as cancelled (the user cancelled the run). */
export function cancelPendingItems(db: LibraryDatabase, runId: number): number {
  return prepared(db, `UPDATE work_items SET status = 'cancelled' WHERE run_id = ? AND status = 'pending'`).run(runId).changes;
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
