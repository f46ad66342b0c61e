import type { CorrectedBy, QaRecord } from "../../contract/exportRecord.ts";
import { qaOriginOf } from "../../contract/qaImport.ts";
import type { PaperMetadataField } from "../../contract/paperEdits.ts";
import type { QaQuery } from "../../contract/qaQueries.ts";
import type { SynthesisConditions } from "../../contract/synthesisConditions.ts";
import type { LibraryDatabase } from "../db/openDatabase.ts";
import { readQaRecordRows, readRecordParts, type QaRecordRow, type RecordParts } from "../db/repositories/qaRecords.ts";
import { countQaQuery } from "../db/repositories/reviewCounts.ts";
import { queryQaIds } from "../db/repositories/reviewPage.ts";
import { loadPaperForGeneration } from "../pipeline/papers/loadPaperForGeneration.ts";
import { strategies } from "../pipeline/strategies/index.ts";
import type { PaperForGeneration } from "../pipeline/strategies/paperForGeneration.ts";
import type { QaContextTexts } from "../pipeline/strategies/Strategy.ts";

/**
 * The chunk texts a QA's context points at, as its strategy rebuilds them (`contextTexts`), or
 * nothing when its strategy keeps none (an imported QA, a method that stores no chunks) or they
 * point at text the paper no longer has.
 */
function chunkFields(strategy: string, context: Record<string, unknown>, paper: () => PaperForGeneration): QaContextTexts {
  const contextTexts = Object.hasOwn(strategies, strategy) ? strategies[strategy]!.contextTexts : undefined;
  if (!contextTexts) return {};
  try {
    return contextTexts(context, paper());
  } catch {
    // A paper imported again since the run: its passages changed, and the ranges no longer name them.
    return {};
  }
}

function toRecord(row: QaRecordRow, { evidence, scores, annotations }: RecordParts, paperOf: (id: number) => PaperForGeneration): QaRecord {
  // Corrections are what users should train on, as the review view shows them: the latest one
  // of each field by a reviewer who did not drop the QA (a dropped QA's edits are moot). Every
  // reviewer's own stays in `review.reviewers`, and `provenance.correctedBy` names whose each is.
  const standing = annotations.filter((a) => a.decision !== "drop");
  const latestBy = <K extends "correctedQuestion" | "correctedAnswer" | "correctedType" | "correctedDifficulty">(key: K) =>
    standing.filter((a) => a[key] !== null && a[key] !== "").at(-1);
  const latest = <K extends "correctedQuestion" | "correctedAnswer" | "correctedType" | "correctedDifficulty">(key: K) => latestBy(key)?.[key] ?? null;
  const correctedBy: CorrectedBy = {
    ...(latestBy("correctedQuestion") && { question: latestBy("correctedQuestion")!.reviewer }),
    ...(latestBy("correctedAnswer") && { answer: latestBy("correctedAnswer")!.reviewer }),
    ...(latestBy("correctedType") && { type: latestBy("correctedType")!.reviewer }),
    ...(latestBy("correctedDifficulty") && { difficulty: latestBy("correctedDifficulty")!.reviewer }),
  };
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
    ...(a.correctedAnswer !== null && a.correctedAnswer !== "" && { correctedAnswer: a.correctedAnswer }),
    ...(a.correctedType !== null && a.correctedType !== "" && { correctedType: a.correctedType }),
    ...(a.correctedDifficulty !== null && { correctedDifficulty: a.correctedDifficulty }),
  }));
  const context = JSON.parse(row.context) as Record<string, unknown>;
  const origin = qaOriginOf(context);
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
    // Only runs that extracted conditions (RetChemQA) carry them; other records leave the field out.
    ...(row.synthesis !== null && { synthesis: JSON.parse(row.synthesis) as SynthesisConditions }),
    ...chunkFields(row.strategy, context, () => paperOf(row.paperId)),
    paper: { id: row.paperId, title: row.title, doi: row.doi, sha256: row.sha256, edited: JSON.parse(row.editedFields) as PaperMetadataField[] },
    provenance: {
      runId: row.runId,
      workItemId: row.workItemId,
      strategy: row.strategy,
      promptVersion: row.promptVersion,
      model: { name: row.modelName, sha256: row.modelSha256, quantization: row.modelQuantization },
      seed: row.seed,
      createdAt: row.createdAt,
      ...(origin ? { origin } : {}),
      ...(Object.keys(correctedBy).length > 0 && { correctedBy }),
    },
  };
}

export interface SelectOptions {
  /** Records read from the database at a time. Defaults to 500. */
  pageSize?: number;
  /** Only the first this many. Defaults to all. */
  limit?: number;
}

/**
 * The QA records a review query selects, in its order: the ids come from the review table's own
 * query (queryQaIds), then the records are read a page at a time, so an export writes exactly
 * what Review shows and 100,000 QAs are never held in memory as records (only their ids).
 * `reviewer` is whose queue a `queue` filter means.
 */
export function* selectQaRecords(db: LibraryDatabase, reviewer: string, query: QaQuery = {}, options: SelectOptions = {}): Generator<QaRecord> {
  const ids = queryQaIds(db, reviewer, query, options.limit ?? -1);
  const pageSize = options.pageSize ?? 500;
  for (let start = 0; start < ids.length; start += pageSize) {
    // Papers are read once per page of records; a page's QAs are mostly of a few papers.
    const papers = new Map<number, PaperForGeneration>();
    const paperOf = (id: number) => papers.get(id) ?? papers.set(id, loadPaperForGeneration(db, id)).get(id)!;
    const page = ids.slice(start, start + pageSize);
    const parts = readRecordParts(db, page);
    for (const row of readQaRecordRows(db, page)) yield toRecord(row, parts.get(row.id)!, paperOf);
  }
}

/** How many QAs a review query selects (the export view's live count). */
export function countQaRecords(db: LibraryDatabase, reviewer: string, query: QaQuery = {}): number {
  return countQaQuery(db, reviewer, query);
}
