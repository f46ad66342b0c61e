import type { ScoreVerdict } from "../../../contract/metrics.ts";
import type { LibraryDatabase } from "../openDatabase.ts";
import { prepared } from "../statements.ts";
import { paperNameSql } from "./paperName.ts";

// The rows a dataset report is computed from. Every query takes the selected QA ids as one JSON
// parameter (up to 100,000 of them) and groups in SQL, so only tallies cross into JavaScript,
// except the text the similarity measures need.

const ids = (qaIds: readonly number[]) => JSON.stringify(qaIds);

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
