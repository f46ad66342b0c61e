import type { ErrorInfo } from "../../../contract/errors.ts";
import type { ItemReason } from "../../../contract/runChecks.ts";
import type { LibraryDatabase } from "../openDatabase.ts";
import { nowIso, prepared } from "../statements.ts";
import type { WorkItemStatus } from "./workItems.ts";

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
