import type { QaQuery } from "../../../contract/qaQueries.ts";
import type { LibraryDatabase } from "../openDatabase.ts";
import { prepared } from "../statements.ts";
import { qaFilterSql, queueTerm, whereClause } from "./reviewFilterSql.ts";

/**
 * One page of the ids a query selects, smallest first from after `after`, and the id the next
 * page starts after (null after the last). A keyset on qa_items' primary key, never an OFFSET: the
 * last page of a million costs what the first does. The table's sort is not followed, since a bulk
 * action acts on the selection as a set.
 */
export function queryQaIdsPage(db: LibraryDatabase, reviewer: string, query: QaQuery, after: number | undefined, limit: number): { ids: number[]; next: number | null } {
  const filter = qaFilterSql(query, reviewer);
  const terms = filter.queue === undefined ? filter.where : [...filter.where, queueTerm(filter.queue)];
  const params: Record<string, unknown> = { ...filter.params, pageAfter: after ?? Number.MIN_SAFE_INTEGER, pageLimit: limit + 1 };
  if (terms.some((term) => term.includes("@reviewer"))) params.reviewer = reviewer;
  const where = whereClause(["q.id > @pageAfter", ...terms]);
  const found = prepared<[Record<string, unknown>], { id: number }>(db, `SELECT q.id FROM qa_items q ${where} ORDER BY q.id LIMIT @pageLimit`)
    .all(params)
    .map((r) => r.id);
  // One more than asked tells whether another page follows without a second query.
  const ids = found.slice(0, limit);
  return { ids, next: found.length > limit ? ids[ids.length - 1]! : null };
}
