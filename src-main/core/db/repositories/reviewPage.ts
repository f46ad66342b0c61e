import { DIFFICULTIES } from "../../../contract/review.ts";
import { type QaPage, type QaPageRequest, type QaQuery } from "../../../contract/qaQueries.ts";
import type { LibraryDatabase } from "../openDatabase.ts";
import { paperNameSql } from "./paperName.ts";
import { prepared } from "../statements.ts";
import { CORRECTED_DIFFICULTY, qaFilterSql, queueTerm, whereClause, type QaFilterSql } from "./reviewFilterSql.ts";
import { readQaRows } from "./reviewRows.ts";
import { countFilter } from "./reviewCounts.ts";

type Sort = NonNullable<QaQuery["sort"]>;
type Params = Record<string, unknown>;

/** Sort keys and the joins they need; values without a key (no difficulty) go last either way, ids break ties. */
const ORDER: Record<Sort, { join: string; nullsLast?: string; keys: string[] }> = {
  id: { join: "", keys: [] },
  paper: { join: "JOIN papers p ON p.id = q.paper_id", keys: [`${paperNameSql("p")} COLLATE NOCASE`, "q.paper_id"] },
  question: { join: "", keys: ["q.question COLLATE NOCASE"] },
  difficulty: {
    join: "LEFT JOIN annotations a ON a.qa_id = q.id AND a.reviewer = @reviewer",
    nullsLast: `${CORRECTED_DIFFICULTY} IS NULL`,
    // Sorted easiest first, in the contract's order (literals from that constant list, never user input).
    keys: [`CASE ${CORRECTED_DIFFICULTY} ${DIFFICULTIES.map((level, i) => `WHEN '${level}' THEN ${i + 1}`).join(" ")} END`],
  },
};

/**
 * One page of the review table. The page's ids are chosen first, joining only what the sort
 * needs (so skipping to a deep offset touches no other table), then their rows and scores are
 * read in two more queries; `total` counts with the same filters, unless the request says not
 * to and the page does not show where the selection ends.
 */
export function queryQaPage(db: LibraryDatabase, reviewer: string, request: QaPageRequest): QaPage {
  const query = request.query ?? {};
  const offset = request.offset ?? 0;
  const limit = request.limit ?? 100;
  const filter = qaFilterSql(query, reviewer);
  const ids = selectIds(db, reviewer, query, filter, limit, offset);
  // A page that is not full ends the selection (a first one is all of it): no need to count it.
  const ends = ids.length < limit && (ids.length > 0 || offset === 0);
  const total = ends ? offset + ids.length : request.count === false ? null : countFilter(db, reviewer, filter);
  return { rows: readQaRows(db, reviewer, ids), total, offset };
}

/**
 * Every id the query selects, in its order, without reading the rows: what a bulk action on
 * "all matching QAs" and an export need (100,000 ids are a few hundred kilobytes and one index
 * walk). `limit` keeps only the first ones; negative (the default) keeps all.
 */
export function queryQaIds(db: LibraryDatabase, reviewer: string, query: QaQuery, limit = -1): number[] {
  return selectIds(db, reviewer, query, qaFilterSql(query, reviewer), limit, 0);
}

/**
 * Below this many matching QAs, sorting them all by paper name is cheap (a few milliseconds);
 * above it, walking the papers in name order finds a page sooner (at least one QA in 100 matches).
 */
const WALK_PAPERS_FROM = 10_000;

/** One page of ids in the query's order; a negative limit means all of them. */
function selectIds(db: LibraryDatabase, reviewer: string, query: QaQuery, filter: QaFilterSql, limit: number, offset: number): number[] {
  const direction = query.order === "desc" ? "DESC" : "ASC";
  if (query.sort === "paper" && limit >= 0 && walksPapers(db, reviewer, filter)) {
    return walkPapersByName(db, filter, direction, limit, offset);
  }
  const sort = ORDER[query.sort ?? "id"];
  const keys = [...(sort.nullsLast ? [sort.nullsLast] : []), ...sort.keys.map((k) => `${k} ${direction}`), `q.id ${direction}`];
  const where = filter.queue === undefined ? filter.where : [...filter.where, queueTerm(filter.queue)];
  const params: Params = { ...filter.params, limit, offset };
  if (sort.join.includes("@reviewer")) params.reviewer = reviewer;
  return prepared<[Params], { id: number }>(
    db,
    `SELECT q.id FROM qa_items q ${sort.join} ${whereClause(where)} ORDER BY ${keys.join(", ")} LIMIT @limit OFFSET @offset`,
  )
    .all(params)
    .map((r) => r.id);
}

/**
 * Whether a page sorted by paper is read by walking the papers in name order. The tallies count
 * what they carry at once: a few matches are sorted, many are walked. A search, score range or
 * context filter cannot be counted cheaply, so they are walked: each is a list of ids built once
 * and checked against qa_items' index, never a row read, and a walk that finds nothing reads
 * that index once through (75 ms at 1,000,000 QAs, against 200 ms to sort a broad search).
 */
function walksPapers(db: LibraryDatabase, reviewer: string, filter: QaFilterSql): boolean {
  if (!filter.walkable) return false;
  return !filter.tallied || countFilter(db, reviewer, filter) >= WALK_PAPERS_FROM;
}

/**
 * A page sorted by paper, read by walking the papers in name order (migration 014's index) and
 * each paper's QAs, and stopping once the page is full: a first page then reads a few papers
 * instead of sorting every QA the filters let through (half a second at 1,000,000 QAs). SQLite
 * cannot tell how many QAs a filter keeps, so the order is fixed here (CROSS JOIN) rather than
 * left to its planner, and a list of ids is checked per QA (the unary plus) rather than read
 * once for every paper walked.
 */
function walkPapersByName(db: LibraryDatabase, filter: QaFilterSql, direction: "ASC" | "DESC", limit: number, offset: number): number[] {
  const perQa = (term: string) => term.replace(/^q\.id (NOT )?IN \(/, "+q.id $1IN (");
  const terms = filter.queue === undefined ? filter.where : [...filter.where, queueTerm(filter.queue)];
  const where = ["q.paper_id = p.id", ...terms.map(perQa)];
  return prepared<[Params], { id: number }>(
    db,
    `SELECT q.id FROM papers p CROSS JOIN qa_items q ${whereClause(where)}
     ORDER BY ${paperNameSql("p")} COLLATE NOCASE ${direction}, p.id ${direction}, q.id ${direction} LIMIT @limit OFFSET @offset`,
  )
    .all({ ...filter.params, limit, offset })
    .map((r) => r.id);
}
