import type { QaRecord } from "../../../contract/exportRecord.ts";
import type { AnswerCorrect, ReviewDecision, ReviewStatus } from "../../../contract/review.ts";
import type { LibraryDatabase } from "../openDatabase.ts";
import { prepared } from "../statements.ts";
import { evidenceRecord } from "../../../contract/evidence.ts";
import { readTablePlaces } from "./tableLinks.ts";

interface EvidenceSpanRow {
  qaId: number;
  text: string;
  page: number | null;
  paragraphId: number | null;
  start: number | null;
  end: number | null;
}

// The records of ids already chosen by the review query (reviewPage.ts queryQaIds), so an export
// and the review table cannot disagree on which QAs a query means; `ids` is a JSON array and the
// rows come back in its order.
const ROWS = `
SELECT q.id, q.question, q.answer, q.type, q.difficulty, q.hop, q.is_negative AS negative, q.labels_json AS labels, q.context_json AS context,
       q.verdict, q.created_at AS createdAt, q.work_item_id AS workItemId, q.review_status AS reviewStatus,
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
  decision: ReviewDecision;
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

export interface RecordParts {
  evidence: QaRecord["evidence"];
  scores: QaRecord["scores"];
  annotations: RecordAnnotation[];
}

// One query per part for a whole page of QAs (rather than three per QA): at 100,000 QAs the
// per-QA statements were most of an export's time. Each part is ordered by QA first, then as a
// record lists it; annotations updated at the same instant fall back to reviewer order, the
// order the (qa_id, reviewer) key gives them.
const EVIDENCE = `SELECT qa_id AS qaId, text, page, passage_id AS paragraphId, start, "end" AS "end"
FROM qa_evidence WHERE qa_id IN (SELECT value FROM json_each(@ids)) ORDER BY qa_id, ordinal`;
const SCORES = `SELECT qa_id AS qaId, metric, value, verdict, reason
FROM scores WHERE qa_id IN (SELECT value FROM json_each(@ids)) ORDER BY qa_id, metric, scorer`;
const ANNOTATIONS = `SELECT qa_id AS qaId, reviewer, decision, updated_at AS updatedAt, corrected_answer AS correctedAnswer, corrected_type AS correctedType,
       corrected_difficulty AS correctedDifficulty, context_correct AS contextCorrect, answer_correct AS answerCorrect,
       answerable, corrected_question AS correctedQuestion, corrected_context AS correctedContext
FROM annotations WHERE qa_id IN (SELECT value FROM json_each(@ids)) ORDER BY qa_id, updated_at, reviewer`;

/** Appends each row, without its qaId, to its QA's list. */
function groupByQa<T extends object>(rows: (T & { qaId: number })[], into: Map<number, RecordParts>, pick: (parts: RecordParts) => T[]): void {
  for (const { qaId, ...rest } of rows) {
    const parts = into.get(qaId);
    if (parts) pick(parts).push(rest as unknown as T);
  }
}

/**
 * Each QA's evidence, scores and every reviewer's annotation (oldest change first), as a record
 * holds them, for a page of QAs at once. Every id given has an entry, empty when it has no parts.
 */
export function readRecordParts(db: LibraryDatabase, ids: readonly number[]): Map<number, RecordParts> {
  const byQa = new Map<number, RecordParts>(ids.map((id) => [id, { evidence: [], scores: [], annotations: [] }]));
  const params = { ids: JSON.stringify(ids) };
  const spans = prepared<[{ ids: string }], EvidenceSpanRow>(db, EVIDENCE).all(params);
  // A span of a table's row or caption is that table's cell, row or caption (tablePassages.ts).
  const places = readTablePlaces(db, spans.map((s) => ({ passageId: s.paragraphId, start: s.start, end: s.end })));
  groupByQa(
    spans.map(({ qaId, ...span }, i) => ({ qaId, ...evidenceRecord(span, places[i]!) })),
    byQa,
    (p) => p.evidence,
  );
  groupByQa(prepared<[{ ids: string }], QaRecord["scores"][number] & { qaId: number }>(db, SCORES).all(params), byQa, (p) => p.scores);
  groupByQa(prepared<[{ ids: string }], RecordAnnotation & { qaId: number }>(db, ANNOTATIONS).all(params), byQa, (p) => p.annotations);
  return byQa;
}
