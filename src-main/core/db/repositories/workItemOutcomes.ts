import type { ErrorInfo } from "../../../contract/errors.ts";
import type { ItemReason } from "../../../contract/runChecks.ts";
import type { LibraryDatabase } from "../openDatabase.ts";
import { nowIso, prepared } from "../statements.ts";
import type { WorkItemRow, WorkItemStatus } from "./workItems.ts";

/** The item a lane claimed, as it knew it: its id alone may name another item by the time it finishes. */
export type ClaimedItem = Pick<WorkItemRow, "id" | "runId" | "paperId">;

/**
 * Whether the item is still the one claimed. Removing a paper removes its items (foreign key),
 * and SQLite gives a new row the largest id plus one, so once the removed paper's items were the
 * last ones, the next run planned (on a paper imported since, which also gets the removed
 * paper's id) takes their ids: a generation still under way for the removed paper would
 * otherwise file its QAs under the new paper and mark the other run's item done, never run.
 */
const STILL_CLAIMED = `SELECT 1 FROM work_items WHERE id = ? AND run_id = ? AND paper_id = ?`;

/**
 * Marks an item done and runs `writeResults` in the same transaction, so an item's results
 * and its status are committed together or not at all. Returns false, writing nothing, when the
 * item is gone (its paper was removed while it ran; see STILL_CLAIMED).
 */
export function completeWorkItem(
  db: LibraryDatabase,
  item: ClaimedItem,
  tokens: { prompt: number; generated: number },
  writeResults: () => void,
  reason: ItemReason | null = null,
): boolean {
  return db.transaction((): boolean => {
    if (prepared(db, STILL_CLAIMED).get(item.id, item.runId, item.paperId) === undefined) return false;
    writeResults();
    prepared(
      db,
      `UPDATE work_items SET status = 'done', error_json = NULL, reason_json = ?, prompt_tokens = ?, generated_tokens = ?, finished_at = ? WHERE id = ?`,
    ).run(reason === null ? null : JSON.stringify(reason), tokens.prompt, tokens.generated, nowIso(), item.id);
    return true;
  })();
}

/**
 * As completeWorkItem, unless the item is done already (or gone): then nothing is written and
 * it returns false. The transaction takes the write lock before it reads the status, so two processes
 * finishing the same item (an import resumed while it still ran elsewhere) store it once.
 */
export function completeWorkItemOnce(db: LibraryDatabase, item: ClaimedItem, writeResults: () => void): boolean {
  return db
    .transaction((): boolean => {
      // Of this run and paper only, as in completeWorkItem: the paper may have been removed while its rows were scored.
      const status = prepared<[number, number, number], { status: WorkItemStatus }>(db, `SELECT status FROM work_items WHERE id = ? AND run_id = ? AND paper_id = ?`).get(
        item.id,
        item.runId,
        item.paperId,
      )?.status;
      if (status === undefined || status === "done") return false;
      writeResults();
      prepared(db, `UPDATE work_items SET status = 'done', error_json = NULL, finished_at = ? WHERE id = ?`).run(nowIso(), item.id);
      return true;
    })
    .immediate();
}

/**
 * Records a failed attempt. The item goes back to pending while it has attempts left, and to
 * failed (keeping the error) once it has used `maxAttempts`, or at once when the failure is
 * `permanent` (it would fail the same way again).
 */
export function failWorkItem(db: LibraryDatabase, item: ClaimedItem, error: ErrorInfo, maxAttempts: number, permanent = false): WorkItemStatus {
  // Only this run's item of this paper: the id may name another run's item since (STILL_CLAIMED).
  const row = prepared<[string, string, number, number, number, number, number], { status: WorkItemStatus }>(
    db,
    `UPDATE work_items SET error_json = ?, finished_at = ?,
       status = CASE WHEN ? OR attempts >= ? THEN 'failed' ELSE 'pending' END
     WHERE id = ? AND run_id = ? AND paper_id = ? RETURNING status`,
  ).get(JSON.stringify(error), nowIso(), permanent ? 1 : 0, maxAttempts, item.id, item.runId, item.paperId);
  return row?.status ?? "failed";
}
