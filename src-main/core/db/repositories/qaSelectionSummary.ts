import { SUMMARY_TOP_PAPERS, type QaSelectionSummary } from "../../../contract/qaSelection.ts";
import type { QaQuery } from "../../../contract/qaQueries.ts";
import type { LibraryDatabase } from "../openDatabase.ts";
import { prepared } from "../statements.ts";
import { paperNameSql } from "./paperName.ts";
import { tallyGroups, type QaGroup } from "./qaTallies.ts";
import { qaFilterSql, queueTerm, whereClause } from "./reviewFilterSql.ts";

type Params = Record<string, unknown>;

/**
 * What the QAs a query selects are, by verdict, review status, strategy and paper: the review
 * table's own filters (reviewFilterSql.ts) grouped per run, paper, verdict and status, so the
 * summary always describes exactly the rows Review shows and an export writes. The groups come
 * from the tallies when they carry every filter (qaTallies.ts), else from one pass over the
 * selection grouped in SQLite; either way folded into the four counts here.
 */
export function summarizeQaQuery(db: LibraryDatabase, reviewer: string, query: QaQuery): QaSelectionSummary {
  const filter = qaFilterSql(query, reviewer);
  const groups = filter.tallied ? tallyGroups(db, filter, reviewer) : selectGroups(db, filter);

  const summary: QaSelectionSummary = {
    total: 0,
    verdicts: { accepted: 0, rejected: 0, pending: 0 },
    statuses: { unreviewed: 0, kept: 0, dropped: 0, disputed: 0 },
    strategies: [],
    paperCount: 0,
    papers: [],
  };
  const byRun = new Map<number, number>();
  const byPaper = new Map<number, number>();
  for (const g of groups) {
    summary.total += g.n;
    summary.verdicts[g.verdict] += g.n;
    summary.statuses[g.status] += g.n;
    byRun.set(g.runId, (byRun.get(g.runId) ?? 0) + g.n);
    byPaper.set(g.paperId, (byPaper.get(g.paperId) ?? 0) + g.n);
  }
  const strategies = new Map<string, number>();
  for (const [runId, n] of byRun) {
    const strategy = strategyOfRun(db, runId);
    strategies.set(strategy, (strategies.get(strategy) ?? 0) + n);
  }
  summary.strategies = [...strategies].map(([strategy, count]) => ({ strategy, count })).sort((a, b) => b.count - a.count || a.strategy.localeCompare(b.strategy));
  summary.paperCount = byPaper.size;
  const top = [...byPaper].sort((a, b) => b[1] - a[1] || a[0] - b[0]).slice(0, SUMMARY_TOP_PAPERS);
  summary.papers = top.map(([id, count]) => ({ id, name: paperNameOf(db, id), count }));
  return summary;
}

/** The groups counted over the QAs themselves. */
function selectGroups(db: LibraryDatabase, filter: ReturnType<typeof qaFilterSql>): QaGroup[] {
  const where = filter.queue === undefined ? filter.where : [...filter.where, queueTerm(filter.queue)];
  return prepared<[Params], QaGroup>(
    db,
    `SELECT q.verdict, q.review_status AS status, q.run_id AS runId, q.paper_id AS paperId, count(*) AS n
     FROM qa_items q ${whereClause(where)}
     GROUP BY q.run_id, q.paper_id, q.verdict, q.review_status`,
  ).all(filter.params);
}

function strategyOfRun(db: LibraryDatabase, runId: number): string {
  return prepared<[number], { strategy: string }>(db, "SELECT strategy FROM runs WHERE id = ?").get(runId)!.strategy;
}

function paperNameOf(db: LibraryDatabase, paperId: number): string {
  return prepared<[number], { name: string }>(db, `SELECT ${paperNameSql("p")} AS name FROM papers p WHERE p.id = ?`).get(paperId)!.name;
}
