import type { AnswerCorrect, ReviewDecision } from "../../../contract/review.ts";
import type { LibraryDatabase } from "../openDatabase.ts";
import { prepared } from "../statements.ts";

/** One reviewer's decision and labels on one QA, as agreement reads them. */
export interface LabelRow {
  qaId: number;
  reviewer: string;
  decision: ReviewDecision;
  answerCorrect: AnswerCorrect | null;
  answerable: boolean | null;
  /** The QA as generated: its type, hop, and a true-or-false statement's truth value (labels.truthValue). */
  type: string | null;
  hop: "single" | "multi" | null;
  truthValue: string | null;
}

/**
 * Every annotation on these QAs that says something agreement can compare (a keep or drop, an
 * answer judgement, an answerable label); `ids` may be 100,000 long, hence one JSON parameter.
 */
export function readLabelRows(db: LibraryDatabase, ids: readonly number[]): LabelRow[] {
  return prepared<[string], Omit<LabelRow, "answerable"> & { answerable: number | null }>(
    db,
    `SELECT a.qa_id AS qaId, a.reviewer, a.decision, a.answer_correct AS answerCorrect, a.answerable,
            q.type, q.hop, json_extract(q.labels_json, '$.truthValue') AS truthValue
     FROM json_each(?) j JOIN annotations a ON a.qa_id = j.value JOIN qa_items q ON q.id = a.qa_id
     WHERE a.decision <> 'pending' OR a.answer_correct IS NOT NULL OR a.answerable IS NOT NULL
     ORDER BY a.qa_id, a.reviewer`,
  )
    .all(JSON.stringify(ids))
    .map((row) => ({ ...row, answerable: row.answerable === null ? null : row.answerable === 1 }));
}

/** Per QA with at least one score of these metrics: their mean value and whether any of them failed. */
export function readMetricVerdicts(db: LibraryDatabase, ids: readonly number[], metrics: readonly string[]): { qaId: number; mean: number; failed: boolean }[] {
  return prepared<[string, string], { qaId: number; mean: number; failed: number }>(
    db,
    `SELECT s.qa_id AS qaId, avg(s.value) AS mean, max(s.verdict = 'fail') AS failed
     FROM json_each(?) j JOIN scores s ON s.qa_id = j.value
     WHERE s.metric IN (SELECT value FROM json_each(?)) AND s.value IS NOT NULL
     GROUP BY s.qa_id`,
  )
    .all(JSON.stringify(ids), JSON.stringify(metrics))
    .map((row) => ({ ...row, failed: row.failed === 1 }));
}
