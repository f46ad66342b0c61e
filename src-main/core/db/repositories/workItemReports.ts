import type { LibraryDatabase } from "../openDatabase.ts";
import { prepared } from "../statements.ts";
import { paperNameSql } from "./paperName.ts";
import { toItem, type RawItem, type WorkItemRow } from "./workItems.ts";

/** An item with what the run view shows of it: its paper's name and how many QAs it stored. */
export interface WorkItemReport extends WorkItemRow {
  paperName: string;
  qas: number;
}

const EMPTY = `(w.status = 'failed' OR (w.status = 'done' AND NOT EXISTS (SELECT 1 FROM qa_items q WHERE q.work_item_id = w.id)))`;

/**
 * The run's items that yielded no QA (failed, or done with none), in plan order, with their
 * paper's name: what the run view and `runs <id>` list with each item's reason. A page of at most
 * `limit` after the item at (`after.ordinal`, `after.id`), found through the run's index rather
 * than by skipping rows, so the last page of a long run costs what the first does.
 */
export function listEmptyWorkItems(
  db: LibraryDatabase,
  runId: number,
  page: { after?: { ordinal: number; id: number }; limit: number; failedOnly?: boolean },
): WorkItemReport[] {
  const after = page.after ?? { ordinal: -1, id: 0 };
  return prepared<[number, number, number, number, number, number], RawItem & { paperName: string; qas: number }>(
    db,
    `SELECT w.id, w.run_id AS runId, w.paper_id AS paperId, w.item_key AS itemKey, w.ordinal, w.kind, w.scope_json AS scope,
            w.status, w.attempts, w.error_json AS error, w.reason_json AS reason, w.prompt_tokens AS promptTokens,
            w.generated_tokens AS generatedTokens, w.started_at AS startedAt, w.finished_at AS finishedAt,
            ${paperNameSql("p")} AS paperName, 0 AS qas
     FROM work_items w JOIN papers p ON p.id = w.paper_id
     WHERE w.run_id = ? AND ${EMPTY} AND (? = 0 OR w.status = 'failed') AND (w.ordinal > ? OR (w.ordinal = ? AND w.id > ?))
     ORDER BY w.ordinal, w.id LIMIT ?`,
  )
    .all(runId, page.failedOnly ? 1 : 0, after.ordinal, after.ordinal, after.id, page.limit)
    .map((raw) => ({ ...toItem(raw), paperName: raw.paperName, qas: raw.qas }));
}

/** How many of the run's items yielded no QA (or failed, with `failedOnly`), counting no further than `cap` + 1. */
export function countEmptyWorkItems(db: LibraryDatabase, runId: number, cap: number, failedOnly = false): number {
  return (
    prepared<[number, number, number], { n: number }>(
      db,
      `SELECT count(*) AS n FROM (SELECT 1 FROM work_items w WHERE w.run_id = ? AND ${EMPTY} AND (? = 0 OR w.status = 'failed') LIMIT ?)`,
    ).get(runId, failedOnly ? 1 : 0, cap + 1)?.n ?? 0
  );
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
