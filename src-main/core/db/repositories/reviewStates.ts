import { UNREVIEWED, type ReviewState } from "../../../contract/review.ts";
import type { LibraryDatabase } from "../openDatabase.ts";
import { prepared } from "../statements.ts";
import { QaNotFoundError } from "../../errors/QaNotFoundError.ts";

/** The values a QA was generated with, which corrections replace. */
export interface Generated {
  question: string;
  answer: string;
  type: string | null;
  difficulty: ReviewState["difficulty"];
}

export type RawState = Omit<ReviewState, "contextWrong" | "answerable"> & { contextWrong: number | null; answerable: number | null; exists: number };

/** The annotation columns a review state covers, named as the state's fields; `a` is the annotation. */
export const STATE_COLUMNS = `a.decision, a.corrected_answer AS answer, a.corrected_type AS type, a.corrected_difficulty AS difficulty,
  a.corrected_question AS question, a.corrected_context AS context, a.context_correct AS contextWrong,
  a.answer_correct AS answerCorrect, a.answerable, a.note`;

export function toState(row: RawState): ReviewState {
  const { exists: _exists, ...state } = row;
  return {
    decision: state.decision,
    answer: state.answer,
    type: state.type,
    difficulty: state.difficulty,
    question: state.question,
    context: state.context,
    contextWrong: state.contextWrong === 0,
    answerCorrect: state.answerCorrect,
    answerable: state.answerable === null ? null : state.answerable === 1,
    note: state.note,
  };
}

/** A state as the annotation's column values. */
function toColumns(state: ReviewState) {
  return {
    decision: state.decision,
    answer: state.answer,
    type: state.type,
    difficulty: state.difficulty,
    question: state.question,
    context: state.context,
    // "Context wrong" is a flag the UI sets; not marking it means "no complaint" rather than
    // "checked and correct", hence NULL and not 1.
    contextCorrect: state.contextWrong ? 0 : null,
    answerCorrect: state.answerCorrect,
    answerable: state.answerable === null ? null : state.answerable ? 1 : 0,
    note: state.note,
  };
}

const UPSERT_SET = `ON CONFLICT (qa_id, reviewer) DO UPDATE SET decision = excluded.decision, corrected_answer = excluded.corrected_answer,
       corrected_type = excluded.corrected_type, corrected_difficulty = excluded.corrected_difficulty,
       corrected_question = excluded.corrected_question, corrected_context = excluded.corrected_context,
       context_correct = excluded.context_correct, answer_correct = excluded.answer_correct, answerable = excluded.answerable,
       note = excluded.note, updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`;

/** The reviewer's state of a QA with the generated values it corrects; QaNotFoundError for an unknown id. */
export function readReviewState(db: LibraryDatabase, reviewer: string, qaId: number): { state: ReviewState; generated: Generated } {
  const row = prepared<[string, number], RawState & { genQuestion: string; genAnswer: string; genType: string | null; genDifficulty: Generated["difficulty"] }>(
    db,
    `SELECT q.question AS genQuestion, q.answer AS genAnswer, q.type AS genType, q.difficulty AS genDifficulty,
            a.id IS NOT NULL AS "exists", ${STATE_COLUMNS}
     FROM qa_items q LEFT JOIN annotations a ON a.qa_id = q.id AND a.reviewer = ? WHERE q.id = ?`,
  ).get(reviewer, qaId);
  if (!row) throw new QaNotFoundError(qaId);
  const generated = { question: row.genQuestion, answer: row.genAnswer, type: row.genType, difficulty: row.genDifficulty };
  return { state: row.exists ? toState(row) : { ...UNREVIEWED }, generated };
}

/** Stores a state as the reviewer's annotation. */
export function writeReviewState(db: LibraryDatabase, reviewer: string, qaId: number, state: ReviewState): void {
  prepared(
    db,
    `INSERT INTO annotations (qa_id, reviewer, decision, corrected_answer, corrected_type, corrected_difficulty, corrected_question,
                              corrected_context, context_correct, answer_correct, answerable, note)
     VALUES (@qaId, @reviewer, @decision, @answer, @type, @difficulty, @question, @context, @contextCorrect, @answerCorrect, @answerable, @note)
     ${UPSERT_SET}`,
  ).run({ qaId, reviewer, ...toColumns(state) });
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
    `SELECT j.value AS id, a.id IS NOT NULL AS "exists", ${STATE_COLUMNS}
     FROM json_each(?) j LEFT JOIN annotations a ON a.qa_id = j.value AND a.reviewer = ?`,
  ).all(JSON.stringify(ids), reviewer);
  return rows.map((row) => (row.exists ? toState(row) : { ...UNREVIEWED }));
}

/**
 * Stores many states in one statement (bulk decisions and undo of 100,000 QAs stay a single
 * pass). A QA listed twice ends with its last state, as if written one after another.
 */
export function writeReviewStates(db: LibraryDatabase, reviewer: string, states: { id: number; state: ReviewState }[]): void {
  const rows = states.map(({ id, state }) => ({ ...toColumns(state), id }));
  prepared(
    db,
    // "WHERE true" tells SQLite's parser the ON CONFLICT belongs to the INSERT, not to a join.
    `INSERT INTO annotations (qa_id, reviewer, decision, corrected_answer, corrected_type, corrected_difficulty, corrected_question,
                              corrected_context, context_correct, answer_correct, answerable, note)
     SELECT s.value ->> 'id', @reviewer, s.value ->> 'decision', s.value ->> 'answer', s.value ->> 'type', s.value ->> 'difficulty',
            s.value ->> 'question', s.value ->> 'context', s.value ->> 'contextCorrect', s.value ->> 'answerCorrect',
            s.value ->> 'answerable', s.value ->> 'note'
     FROM json_each(@rows) s WHERE true
     ${UPSERT_SET}`,
  ).run({ reviewer, rows: JSON.stringify(rows) });
}
