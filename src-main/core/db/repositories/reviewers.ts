import type { OtherReview } from "../../../contract/review.ts";
import type { ReviewerSummary } from "../../../contract/reviewers.ts";
import type { LibraryDatabase } from "../openDatabase.ts";
import { prepared } from "../statements.ts";
import { STATE_COLUMNS, toState, type RawState } from "./reviewStates.ts";

/** Every name with annotations, and the current reviewer even without any: the current one first, then by most decisions. */
export function listReviewers(db: LibraryDatabase, current: string): ReviewerSummary[] {
  const rows = prepared<[], Omit<ReviewerSummary, "current">>(
    db,
    `SELECT reviewer AS name, sum(decision = 'keep') AS kept, sum(decision = 'drop') AS dropped, count(*) AS annotated,
            max(updated_at) AS lastChange
     FROM annotations GROUP BY reviewer`,
  ).all();
  const all = rows.map((r) => ({ ...r, current: r.name === current }));
  if (!all.some((r) => r.current)) all.push({ name: current, current: true, kept: 0, dropped: 0, annotated: 0, lastChange: null });
  return all.sort((a, b) => Number(b.current) - Number(a.current) || b.kept + b.dropped - (a.kept + a.dropped) || a.name.localeCompare(b.name));
}

/** Every other reviewer's annotation of a QA, oldest change first. */
export function readOtherReviews(db: LibraryDatabase, reviewer: string, qaId: number): OtherReview[] {
  return prepared<[number, string], RawState & { reviewer: string; updatedAt: string }>(
    db,
    `SELECT a.reviewer, a.updated_at AS updatedAt, 1 AS "exists", ${STATE_COLUMNS}
     FROM annotations a WHERE a.qa_id = ? AND a.reviewer <> ? ORDER BY a.updated_at, a.reviewer`,
  )
    .all(qaId, reviewer)
    .map((row) => ({ ...toState(row), reviewer: row.reviewer, updatedAt: row.updatedAt }));
}

/** The ids of the QAs a name has annotated. */
export function annotatedQaIds(db: LibraryDatabase, reviewer: string): number[] {
  return prepared<[string], { id: number }>(db, `SELECT qa_id AS id FROM annotations WHERE reviewer = ? ORDER BY qa_id`)
    .all(reviewer)
    .map((r) => r.id);
}

// For each field: the value of the more recent annotation, or the older one's where the newer
// has none (for the decision, "pending" counts as none). `f` is the row of the old name, `t` of the new.
const newerFirst = (column: string, none?: string) => {
  const own = (row: "f" | "t") => (none === undefined ? `${row}.${column}` : `nullif(${row}.${column}, ${none})`);
  return `${column} = CASE WHEN f.updated_at > t.updated_at THEN coalesce(${own("f")}, t.${column}) ELSE coalesce(${own("t")}, f.${column}) END`;
};
const MERGE = `
UPDATE annotations AS t SET
  ${newerFirst("decision", "'pending'")},
  ${["answer_correct", "answerable", "corrected_question", "corrected_answer", "corrected_type", "corrected_difficulty", "context_correct", "corrected_context", "note"].map((c) => newerFirst(c)).join(",\n  ")},
  created_at = min(t.created_at, f.created_at),
  updated_at = max(t.updated_at, f.updated_at)
FROM annotations AS f
WHERE t.reviewer = @to AND f.reviewer = @from AND f.qa_id = t.qa_id`;

/**
 * Gives every annotation of `from` to `to`. Where `to` already annotated the same QA the two
 * become one, field by field (see MERGE); elsewhere the row just changes its name and keeps its
 * dates. Run it inside the caller's transaction.
 */
export function renameReviewerAnnotations(db: LibraryDatabase, from: string, to: string): { moved: number; merged: number } {
  if (from === to) return { moved: 0, merged: 0 };
  prepared(db, MERGE).run({ from, to });
  const merged = prepared(db, `DELETE FROM annotations WHERE reviewer = @from AND qa_id IN (SELECT qa_id FROM annotations WHERE reviewer = @to)`).run({ from, to }).changes;
  const moved = prepared(db, `UPDATE annotations SET reviewer = @to WHERE reviewer = @from`).run({ from, to }).changes;
  return { moved, merged };
}
