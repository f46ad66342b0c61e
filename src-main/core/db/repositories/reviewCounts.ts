import type { ReviewCounts } from "../../../contract/review.ts";
import type { QaQuery } from "../../../contract/qaQueries.ts";
import type { LibraryDatabase } from "../openDatabase.ts";
import { prepared } from "../statements.ts";
import { QUEUE_DECISIONS, qaFilterSql, whereClause, type QaFilterSql } from "./reviewFilterSql.ts";
import { tallyDecisions, tallyTotal } from "./qaTallies.ts";

// How many QAs a review query selects, and the size of each queue within it: from the tallies
// (migration 013) when they carry every filter, else from the QAs and the reviewer's decisions.
// The page of rows itself is chosen in reviewPage.ts.

type Params = Record<string, unknown>;
type Queue = keyof typeof QUEUE_DECISIONS;

/** How many QAs the query selects: the review table's total, and what an export of it writes. */
export function countQaQuery(db: LibraryDatabase, reviewer: string, query: QaQuery): number {
  return countFilter(db, reviewer, qaFilterSql(query, reviewer));
}

/**
 * The pending queue is what the reviewer has not decided: the whole selection less the decided
 * part. Filters the tallies carry are counted there (qaTallies.ts), the others on the QAs.
 */
export function countFilter(db: LibraryDatabase, reviewer: string, filter: QaFilterSql): number {
  const decided = (queue: Queue) => {
    const { keep, drop } = filter.tallied ? tallyDecisions(db, filter, reviewer, queue) : decisionsOnQas(db, filter, reviewer, queue);
    return keep + drop;
  };
  if (filter.queue !== undefined && filter.queue !== "pending") return decided(filter.queue);
  const all = filter.tallied ? tallyTotal(db, filter) : countWhere(db, filter);
  return filter.queue === "pending" ? all - decided("reviewed") : all;
}

/** QAs passing the filters other than the queue. */
function countWhere(db: LibraryDatabase, filter: QaFilterSql): number {
  return prepared<[Params], { n: number }>(db, `SELECT count(*) AS n FROM qa_items q ${whereClause(filter.where)}`).get(filter.params)!.n;
}

/**
 * The reviewer's keep and drop decisions, within `queue`, on QAs passing the other filters.
 * Counted from the decisions' index: when nothing else filters, no QA row is read at all
 * (annotations cascade with their QA, so every decision belongs to an existing QA).
 */
function decisionsOnQas(db: LibraryDatabase, filter: QaFilterSql, reviewer: string, queue: Queue): { keep: number; drop: number } {
  const join = filter.where.length > 0 ? "JOIN qa_items q ON q.id = a.qa_id" : "";
  const others = filter.where.map((term) => `AND ${term}`).join("\n  ");
  const counts = { keep: 0, drop: 0 };
  for (const row of prepared<[Params], { decision: "keep" | "drop"; n: number }>(
    db,
    `SELECT a.decision, count(*) AS n FROM annotations a ${join}
     WHERE a.reviewer = @reviewer AND a.decision IN ${QUEUE_DECISIONS[queue]} ${others} GROUP BY a.decision`,
  ).all({ ...filter.params, reviewer })) {
    counts[row.decision] = row.n;
  }
  return counts;
}

/**
 * The queue sizes within a query (its own queue is ignored, so every queue shows its size):
 * two counts, one over the QAs and one grouped over the reviewer's decisions, from the tallies
 * when they carry every filter.
 */
export function countQueues(db: LibraryDatabase, reviewer: string, query: QaQuery): ReviewCounts {
  const filter = { ...qaFilterSql(query, reviewer), queue: undefined };
  const total = filter.tallied ? tallyTotal(db, filter) : countWhere(db, filter);
  const { keep, drop } = filter.tallied ? tallyDecisions(db, filter, reviewer, "reviewed") : decisionsOnQas(db, filter, reviewer, "reviewed");
  return { reviewer, total, pending: total - keep - drop, kept: keep, dropped: drop };
}
