import type { LibraryDatabase } from "../openDatabase.ts";
import { prepared } from "../statements.ts";

// What the near-duplicate check reads of the QAs a run already stored for a paper: pages of them
// by id, and one QA's texts again. Apart from writing and listing QAs (qaItems.ts), since these
// reads walk the table by id for speed and their plans are tuned to that walk.

/** A QA a run stored for a paper, as the near-duplicate check compares a new one with it. */
export interface StoredQaForDuplicates {
  id: number;
  question: string;
  answer: string;
  isNegative: boolean;
  workItemId: number | null;
  context: Record<string, unknown>;
}

/**
 * Up to `limit` QAs a run stored for one paper after QA `afterId`, oldest first: the
 * near-duplicate index reads a paper's QAs in pages once, then only what was stored since. It
 * walks the table by id from `afterId` (NOT INDEXED: the run-and-paper indexes would sort every
 * QA of the paper again for each page), so a page costs what was stored after it, not the paper's size.
 */
export function listRunPaperQuestionsAfter(db: LibraryDatabase, runId: number, paperId: number, afterId: number, limit: number): StoredQaForDuplicates[] {
  return prepared<[number, number, number, number], { id: number; question: string; answer: string; isNegative: number; workItemId: number | null; context: string }>(
    db,
    `SELECT id, question, answer, is_negative AS isNegative, work_item_id AS workItemId, context_json AS context FROM qa_items NOT INDEXED
     WHERE id > ? AND run_id = ? AND paper_id = ? ORDER BY id LIMIT ?`,
  )
    .all(afterId, runId, paperId, limit)
    .map((r) => ({ ...r, isNegative: r.isNegative === 1, context: JSON.parse(r.context) as Record<string, unknown> }));
}

/** Ids and work items of up to `limit` QAs a run stored for one paper after QA `afterId`, oldest first (read as `listRunPaperQuestionsAfter` reads). */
export function listRunPaperQaIdsAfter(db: LibraryDatabase, runId: number, paperId: number, afterId: number, limit: number): { id: number; workItemId: number | null }[] {
  return prepared<[number, number, number, number], { id: number; workItemId: number | null }>(
    db,
    `SELECT id, work_item_id AS workItemId FROM qa_items NOT INDEXED WHERE id > ? AND run_id = ? AND paper_id = ? ORDER BY id LIMIT ?`,
  ).all(afterId, runId, paperId, limit);
}

/**
 * Where reading a run's QAs of one paper by id starts: the id before its first, or, when it has
 * none yet, the last id of the library (its QAs will come after). Starting at the paper's own
 * first QA keeps a run of many papers from walking every other paper's QAs for each new paper.
 */
export function runPaperQaIdsStartAfter(db: LibraryDatabase, runId: number, paperId: number): number {
  // By the run-and-paper index (migration 013): the planner's choice, the run's index, reads every QA of the run.
  const first = prepared<[number, number], { first: number | null }>(db, `SELECT min(id) AS first FROM qa_items INDEXED BY qa_items_run_paper_verdict_status WHERE run_id = ? AND paper_id = ?`).get(
    runId,
    paperId,
  )!.first;
  if (first !== null) return first - 1;
  return prepared<[], { last: number }>(db, `SELECT coalesce(max(id), 0) AS last FROM qa_items`).get()!.last;
}

/** A stored QA's question, answer and kind, as the near-duplicate check reads it again. */
export function getQaTexts(db: LibraryDatabase, id: number): { question: string; answer: string; isNegative: boolean } | undefined {
  const row = prepared<[number], { question: string; answer: string; isNegative: number }>(db, `SELECT question, answer, is_negative AS isNegative FROM qa_items WHERE id = ?`).get(id);
  return row && { question: row.question, answer: row.answer, isNegative: row.isNegative === 1 };
}
