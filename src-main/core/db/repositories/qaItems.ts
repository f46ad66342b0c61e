import type { LibraryDatabase } from "../openDatabase.ts";
import { prepared } from "../statements.ts";

import type { RunQaCounts } from "../../../contract/pipeline.ts";
import type { Difficulty, QaVerdict as Verdict } from "../../../contract/review.ts";

// The values are the contract's (one declaration); re-exported under the names callers use.
export type { Difficulty, Verdict };

export interface EvidenceSpan {
  text: string;
  passageId: number | null;
  start: number | null;
  end: number | null;
  page: number | null;
}

export interface NewQaItem {
  runId: number;
  workItemId: number | null;
  paperId: number;
  ordinal?: number;
  question: string;
  answer: string;
  type?: string | null;
  difficulty?: Difficulty | null;
  hop?: "single" | "multi" | null;
  isNegative?: boolean;
  labels?: Record<string, unknown>;
  context?: Record<string, unknown>;
  evidence?: EvidenceSpan[];
}

export interface QaItemRow {
  id: number;
  runId: number;
  workItemId: number | null;
  paperId: number;
  ordinal: number;
  question: string;
  answer: string;
  type: string | null;
  difficulty: Difficulty | null;
  hop: "single" | "multi" | null;
  isNegative: boolean;
  labels: Record<string, unknown>;
  context: Record<string, unknown>;
  verdict: Verdict;
  createdAt: string;
  evidence: EvidenceSpan[];
}

const SELECT = `SELECT id, run_id AS runId, work_item_id AS workItemId, paper_id AS paperId, ordinal, question, answer, type,
  difficulty, hop, is_negative AS isNegative, labels_json AS labels, context_json AS context, verdict, created_at AS createdAt
  FROM qa_items`;

type RawQa = Omit<QaItemRow, "isNegative" | "labels" | "context" | "evidence"> & { isNegative: number; labels: string; context: string };

function withEvidence(db: LibraryDatabase, raw: RawQa): QaItemRow {
  const evidence = prepared<[number], EvidenceSpan>(
    db,
    `SELECT text, passage_id AS passageId, start, "end" AS "end", page FROM qa_evidence WHERE qa_id = ? ORDER BY ordinal`,
  ).all(raw.id);
  return { ...raw, isNegative: raw.isNegative === 1, labels: JSON.parse(raw.labels), context: JSON.parse(raw.context), evidence };
}

/**
 * Inserts a QA with its evidence spans, atomically. Inside a caller's transaction (a work item
 * committing its results) it joins that one instead of opening a savepoint per QA, which
 * measured 3x slower for large batches.
 */
export function insertQaItem(db: LibraryDatabase, qa: NewQaItem): number {
  const write = (): number => {
    const id = Number(
      prepared(
        db,
        `INSERT INTO qa_items (run_id, work_item_id, paper_id, ordinal, question, answer, type, difficulty, hop, is_negative, labels_json, context_json)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      ).run(
        qa.runId,
        qa.workItemId,
        qa.paperId,
        qa.ordinal ?? 0,
        qa.question,
        qa.answer,
        qa.type ?? null,
        qa.difficulty ?? null,
        qa.hop ?? null,
        qa.isNegative ? 1 : 0,
        JSON.stringify(qa.labels ?? {}),
        JSON.stringify(qa.context ?? {}),
      ).lastInsertRowid,
    );
    const insertEvidence = prepared(db, `INSERT INTO qa_evidence (qa_id, ordinal, passage_id, start, "end", page, text) VALUES (?, ?, ?, ?, ?, ?, ?)`);
    (qa.evidence ?? []).forEach((span, ordinal) => insertEvidence.run(id, ordinal, span.passageId, span.start, span.end, span.page, span.text));
    return id;
  };
  return db.inTransaction ? write() : db.transaction(write)();
}

export function getQaItem(db: LibraryDatabase, id: number): QaItemRow | undefined {
  const raw = prepared<[number], RawQa>(db, `${SELECT} WHERE id = ?`).get(id);
  return raw && withEvidence(db, raw);
}

export function listQaItemsForPaper(db: LibraryDatabase, paperId: number): QaItemRow[] {
  return prepared<[number], RawQa>(db, `${SELECT} WHERE paper_id = ? ORDER BY run_id, ordinal, id`).all(paperId).map((raw) => withEvidence(db, raw));
}

export function listQaItemsForRun(db: LibraryDatabase, runId: number): QaItemRow[] {
  return prepared<[number], RawQa>(db, `${SELECT} WHERE run_id = ? ORDER BY id`).all(runId).map((raw) => withEvidence(db, raw));
}

export function setQaVerdict(db: LibraryDatabase, id: number, verdict: Verdict): void {
  prepared(db, `UPDATE qa_items SET verdict = ? WHERE id = ?`).run(verdict, id);
}

/**
 * A run's QAs by the filters' overall verdict, and those no reviewer has kept or dropped yet
 * (review status "unreviewed"), read from the covering index on (run, paper, verdict, review status).
 */
export function countRunQas(db: LibraryDatabase, runId: number): RunQaCounts {
  return prepared<[number], RunQaCounts>(
    db,
    `SELECT count(*) AS total, coalesce(sum(verdict = 'accepted'), 0) AS accepted, coalesce(sum(verdict = 'rejected'), 0) AS rejected,
            coalesce(sum(review_status = 'unreviewed'), 0) AS toReview
     FROM qa_items WHERE run_id = ?`,
  ).get(runId)!;
}

/** The runs that wrote the QAs of these papers or these QAs (a judging by papers or by selection touches them). */
export function runIdsOfQas(db: LibraryDatabase, selection: { paperIds?: readonly number[]; qaIds?: readonly number[] }): number[] {
  const rows = prepared<{ paperIds: string | null; qaIds: string | null }, { runId: number }>(
    db,
    `SELECT DISTINCT run_id AS runId FROM qa_items
     WHERE (@paperIds IS NOT NULL AND paper_id IN (SELECT value FROM json_each(@paperIds))) OR (@qaIds IS NOT NULL AND id IN (SELECT value FROM json_each(@qaIds)))
     ORDER BY run_id`,
  ).all({ paperIds: selection.paperIds ? JSON.stringify(selection.paperIds) : null, qaIds: selection.qaIds ? JSON.stringify(selection.qaIds) : null });
  return rows.map((r) => r.runId);
}
