import type { LibraryDatabase } from "../openDatabase.ts";
import { prepared } from "../statements.ts";

// An answer kept as a QA (core/ask/keepAnswer.ts): the run of its model and prompt version that
// holds such QAs, the papers it lists, the QA's place in it, and the answer's link to its QA.

/** Records the QA an answer was kept as. */
export function setAskAnswerQa(db: LibraryDatabase, answerId: number, qaId: number): void {
  prepared(db, `UPDATE ask_answers SET qa_id = ? WHERE id = ?`).run(qaId, answerId);
}

/** The run that holds kept answers of this model and prompt version, if one exists. */
export function findAskedRun(db: LibraryDatabase, strategy: string, promptVersion: string, model: { name: string; sha256: string | null }): number | undefined {
  return prepared<[string, string, string, string | null], { id: number }>(
    db,
    `SELECT id FROM runs WHERE strategy = ? AND prompt_version = ? AND model_name = ? AND model_sha256 IS ? ORDER BY id LIMIT 1`,
  ).get(strategy, promptVersion, model.name, model.sha256)?.id;
}

/** Adds a paper to a run's papers (once) and marks the run finished now. */
export function addPaperToAskedRun(db: LibraryDatabase, runId: number, paperId: number): void {
  prepared(db, `INSERT OR IGNORE INTO run_papers (run_id, paper_id) VALUES (?, ?)`).run(runId, paperId);
  prepared(db, `UPDATE runs SET status = 'completed', started_at = coalesce(started_at, strftime('%Y-%m-%dT%H:%M:%fZ', 'now')), finished_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = ?`).run(runId);
}

/** The next ordinal for a QA of this run on this paper. */
export function nextQaOrdinal(db: LibraryDatabase, runId: number, paperId: number): number {
  return prepared<[number, number], { n: number }>(db, `SELECT coalesce(max(ordinal) + 1, 0) AS n FROM qa_items WHERE run_id = ? AND paper_id = ?`).get(runId, paperId)!.n;
}
