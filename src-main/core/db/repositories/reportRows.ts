import type { ScoreVerdict } from "../../../contract/metrics.ts";
import type { QaQuery } from "../../../contract/qaQueries.ts";
import type { LibraryDatabase } from "../openDatabase.ts";
import { prepared } from "../statements.ts";
import { paperNameSql } from "./paperName.ts";

// The rows a dataset report is computed from. Every query takes the selected QA ids as one JSON
// parameter (up to 100,000 of them) and groups in SQL, so only tallies cross into JavaScript,
// except the text the similarity measures need.

const ids = (qaIds: readonly number[]) => JSON.stringify(qaIds);

/** Which work items a selection's runs, strategies and papers planned (the other filters do not apply to items). */
function itemScope(query: QaQuery): { where: string; params: Record<string, string | null> } {
  const list = (values: readonly unknown[] | undefined) => (values && values.length > 0 ? JSON.stringify(values) : null);
  return {
    where: `(@runIds IS NULL OR w.run_id IN (SELECT value FROM json_each(@runIds)))
      AND (@strategies IS NULL OR w.run_id IN (SELECT id FROM runs WHERE strategy IN (SELECT value FROM json_each(@strategies))))
      AND (@paperIds IS NULL OR w.paper_id IN (SELECT value FROM json_each(@paperIds)))`,
    params: { runIds: list(query.runIds), strategies: list(query.strategies), paperIds: list(query.paperIds) },
  };
}

export interface ItemTally {
  items: number;
  unfinished: number;
  /** Items done with at least one QA. */
  outputs: number;
}

export function tallyItems(db: LibraryDatabase, query: QaQuery): ItemTally {
  const scope = itemScope(query);
  return prepared<Record<string, string | null>, ItemTally>(
    db,
    `SELECT count(*) AS items,
            coalesce(sum(w.status IN ('pending', 'running')), 0) AS unfinished,
            coalesce(sum(w.status = 'done' AND EXISTS (SELECT 1 FROM qa_items q WHERE q.work_item_id = w.id)), 0) AS outputs
     FROM work_items w WHERE ${scope.where}`,
  ).get(scope.params)!;
}

export interface EmptyItemRow {
  runId: number;
  strategy: string;
  paperId: number;
  paperName: string;
  kind: string;
  scope: string;
  status: "done" | "failed";
  reason: string | null;
  error: string | null;
}

/** Items that failed or ran without yielding a QA, in run and plan order: the first `limit`, and how many in all. */
export function listEmptyItems(db: LibraryDatabase, query: QaQuery, limit: number): { rows: EmptyItemRow[]; total: number } {
  const scope = itemScope(query);
  const empty = `w.status = 'failed' OR (w.status = 'done' AND NOT EXISTS (SELECT 1 FROM qa_items q WHERE q.work_item_id = w.id))`;
  const rows = prepared<Record<string, unknown>, EmptyItemRow>(
    db,
    `SELECT w.run_id AS runId, r.strategy, w.paper_id AS paperId, ${paperNameSql("p")} AS paperName, w.kind, w.scope_json AS scope,
            w.status, w.reason_json AS reason, w.error_json AS error
     FROM work_items w JOIN runs r ON r.id = w.run_id JOIN papers p ON p.id = w.paper_id
     WHERE ${scope.where} AND (${empty})
     ORDER BY w.run_id, w.ordinal LIMIT @limit`,
  ).all({ ...scope.params, limit });
  const total = prepared<Record<string, unknown>, { n: number }>(db, `SELECT count(*) AS n FROM work_items w WHERE ${scope.where} AND (${empty})`).get(scope.params)!.n;
  return { rows, total };
}

/** QAs per value of a column (as generated), most frequent first. */
export function countByColumn(db: LibraryDatabase, qaIds: readonly number[], column: "type" | "difficulty" | "hop" | "verdict"): { value: string | null; count: number }[] {
  return prepared<[string], { value: string | null; count: number }>(
    db,
    `SELECT q.${column} AS value, count(*) AS count FROM json_each(?) j JOIN qa_items q ON q.id = j.value
     GROUP BY q.${column} ORDER BY count DESC, value`,
  ).all(ids(qaIds));
}

/** QAs per strategy of their run (the method that made them; "imported", "asked" for QAs brought in or kept from Ask), most first. */
export function countByStrategy(db: LibraryDatabase, qaIds: readonly number[]): { value: string; count: number }[] {
  return prepared<[string], { value: string; count: number }>(
    db,
    `SELECT r.strategy AS value, count(*) AS count FROM json_each(?) j JOIN qa_items q ON q.id = j.value JOIN runs r ON r.id = q.run_id
     GROUP BY r.strategy ORDER BY count DESC, value`,
  ).all(ids(qaIds));
}

/** QAs per review status (every reviewer together). */
export function countByReviewStatus(db: LibraryDatabase, qaIds: readonly number[]): { value: string; count: number }[] {
  return prepared<[string], { value: string; count: number }>(
    db,
    `SELECT q.review_status AS value, count(*) AS count FROM json_each(?) j JOIN qa_items q ON q.id = j.value GROUP BY q.review_status`,
  ).all(ids(qaIds));
}

/** How many of the QAs the filters accepted and the reviewers kept: the funnel's last stage. */
export function countAcceptedKept(db: LibraryDatabase, qaIds: readonly number[]): number {
  return prepared<[string], { count: number }>(
    db,
    `SELECT count(*) AS count FROM json_each(?) j JOIN qa_items q ON q.id = j.value WHERE q.verdict = 'accepted' AND q.review_status = 'kept'`,
  ).get(ids(qaIds))!.count;
}

/** Per metric and verdict, how many of the QAs have such a score. */
/**
 * Per metric and verdict, how many QAs have the score; `valued` 0 for scores stored without a
 * value, `bounded` 1 for those of them that counted what they checked yet measured none of it
 * (`isBelowBound`: known only to be below a fail).
 */
export function tallyScores(db: LibraryDatabase, qaIds: readonly number[]): { metric: string; verdict: ScoreVerdict; valued: 0 | 1; bounded: 0 | 1; count: number }[] {
  return prepared<[string], { metric: string; verdict: ScoreVerdict; valued: 0 | 1; bounded: 0 | 1; count: number }>(
    db,
    `SELECT s.metric, s.verdict, s.value IS NOT NULL AS valued, (s.value IS NULL AND s.items_checked > 0 AND s.items_found = 0) AS bounded,
       count(DISTINCT s.qa_id) AS count FROM json_each(?) j JOIN scores s ON s.qa_id = j.value
     GROUP BY s.metric, s.verdict, valued, bounded`,
  ).all(ids(qaIds));
}

/** Per metric of `metrics` and value rounded to a whole number, how many scores; with their sum for the mean. */
export function tallyScoreValues(db: LibraryDatabase, qaIds: readonly number[], metrics: readonly string[]): { metric: string; value: number; count: number; sum: number }[] {
  return prepared<[string, string], { metric: string; value: number; count: number; sum: number }>(
    db,
    `SELECT s.metric, cast(round(s.value) AS INTEGER) AS value, count(*) AS count, sum(s.value) AS sum
     FROM json_each(?) j JOIN scores s ON s.qa_id = j.value
     WHERE s.metric IN (SELECT value FROM json_each(?)) AND s.value IS NOT NULL
     GROUP BY s.metric, cast(round(s.value) AS INTEGER)`,
  ).all(ids(qaIds), JSON.stringify(metrics));
}

export interface QaTextRow {
  id: number;
  paperId: number;
  question: string;
  answer: string;
  /** 1 for a "not answerable" negative, whose answer is a refusal. */
  negative: number;
  /** The stored numbers check: 1 = it has a score; `numericValue` null then means "no numbers in the answer". */
  numericScored: number;
  numericValue: number | null;
}

/** The QAs' texts and stored numbers check, by paper then id. */
export function listQaTexts(db: LibraryDatabase, qaIds: readonly number[]): QaTextRow[] {
  return prepared<[string], QaTextRow>(
    db,
    `SELECT q.id, q.paper_id AS paperId, q.question, q.answer, q.is_negative AS negative,
            (s.qa_id IS NOT NULL) AS numericScored, s.value AS numericValue
     FROM json_each(?) j JOIN qa_items q ON q.id = j.value
     LEFT JOIN scores s ON s.qa_id = q.id AND s.metric = 'numeric-source' AND s.scorer = (SELECT min(scorer) FROM scores WHERE qa_id = q.id AND metric = 'numeric-source')
     ORDER BY q.paper_id, q.id`,
  ).all(ids(qaIds));
}

/** Paper names by id. */
export function paperNames(db: LibraryDatabase, paperIds: readonly number[]): Map<number, string> {
  const rows = prepared<[string], { id: number; name: string }>(
    db,
    `SELECT p.id, ${paperNameSql("p")} AS name FROM json_each(?) j JOIN papers p ON p.id = j.value`,
  ).all(JSON.stringify(paperIds));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** The files imported QAs came from (their context's origin), with how many of the QAs each gave. */
export function countOrigins(db: LibraryDatabase, qaIds: readonly number[]): { file: string; sha256: string; qas: number }[] {
  return prepared<[string], { file: string; sha256: string; qas: number }>(
    db,
    `SELECT json_extract(q.context_json, '$.origin.file') AS file, json_extract(q.context_json, '$.origin.sha256') AS sha256, count(*) AS qas
     FROM json_each(?) j JOIN qa_items q ON q.id = j.value
     WHERE json_extract(q.context_json, '$.origin.kind') = 'imported'
     GROUP BY file, sha256 ORDER BY qas DESC, file`,
  ).all(ids(qaIds));
}
