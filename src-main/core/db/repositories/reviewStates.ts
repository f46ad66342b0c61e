import type { ReviewState } from "../../../contract/review.ts";
import type { LibraryDatabase } from "../openDatabase.ts";
import { prepared } from "../statements.ts";
import { QaNotFoundError } from "../../errors/QaNotFoundError.ts";

/** What a QA nobody has reviewed looks like. */
export const UNREVIEWED: ReviewState = { decision: "pending", answer: null, type: null, difficulty: null, contextWrong: false, note: null };

/** The values a QA was generated with, which corrections replace. */
export interface Generated {
  answer: string;
  type: string | null;
  difficulty: ReviewState["difficulty"];
}

type RawState = Omit<ReviewState, "contextWrong"> & { contextWrong: number | null; exists: number };

/** The reviewer's state of a QA with the generated values it corrects; QaNotFoundError for an unknown id. */
export function readReviewState(db: LibraryDatabase, reviewer: string, qaId: number): { state: ReviewState; generated: Generated } {
  const row = prepared<[string, number], RawState & { genAnswer: string; genType: string | null; genDifficulty: Generated["difficulty"] }>(
    db,
    `SELECT q.answer AS genAnswer, q.type AS genType, q.difficulty AS genDifficulty, a.id IS NOT NULL AS "exists",
            a.decision, a.corrected_answer AS answer, a.corrected_type AS type, a.corrected_difficulty AS difficulty,
            a.context_correct AS contextWrong, a.note
     FROM qa_items q LEFT JOIN annotations a ON a.qa_id = q.id AND a.reviewer = ? WHERE q.id = ?`,
  ).get(reviewer, qaId);
  if (!row) throw new QaNotFoundError(qaId);
  const generated = { answer: row.genAnswer, type: row.genType, difficulty: row.genDifficulty };
  if (!row.exists) return { state: { ...UNREVIEWED }, generated };
  return {
    state: { decision: row.decision, answer: row.answer, type: row.type, difficulty: row.difficulty, contextWrong: row.contextWrong === 0, note: row.note },
    generated,
  };
}

/**
 * Stores a state as the reviewer's annotation. Only the columns a review state covers are
 * written: the older fields (answer_correct, corrected_context) keep what they hold.
 */
export function writeReviewState(db: LibraryDatabase, reviewer: string, qaId: number, state: ReviewState): void {
  prepared(
    db,
    `INSERT INTO annotations (qa_id, reviewer, decision, corrected_answer, corrected_type, corrected_difficulty, context_correct, note)
     VALUES (@qaId, @reviewer, @decision, @answer, @type, @difficulty, @contextCorrect, @note)
     ON CONFLICT (qa_id, reviewer) DO UPDATE SET decision = excluded.decision, corrected_answer = excluded.corrected_answer,
       corrected_type = excluded.corrected_type, corrected_difficulty = excluded.corrected_difficulty,
       context_correct = excluded.context_correct, note = excluded.note,
       updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`,
  ).run({
    qaId,
    reviewer,
    decision: state.decision,
    answer: state.answer,
    type: state.type,
    difficulty: state.difficulty,
    // "Context wrong" is the one judgement the UI records; not marking it means "no complaint"
    // rather than "checked and correct", hence NULL and not 1.
    contextCorrect: state.contextWrong ? 0 : null,
    note: state.note,
  });
}

/** Throws QaNotFoundError for the first of `ids` that names no QA. */
export function requireQas(db: LibraryDatabase, ids: number[]): void {
  const missing = prepared<[string], { id: number }>(
    db,
    `SELECT j.value AS id FROM json_each(?) j WHERE NOT EXISTS (SELECT 1 FROM qa_items q WHERE q.id = j.value) LIMIT 1`,
  ).get(JSON.stringify(ids));
  if (missing) throw new QaNotFoundError(missing.id);
}

/** The reviewer's states of many QAs in one query, in the order of `ids` (which must exist). */
export function readReviewStates(db: LibraryDatabase, reviewer: string, ids: number[]): ReviewState[] {
  const rows = prepared<[string, string], RawState & { id: number }>(
    db,
    `SELECT j.value AS id, a.id IS NOT NULL AS "exists", a.decision, a.corrected_answer AS answer, a.corrected_type AS type,
            a.corrected_difficulty AS difficulty, a.context_correct AS contextWrong, a.note
     FROM json_each(?) j LEFT JOIN annotations a ON a.qa_id = j.value AND a.reviewer = ?`,
  ).all(JSON.stringify(ids), reviewer);
  return rows.map((row) =>
    row.exists
      ? { decision: row.decision, answer: row.answer, type: row.type, difficulty: row.difficulty, contextWrong: row.contextWrong === 0, note: row.note }
      : { ...UNREVIEWED },
  );
}

/**
 * Stores many states in one statement (bulk decisions and undo of 100,000 QAs stay a single
 * pass). A QA listed twice ends with its last state, as if written one after another.
 */
export function writeReviewStates(db: LibraryDatabase, reviewer: string, states: { id: number; state: ReviewState }[]): void {
  const rows = states.map(({ id, state }) => ({ ...state, id, contextCorrect: state.contextWrong ? 0 : null }));
  prepared(
    db,
    // "WHERE true" tells SQLite's parser the ON CONFLICT belongs to the INSERT, not to a join.
    `INSERT INTO annotations (qa_id, reviewer, decision, corrected_answer, corrected_type, corrected_difficulty, context_correct, note)
     SELECT s.value ->> 'id', @reviewer, s.value ->> 'decision', s.value ->> 'answer', s.value ->> 'type', s.value ->> 'difficulty',
            s.value ->> 'contextCorrect', s.value ->> 'note'
     FROM json_each(@rows) s WHERE true
     ON CONFLICT (qa_id, reviewer) DO UPDATE SET decision = excluded.decision, corrected_answer = excluded.corrected_answer,
       corrected_type = excluded.corrected_type, corrected_difficulty = excluded.corrected_difficulty,
       context_correct = excluded.context_correct, note = excluded.note,
       updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`,
  ).run({ reviewer, rows: JSON.stringify(rows) });
}
