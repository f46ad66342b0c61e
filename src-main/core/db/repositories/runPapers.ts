import type { RunPaperProgress } from "../../../contract/runProgress.ts";
import type { LibraryDatabase } from "../openDatabase.ts";
import { prepared } from "../statements.ts";
import { paperNameSql } from "./paperName.ts";

/**
 * Per-paper counts of a run's work items and QAs, in plan order: one query for the progress bars.
 * A paper with QAs but no items (an answer kept from Ask) is listed too, after the planned ones.
 */
export function runPapers(db: LibraryDatabase, runId: number): RunPaperProgress[] {
  return prepared<[{ runId: number }], RunPaperProgress>(
    db,
    `WITH items AS (
       SELECT paper_id, count(*) AS total, sum(status = 'pending') AS pending, sum(status = 'running') AS running, sum(status = 'done') AS done,
              sum(status = 'failed') AS failed, sum(status = 'cancelled') AS cancelled, min(ordinal) AS ordinal
       FROM work_items WHERE run_id = @runId GROUP BY paper_id),
     qas AS (
       SELECT paper_id, count(*) AS qas, sum(verdict = 'accepted') AS accepted, min(id) AS first
       FROM qa_items WHERE run_id = @runId GROUP BY paper_id)
     SELECT p.id AS paperId, ${paperNameSql("p")} AS name, coalesce(i.total, 0) AS total, coalesce(i.pending, 0) AS pending,
            coalesce(i.running, 0) AS running, coalesce(i.done, 0) AS done, coalesce(i.failed, 0) AS failed,
            coalesce(i.cancelled, 0) AS cancelled, coalesce(q.qas, 0) AS qas, coalesce(q.accepted, 0) AS accepted
     FROM (SELECT paper_id FROM items UNION SELECT paper_id FROM qas) x
     JOIN papers p ON p.id = x.paper_id
     LEFT JOIN items i ON i.paper_id = x.paper_id
     LEFT JOIN qas q ON q.paper_id = x.paper_id
     ORDER BY i.ordinal IS NULL, i.ordinal, q.first`,
  ).all({ runId });
}

/** Adds papers to a run's list (a run whose papers are found as it goes: an import of rows with their own texts); returns how many were new to it. */
export function addRunPapers(db: LibraryDatabase, runId: number, paperIds: readonly number[]): number {
  const add = prepared(db, `INSERT OR IGNORE INTO run_papers (run_id, paper_id) VALUES (?, ?)`);
  let added = 0;
  for (const paperId of paperIds) added += add.run(runId, paperId).changes;
  return added;
}

/** How many papers a run is about. */
export function countRunPapers(db: LibraryDatabase, runId: number): number {
  return prepared<[number], { n: number }>(db, `SELECT count(*) AS n FROM run_papers WHERE run_id = ?`).get(runId)!.n;
}
