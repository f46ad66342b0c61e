import type { ExportFilter, QaRecord } from "../../contract/exportRecord.ts";
import type { LibraryDatabase } from "../db/openDatabase.ts";
import { prepared } from "../db/statements.ts";

// One statement serves every combination of filters: list filters arrive as JSON arrays (or
// NULL for "any") and minimum scores as a JSON object {metric: min}.
const FROM_WHERE = `
FROM qa_items q JOIN runs r ON r.id = q.run_id JOIN papers p ON p.id = q.paper_id
WHERE (@runIds IS NULL OR q.run_id IN (SELECT value FROM json_each(@runIds)))
  AND (@paperIds IS NULL OR q.paper_id IN (SELECT value FROM json_each(@paperIds)))
  AND (@strategies IS NULL OR r.strategy IN (SELECT value FROM json_each(@strategies)))
  AND (@acceptedOnly = 0 OR q.verdict = 'accepted')
  AND (@excludeDropped = 0 OR NOT (EXISTS (SELECT 1 FROM annotations a WHERE a.qa_id = q.id AND a.decision = 'drop')
                                   AND NOT EXISTS (SELECT 1 FROM annotations a WHERE a.qa_id = q.id AND a.decision = 'keep')))
  AND NOT EXISTS (SELECT 1 FROM json_each(@minScores) m
                  WHERE NOT EXISTS (SELECT 1 FROM scores s WHERE s.qa_id = q.id AND s.metric = m.key AND s.value >= m.value))
`;
const SELECT = `
SELECT q.id, q.question, q.answer, q.type, q.difficulty, q.hop, q.is_negative AS negative, q.labels_json AS labels,
       q.verdict, q.created_at AS createdAt, q.work_item_id AS workItemId,
       r.id AS runId, r.strategy, r.prompt_version AS promptVersion, r.model_name AS modelName, r.model_sha256 AS modelSha256,
       r.model_quantization AS modelQuantization, r.seed,
       p.id AS paperId, p.title, p.doi, p.sha256
${FROM_WHERE}
  AND q.id > @after
ORDER BY q.id
LIMIT @limit`;
// The live count of the export view: the same filters counted inside SQLite, without reading
// any row into JavaScript (reading them cost about a second at 100k QAs).
const COUNT = `SELECT count(*) AS n ${FROM_WHERE}`;

interface Row {
  id: number;
  question: string;
  answer: string;
  type: string | null;
  difficulty: QaRecord["difficulty"];
  hop: QaRecord["hop"];
  negative: number;
  labels: string;
  verdict: QaRecord["verdict"];
  createdAt: string;
  workItemId: number | null;
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
}

function params(filter: ExportFilter, after: number, limit: number) {
  const list = (values?: unknown[]) => (values && values.length > 0 ? JSON.stringify(values) : null);
  return {
    runIds: list(filter.runIds),
    paperIds: list(filter.paperIds),
    strategies: list(filter.strategies),
    acceptedOnly: filter.acceptedOnly ? 1 : 0,
    excludeDropped: filter.excludeDropped === false ? 0 : 1,
    minScores: JSON.stringify(filter.minScores ?? {}),
    after,
    limit,
  };
}

interface Annotation {
  reviewer: string;
  decision: "keep" | "drop" | "pending";
  updatedAt: string;
  correctedAnswer: string | null;
  correctedType: string | null;
  correctedDifficulty: QaRecord["difficulty"];
  contextCorrect: number | null;
}

/** Reviewers' decisions folded into one status: all keep, all drop, or a disagreement. */
function reviewOf(reviewers: QaRecord["review"]["reviewers"]): QaRecord["review"]["status"] {
  const decided = reviewers.filter((r) => r.decision !== "pending");
  if (decided.length === 0) return "unreviewed";
  if (decided.every((r) => r.decision === "keep")) return "kept";
  if (decided.every((r) => r.decision === "drop")) return "dropped";
  return "disputed";
}

function toRecord(db: LibraryDatabase, row: Row): QaRecord {
  const evidence = prepared<[number], QaRecord["evidence"][number]>(
    db,
    `SELECT text, page, passage_id AS paragraphId, start, "end" AS "end" FROM qa_evidence WHERE qa_id = ? ORDER BY ordinal`,
  ).all(row.id);
  const scores = prepared<[number], QaRecord["scores"][number]>(
    db,
    `SELECT metric, value, verdict, reason FROM scores WHERE qa_id = ? ORDER BY metric, scorer`,
  ).all(row.id);
  const annotations = prepared<[number], Annotation>(
    db,
    `SELECT reviewer, decision, updated_at AS updatedAt, corrected_answer AS correctedAnswer, corrected_type AS correctedType,
            corrected_difficulty AS correctedDifficulty, context_correct AS contextCorrect
     FROM annotations WHERE qa_id = ? ORDER BY updated_at`,
  ).all(row.id);
  // Corrections are what users should train on, as the review view shows them: the latest one
  // of each field by a reviewer who did not drop the QA (a dropped QA's edits are moot).
  const standing = annotations.filter((a) => a.decision !== "drop");
  const latest = <K extends "correctedAnswer" | "correctedType" | "correctedDifficulty">(key: K) =>
    standing.filter((a) => a[key] !== null && a[key] !== "").at(-1)?.[key] ?? null;
  const reviewers = annotations.map(({ reviewer, decision, updatedAt, contextCorrect }) => ({
    reviewer,
    decision,
    updatedAt,
    contextWrong: contextCorrect === 0,
  }));
  return {
    id: row.id,
    question: row.question,
    answer: latest("correctedAnswer") ?? row.answer,
    originalAnswer: row.answer,
    type: latest("correctedType") ?? row.type,
    difficulty: latest("correctedDifficulty") ?? row.difficulty,
    hop: row.hop,
    negative: row.negative === 1,
    evidence,
    scores,
    verdict: row.verdict,
    review: { status: reviewOf(reviewers), reviewers },
    labels: JSON.parse(row.labels) as Record<string, unknown>,
    paper: { id: row.paperId, title: row.title, doi: row.doi, sha256: row.sha256 },
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
  for (;;) {
    const rows = prepared<[ReturnType<typeof params>], Row>(db, SELECT).all(params(filter, after, pageSize));
    for (const row of rows) yield toRecord(db, row);
    if (rows.length < pageSize) return;
    after = rows.at(-1)!.id;
  }
}

/** How many QAs a filter selects (for a live count while the user adjusts it). */
export function countQaRecords(db: LibraryDatabase, filter: ExportFilter = {}): number {
  const { after: _after, limit: _limit, ...where } = params(filter, 0, 0);
  return prepared<[typeof where], { n: number }>(db, COUNT).get(where)!.n;
}
