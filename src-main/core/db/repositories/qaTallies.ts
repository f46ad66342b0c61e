import type { QaSelectionSummary } from "../../../contract/qaSelection.ts";
import type { ReviewStatus } from "../../../contract/review.ts";
import type { LibraryDatabase } from "../openDatabase.ts";
import { prepared } from "../statements.ts";
import { QUEUE_DECISIONS, whereClause, type QaFilterSql } from "./reviewFilterSql.ts";

// Counts read from the tallies of migration 013 instead of the QAs and decisions themselves,
// for a filter whose terms only read what the tallies carry (QaFilterSql.tallied): the same
// terms run over a tally table named `q`, and each row counts `n` QAs. Tallies hold a few rows
// per run and paper, against a hundred QAs or so for each.

type Params = Record<string, unknown>;

/** QAs with the same run, paper, verdict and status, and how many: what a summary folds. */
export interface QaGroup {
  verdict: keyof QaSelectionSummary["verdicts"];
  status: ReviewStatus;
  runId: number;
  paperId: number;
  n: number;
}

/** The reviewer's decisions that count for a queue, with the filter's other terms, over `qa_decision_tallies q`. */
function decidedWhere(filter: QaFilterSql, queue: keyof typeof QUEUE_DECISIONS): string {
  return whereClause([`q.reviewer = @reviewer`, `q.decision IN ${QUEUE_DECISIONS[queue]}`, ...filter.where]);
}

/** QAs passing the filter's terms (its queue aside). */
export function tallyTotal(db: LibraryDatabase, filter: QaFilterSql): number {
  return prepared<[Params], { n: number }>(db, `SELECT coalesce(sum(q.n), 0) AS n FROM qa_tallies q ${whereClause(filter.where)}`).get(filter.params)!.n;
}

/** The reviewer's keep and drop decisions on QAs passing the filter's terms, by decision. */
export function tallyDecisions(db: LibraryDatabase, filter: QaFilterSql, reviewer: string, queue: keyof typeof QUEUE_DECISIONS): { keep: number; drop: number } {
  const counts = { keep: 0, drop: 0 };
  for (const row of prepared<[Params], { decision: "keep" | "drop"; n: number }>(
    db,
    `SELECT q.decision, sum(q.n) AS n FROM qa_decision_tallies q ${decidedWhere(filter, queue)} GROUP BY q.decision`,
  ).all({ ...filter.params, reviewer })) {
    counts[row.decision] = row.n;
  }
  return counts;
}

const GROUP_COLUMNS = "q.verdict, q.review_status AS status, q.run_id AS runId, q.paper_id AS paperId";

/**
 * The QAs passing the filter, queue included, grouped by run, paper, verdict and status. The
 * pending queue is each group less the reviewer's keep and drop decisions in it: two primary-key
 * seeks a group.
 */
export function tallyGroups(db: LibraryDatabase, filter: QaFilterSql, reviewer: string): QaGroup[] {
  const params = { ...filter.params, reviewer };
  if (filter.queue === undefined) {
    return prepared<[Params], QaGroup>(db, `SELECT ${GROUP_COLUMNS}, q.n FROM qa_tallies q ${whereClause([...filter.where, "q.n > 0"])}`).all(params);
  }
  if (filter.queue === "pending") {
    return prepared<[Params], QaGroup>(
      db,
      `SELECT * FROM (
         SELECT ${GROUP_COLUMNS},
                q.n - coalesce((SELECT sum(d.n) FROM qa_decision_tallies d
                                WHERE d.reviewer = @reviewer AND d.decision IN ${QUEUE_DECISIONS.reviewed}
                                  AND d.verdict = q.verdict AND d.review_status = q.review_status AND d.run_id = q.run_id AND d.paper_id = q.paper_id), 0) AS n
         FROM qa_tallies q ${whereClause(filter.where)})
       WHERE n > 0`,
    ).all(params);
  }
  return prepared<[Params], QaGroup>(
    db,
    `SELECT ${GROUP_COLUMNS}, sum(q.n) AS n FROM qa_decision_tallies q ${decidedWhere(filter, filter.queue)}
     GROUP BY q.verdict, q.review_status, q.run_id, q.paper_id HAVING sum(q.n) > 0`,
  ).all(params);
}
