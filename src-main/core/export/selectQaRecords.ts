import type { ExportFilter, QaRecord } from "../../contract/exportRecord.ts";
import type { PaperMetadataField } from "../../contract/papers.ts";
import type { LibraryDatabase } from "../db/openDatabase.ts";
import { loadPaperForGeneration } from "../pipeline/jobs/loadPaperForGeneration.ts";
import { qaChunkTexts } from "../pipeline/strategies/chemlit/chunkTexts.ts";
import type { PaperForGeneration } from "../pipeline/strategies/Strategy.ts";
import { countQaRecordRows, listQaRecordRows, readRecordParts, type QaRecordRow } from "../db/repositories/qaRecords.ts";

/** The chunk texts a QA's context points at, or nothing when it points at none (or at text the paper no longer has). */
function chunkFields(context: Record<string, unknown>, paper: () => PaperForGeneration): Pick<QaRecord, "chunkText" | "similarChunks" | "negativeContext"> {
  if (!("sourceSegments" in context) && !("bridgeChunks" in context) && !("pairedChunk" in context)) return {};
  try {
    return qaChunkTexts(context, paper());
  } catch {
    // A paper imported again since the run: its passages changed, and the ranges no longer name them.
    return {};
  }
}

function toRecord(db: LibraryDatabase, row: QaRecordRow, paperOf: (id: number) => PaperForGeneration): QaRecord {
  const { evidence, scores, annotations } = readRecordParts(db, row.id);
  // Corrections are what users should train on, as the review view shows them: the latest one
  // of each field by a reviewer who did not drop the QA (a dropped QA's edits are moot).
  const standing = annotations.filter((a) => a.decision !== "drop");
  const latest = <K extends "correctedQuestion" | "correctedAnswer" | "correctedType" | "correctedDifficulty">(key: K) =>
    standing.filter((a) => a[key] !== null && a[key] !== "").at(-1)?.[key] ?? null;
  const reviewers = annotations.map((a) => ({
    reviewer: a.reviewer,
    decision: a.decision,
    updatedAt: a.updatedAt,
    contextWrong: a.contextCorrect === 0,
    // Labels a reviewer did not give are left out rather than written as null.
    ...(a.answerCorrect !== null && { answerCorrect: a.answerCorrect }),
    ...(a.answerable !== null && { answerable: a.answerable === 1 }),
    ...(a.correctedQuestion !== null && { correctedQuestion: a.correctedQuestion }),
    ...(a.correctedContext !== null && { correctedContext: a.correctedContext }),
  }));
  const context = JSON.parse(row.context) as Record<string, unknown>;
  return {
    id: row.id,
    question: latest("correctedQuestion") ?? row.question,
    originalQuestion: row.question,
    answer: latest("correctedAnswer") ?? row.answer,
    originalAnswer: row.answer,
    type: latest("correctedType") ?? row.type,
    difficulty: latest("correctedDifficulty") ?? row.difficulty,
    hop: row.hop,
    negative: row.negative === 1,
    evidence,
    scores,
    verdict: row.verdict,
    review: { status: row.reviewStatus, reviewers },
    labels: JSON.parse(row.labels) as Record<string, unknown>,
    context,
    ...chunkFields(context, () => paperOf(row.paperId)),
    paper: { id: row.paperId, title: row.title, doi: row.doi, sha256: row.sha256, edited: JSON.parse(row.editedFields) as PaperMetadataField[] },
    provenance: {
      runId: row.runId,
      workItemId: row.workItemId,
      strategy: row.strategy,
      promptVersion: row.promptVersion,
      model: { name: row.modelName, sha256: row.modelSha256, quantization: row.modelQuantization },
      seed: row.seed,
      createdAt: row.createdAt,
    },
  };
}

/**
 * The QA records a filter selects, in id order, fetched a page at a time so an export of
 * 100,000 QAs never holds them all in memory.
 */
export function* selectQaRecords(db: LibraryDatabase, filter: ExportFilter = {}, pageSize = 500): Generator<QaRecord> {
  let after = 0;
  // Papers are read once per page of records; a page's QAs are mostly of a few papers.
  for (;;) {
    const rows = listQaRecordRows(db, filter, after, pageSize);
    const papers = new Map<number, PaperForGeneration>();
    const paperOf = (id: number) => papers.get(id) ?? papers.set(id, loadPaperForGeneration(db, id)).get(id)!;
    for (const row of rows) yield toRecord(db, row, paperOf);
    if (rows.length < pageSize) return;
    after = rows.at(-1)!.id;
  }
}

/** How many QAs a filter selects (for a live count while the user adjusts it). */
export function countQaRecords(db: LibraryDatabase, filter: ExportFilter = {}): number {
  return countQaRecordRows(db, filter);
}
