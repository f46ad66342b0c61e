import type { QaQuery } from "../../../contract/qaQueries.ts";
import { toFtsQuery } from "./search.ts";

/**
 * A QaQuery as WHERE terms over `qa_items q` alone, with their named parameters. Every filter
 * on the reviewer's annotations, scores or runs is an `q.id IN (subquery)` answered from one
 * index of migration 002, never a join: SQLite can then start from the most selective set or
 * check each row against an in-memory list, and a count needs no join at all. Only the filters
 * actually given become SQL, so each combination is planned on its own. Fragments are
 * constants; user values are always parameters.
 */
export interface QaFilterSql {
  /** Every filter but the queue. */
  where: string[];
  params: Record<string, unknown>;
  /** Kept apart because counting a queue has cheaper ways than filtering row by row. */
  queue: QaQuery["queue"];
  /**
   * Every term reads only run_id, paper_id, verdict and review_status, which the tallies of
   * migration 013 carry too: the terms then hold as they are over `qa_tallies q` or
   * `qa_decision_tallies q`, and counts need not visit the QAs (qaTallies.ts).
   */
  tallied: boolean;
  /**
   * Every term is answered from qa_items' (paper_id, verdict) index, a list of ids or a seek per
   * QA, or the tallies can say how many QAs it keeps: a walk through the QAs in another order
   * (papers by name, reviewPage.ts) then checks each cheaply, or is not tried on a few matches.
   * Corrected types and difficulties read the QA row, and so do statuses beside a search.
   */
  walkable: boolean;
}

/** The reviewer's value of a column: the correction when there is one. Needs `annotations a` joined. */
export const CORRECTED_DIFFICULTY = "coalesce(a.corrected_difficulty, q.difficulty)";
export const CORRECTED_TYPE = "coalesce(a.corrected_type, q.type)";
export const DECISION = "coalesce(a.decision, 'pending')";

/** The reviewer's decisions that take a QA out of the pending queue, by queue. */
export const QUEUE_DECISIONS = { reviewed: "('keep', 'drop')", kept: "('keep')", dropped: "('drop')" } as const;

/**
 * The queue as a page-query term. Pending is a per-row NOT EXISTS: the first page stops after
 * a hundred rows instead of first listing every decided QA; the other queues list the
 * reviewer's decisions from the index once, already in id order.
 */
export function queueTerm(queue: NonNullable<QaQuery["queue"]>): string {
  if (queue === "pending") {
    return `NOT EXISTS (SELECT 1 FROM annotations a0 WHERE a0.qa_id = q.id AND a0.reviewer = @reviewer AND a0.decision IN ${QUEUE_DECISIONS.reviewed})`;
  }
  return `q.id IN (SELECT qa_id FROM annotations WHERE reviewer = @reviewer AND decision IN ${QUEUE_DECISIONS[queue]})`;
}

/**
 * A filter on a correctable column: the generated value matches and the reviewer did not
 * correct it, or the correction matches. Corrections are few, so both lists stay small.
 */
const corrected = (column: "type" | "difficulty", param: string): string =>
  `((q.${column} IN (SELECT value FROM json_each(@${param}))
     AND q.id NOT IN (SELECT qa_id FROM annotations WHERE reviewer = @reviewer AND corrected_${column} IS NOT NULL))
    OR q.id IN (SELECT qa_id FROM annotations WHERE reviewer = @reviewer AND corrected_${column} IN (SELECT value FROM json_each(@${param}))))`;

const CONTEXT_WRONG = "SELECT qa_id FROM annotations WHERE reviewer = @reviewer AND context_correct = 0";

export function qaFilterSql(query: QaQuery, reviewer: string): QaFilterSql {
  const where: string[] = [];
  const params: Record<string, unknown> = {};
  const given = (values: readonly unknown[] | undefined): values is readonly unknown[] => values !== undefined && values.length > 0;
  const usesReviewer = () => (params.reviewer = reviewer);
  // Set by every filter on something the tallies do not carry.
  let tallied = true;
  let walkable = true;
  let statusesGiven = false;

  if (given(query.paperIds)) {
    where.push("q.paper_id IN (SELECT value FROM json_each(@paperIds))");
    params.paperIds = JSON.stringify(query.paperIds);
  }
  if (given(query.runIds)) {
    where.push("q.run_id IN (SELECT value FROM json_each(@runIds))");
    params.runIds = JSON.stringify(query.runIds);
  }
  if (given(query.strategies)) {
    where.push("q.run_id IN (SELECT id FROM runs WHERE strategy IN (SELECT value FROM json_each(@strategies)))");
    params.strategies = JSON.stringify(query.strategies);
  }
  if (given(query.verdicts)) {
    where.push("q.verdict IN (SELECT value FROM json_each(@verdicts))");
    params.verdicts = JSON.stringify(query.verdicts);
  }
  if (given(query.types)) {
    where.push(corrected("type", "types"));
    params.types = JSON.stringify(query.types);
    usesReviewer();
    tallied = false;
    walkable = false;
  }
  if (given(query.difficulties)) {
    where.push(corrected("difficulty", "difficulties"));
    params.difficulties = JSON.stringify(query.difficulties);
    usesReviewer();
    tallied = false;
    walkable = false;
  }
  if (query.queue !== undefined) usesReviewer();
  if (given(query.statuses)) {
    // Stored on the QA and kept by triggers (reviewStatus.ts says what each status means).
    statusesGiven = true;
    where.push("q.review_status IN (SELECT value FROM json_each(@statuses))");
    params.statuses = JSON.stringify(query.statuses);
  }
  if (query.contextWrong !== undefined) {
    where.push(query.contextWrong ? `q.id IN (${CONTEXT_WRONG})` : `q.id NOT IN (${CONTEXT_WRONG})`);
    usesReviewer();
    tallied = false;
  }
  // Each range is its own index range; a QA without the metric (or, with a bound, without a
  // value for it) is left out, unless asked to keep the passes that had nothing to check. A pass
  // known only to be below a fail (it counted what it checked and measured none of it, as
  // `isBelowBound` reads it) is not one of those: a limit cannot tell where its figure stands
  // (a likeness below 82% may be above a limit of 50%), so it is left out rather than passed.
  (query.scoreRanges ?? []).forEach((range, i) => {
    const bounds = [range.min === undefined ? "" : ` AND value >= @min${i}`, range.max === undefined ? "" : ` AND value <= @max${i}`].join("");
    const nothing = range.orNothingToCheck
      ? ` UNION SELECT qa_id FROM scores WHERE metric = @metric${i} AND value IS NULL AND verdict = 'pass' AND NOT (COALESCE(items_checked, 0) > 0 AND items_found = 0)`
      : "";
    where.push(`q.id IN (SELECT qa_id FROM scores WHERE metric = @metric${i}${bounds}${nothing})`);
    params[`metric${i}`] = range.metric;
    if (range.min !== undefined) params[`min${i}`] = range.min;
    if (range.max !== undefined) params[`max${i}`] = range.max;
    tallied = false;
  });
  // What someone types becomes quoted terms, so no input is an FTS syntax error; input with
  // no words at all (only punctuation) filters nothing.
  const search = query.search === undefined ? null : toFtsQuery(query.search);
  if (search !== null) {
    where.push("q.id IN (SELECT rowid FROM qa_fts WHERE qa_fts MATCH @search)");
    params.search = search;
    tallied = false;
  }
  return { where, params, queue: query.queue, tallied, walkable: walkable && (tallied || !statusesGiven) };
}

export function whereClause(terms: string[]): string {
  return terms.length === 0 ? "" : `WHERE ${terms.join("\n  AND ")}`;
}
