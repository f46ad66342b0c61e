import type { QaRecord } from "../../../contract/exportRecord.ts";
import type { AnswerCorrect, ReviewStatus } from "../../../contract/review.ts";
import type { LibraryDatabase } from "../openDatabase.ts";
import { reviewStatusSql } from "./reviewStatus.ts";
import { prepared } from "../statements.ts";

// The records of ids already chosen by the review query (reviewPage.ts queryQaIds), so an export
// and the review table cannot disagree on which QAs a query means; `ids` is a JSON array and the
// rows come back in its order.
const ROWS = `
SELECT q.id, q.question, q.answer, q.type, q.difficulty, q.hop, q.is_negative AS negative, q.labels_json AS labels, q.context_json AS context,
       q.verdict, q.created_at AS createdAt, q.work_item_id AS workItemId, ${reviewStatusSql("q.id")} AS reviewStatus,
       r.id AS runId, r.strategy, r.prompt_version AS promptVersion, r.model_name AS modelName, r.model_sha256 AS modelSha256,
       r.model_quantization AS modelQuantization, r.seed,
       p.id AS paperId, p.title, p.doi, p.sha256,
       (SELECT json_group_array(e.field) FROM paper_edits e WHERE e.sha256 = p.sha256) AS editedFields,
       (SELECT c.conditions_json FROM paper_syntheses c WHERE c.run_id = q.run_id AND c.paper_id = q.paper_id) AS synthesis
FROM json_each(@ids) chosen
JOIN qa_items q ON q.id = chosen.value
JOIN runs r ON r.id = q.run_id
JOIN papers p ON p.id = q.paper_id
ORDER BY chosen.key`;

export interface QaRecordRow {
  id: number;
  question: string;
  answer: string;
  type: string | null;
  difficulty: QaRecord["difficulty"];
  hop: QaRecord["hop"];
  negative: number;
  labels: string;
  /** JSON object: what the model was shown (the strategy's record). */
  context: string;
  verdict: QaRecord["verdict"];
  createdAt: string;
  workItemId: number | null;
  reviewStatus: ReviewStatus;
  runId: number;
  strategy: string;
  promptVersion: string;
  modelName: string;
  modelSha256: string | null;
  modelQuantization: string | null;
  seed: number;
  paperId: number;
  title: string | null;
  doi: string | null;
  sha256: string;
  /** JSON array of the corrected metadata fields. */
  editedFields: string;
  /** JSON: the synthesis conditions the QA's run extracted from its paper (RetChemQA); null when none. */
  synthesis: string | null;
}

export interface RecordAnnotation {
  reviewer: string;
  decision: "keep" | "drop" | "pending";
  updatedAt: string;
  correctedAnswer: string | null;
  correctedType: string | null;
  correctedDifficulty: QaRecord["difficulty"];
  contextCorrect: number | null;
  answerCorrect: AnswerCorrect | null;
  answerable: number | null;
  correctedQuestion: string | null;
  correctedContext: string | null;
}

/** The record rows of these QAs, in the order given (ids of deleted QAs are skipped). */
export function readQaRecordRows(db: LibraryDatabase, ids: readonly number[]): QaRecordRow[] {
  return prepared<[{ ids: string }], QaRecordRow>(db, ROWS).all({ ids: JSON.stringify(ids) });
}

/** A QA's evidence, scores and every reviewer's annotation (oldest change first), as a record holds them. */
export function readRecordParts(db: LibraryDatabase, qaId: number): { evidence: QaRecord["evidence"]; scores: QaRecord["scores"]; annotations: RecordAnnotation[] } {
  const evidence = prepared<[number], QaRecord["evidence"][number]>(
    db,
    `SELECT text, page, passage_id AS paragraphId, start, "end" AS "end" FROM qa_evidence WHERE qa_id = ? ORDER BY ordinal`,
  ).all(qaId);
  const scores = prepared<[number], QaRecord["scores"][number]>(
    db,
    `SELECT metric, value, verdict, reason FROM scores WHERE qa_id = ? ORDER BY metric, scorer`,
  ).all(qaId);
  const annotations = prepared<[number], RecordAnnotation>(
    db,
    `SELECT reviewer, decision, updated_at AS updatedAt, corrected_answer AS correctedAnswer, corrected_type AS correctedType,
            corrected_difficulty AS correctedDifficulty, context_correct AS contextCorrect, answer_correct AS answerCorrect,
            answerable, corrected_question AS correctedQuestion, corrected_context AS correctedContext
     FROM annotations WHERE qa_id = ? ORDER BY updated_at`,
  ).all(qaId);
  return { evidence, scores, annotations };
}
