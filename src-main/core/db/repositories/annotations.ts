import type { LibraryDatabase } from "../openDatabase.ts";
import { prepared } from "../statements.ts";
import type { AnswerCorrect, Difficulty, ReviewDecision } from "../../../contract/review.ts";

export type { ReviewDecision };

export interface AnnotationInput {
  qaId: number;
  reviewer: string;
  decision: ReviewDecision;
  answerCorrect?: AnswerCorrect | null;
  answerable?: boolean | null;
  correctedQuestion?: string | null;
  correctedAnswer?: string | null;
  correctedType?: string | null;
  correctedDifficulty?: Difficulty | null;
  contextCorrect?: boolean | null;
  correctedContext?: string | null;
  note?: string | null;
}

export interface AnnotationRow {
  qaId: number;
  reviewer: string;
  decision: ReviewDecision;
  answerCorrect: AnswerCorrect | null;
  answerable: boolean | null;
  correctedQuestion: string | null;
  correctedAnswer: string | null;
  correctedType: string | null;
  correctedDifficulty: Difficulty | null;
  contextCorrect: boolean | null;
  correctedContext: string | null;
  note: string | null;
  createdAt: string;
  updatedAt: string;
}

const bit = (value: boolean | null | undefined): number | null => (value === null || value === undefined ? null : value ? 1 : 0);
const bool = (value: number | null): boolean | null => (value === null ? null : value === 1);

/** Each reviewer has one current annotation per QA; saving again updates it. */
export function upsertAnnotation(db: LibraryDatabase, a: AnnotationInput): void {
  prepared(
    db,
    `INSERT INTO annotations (qa_id, reviewer, decision, answer_correct, answerable, corrected_question, corrected_answer, corrected_type,
                              corrected_difficulty, context_correct, corrected_context, note)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT (qa_id, reviewer) DO UPDATE SET decision = excluded.decision, answer_correct = excluded.answer_correct,
       answerable = excluded.answerable, corrected_question = excluded.corrected_question,
       corrected_answer = excluded.corrected_answer, corrected_type = excluded.corrected_type,
       corrected_difficulty = excluded.corrected_difficulty, context_correct = excluded.context_correct,
       corrected_context = excluded.corrected_context, note = excluded.note,
       updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`,
  ).run(
    a.qaId,
    a.reviewer,
    a.decision,
    a.answerCorrect ?? null,
    bit(a.answerable),
    a.correctedQuestion ?? null,
    a.correctedAnswer ?? null,
    a.correctedType ?? null,
    a.correctedDifficulty ?? null,
    bit(a.contextCorrect),
    a.correctedContext ?? null,
    a.note ?? null,
  );
}

type RawAnnotation = Omit<AnnotationRow, "answerable" | "contextCorrect"> & { answerable: number | null; contextCorrect: number | null };

export function listAnnotations(db: LibraryDatabase, qaId: number): AnnotationRow[] {
  return prepared<[number], RawAnnotation>(
    db,
    `SELECT qa_id AS qaId, reviewer, decision, answer_correct AS answerCorrect, answerable,
       corrected_question AS correctedQuestion, corrected_answer AS correctedAnswer,
       corrected_type AS correctedType, corrected_difficulty AS correctedDifficulty, context_correct AS contextCorrect,
       corrected_context AS correctedContext, note, created_at AS createdAt, updated_at AS updatedAt
     FROM annotations WHERE qa_id = ? ORDER BY reviewer`,
  )
    .all(qaId)
    .map((raw) => ({ ...raw, answerable: bool(raw.answerable), contextCorrect: bool(raw.contextCorrect) }));
}
