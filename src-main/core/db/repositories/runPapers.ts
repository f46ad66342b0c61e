import type { RunPaperProgress } from "../../../contract/pipeline.ts";
import type { LibraryDatabase } from "../openDatabase.ts";
import { prepared } from "../statements.ts";
import { paperNameSql } from "./paperName.ts";

/** Per-paper counts of a run's work items and QAs, in plan order: one query for the progress bars. */
export function runPapers(db: LibraryDatabase, runId: number): RunPaperProgress[] {
  return prepared<[number], RunPaperProgress>(
    db,
    `SELECT w.paper_id AS paperId, ${paperNameSql("p")} AS name, count(*) AS total,
            sum(w.status = 'pending') AS pending, sum(w.status = 'running') AS running, sum(w.status = 'done') AS done,
            sum(w.status = 'failed') AS failed, sum(w.status = 'cancelled') AS cancelled,
            (SELECT count(*) FROM qa_items q WHERE q.run_id = w.run_id AND q.paper_id = w.paper_id) AS qas
     FROM work_items w JOIN papers p ON p.id = w.paper_id
     WHERE w.run_id = ?
     GROUP BY w.paper_id
     ORDER BY min(w.ordinal)`,
  ).all(runId);
}
