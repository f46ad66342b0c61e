import { createHash } from "node:crypto";
import type { LibraryDatabase } from "../openDatabase.ts";
import { prepared } from "../statements.ts";

/**
 * Everything a run's report is measured from, summed up: its items by status, its QAs by verdict
 * and review status (the tallies the triggers keep exact), every review decision and correction
 * on them (count, keeps, drops, the latest change), and every filter and judge score (count,
 * sum, passes, fails, newest row). Any review, verdict or judge score that changes a figure of
 * the report changes one of these. Read in one statement, from indexes, without the QA texts.
 */
const BASIS_SQL = `SELECT
  (SELECT json_group_array(json_array(status, n)) FROM
     (SELECT status, count(*) AS n FROM work_items WHERE run_id = @run GROUP BY status ORDER BY status)) AS items,
  (SELECT json_group_array(json_array(verdict, review_status, n)) FROM
     (SELECT verdict, review_status, sum(n) AS n FROM qa_tallies WHERE run_id = @run GROUP BY verdict, review_status ORDER BY verdict, review_status)) AS tallies,
  (SELECT json_array(count(*), max(q.id)) FROM qa_items q WHERE q.run_id = @run) AS qas,
  (SELECT json_array(count(*), sum(a.decision = 'keep'), sum(a.decision = 'drop'), max(a.updated_at), count(DISTINCT a.reviewer))
     FROM qa_items q JOIN annotations a ON a.qa_id = q.id WHERE q.run_id = @run) AS reviews,
  (SELECT json_array(count(*), total(s.value), sum(s.verdict = 'pass'), sum(s.verdict = 'fail'), max(s.id))
     FROM qa_items q JOIN scores s ON s.qa_id = q.id WHERE q.run_id = @run) AS scores`;

/** A digest of what a run's report measures: equal digests, equal figures (reports store theirs to tell when they are out of date). */
export function runReportBasis(db: LibraryDatabase, runId: number): string {
  const row = prepared<[{ run: number }], Record<string, string>>(db, BASIS_SQL).get({ run: runId })!;
  return createHash("sha256").update(JSON.stringify(row)).digest("hex").slice(0, 32);
}
