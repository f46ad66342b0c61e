import type { ReviewStatus } from "../../../contract/review.ts";
import type { LibraryDatabase } from "../openDatabase.ts";
import { prepared } from "../statements.ts";

/**
 * Where a QA stands with every reviewer together (contract ReviewStatusSchema), as one SQL
 * expression: 'unreviewed' when nobody kept or dropped it, 'kept' or 'dropped' when everyone
 * who decided agrees, 'disputed' when one kept it and another dropped it. The export filter,
 * the export record, the review rows and the review filter all use this one fragment, so they
 * cannot drift apart. Each EXISTS is a seek on annotations' (qa_id, reviewer) key.
 *
 * `qaId` is the SQL of the QA id in the outer query, e.g. "q.id".
 */
export function reviewStatusSql(qaId: string): string {
  return `(CASE (EXISTS (SELECT 1 FROM annotations rs WHERE rs.qa_id = ${qaId} AND rs.decision = 'keep')) * 2
              + (EXISTS (SELECT 1 FROM annotations rs WHERE rs.qa_id = ${qaId} AND rs.decision = 'drop'))
          WHEN 0 THEN 'unreviewed' WHEN 2 THEN 'kept' WHEN 1 THEN 'dropped' ELSE 'disputed' END)`;
}

/** Where each reviewed QA of a paper stands, with who kept it; QAs nobody decided are absent. */
export function paperReviewStandings(db: LibraryDatabase, paperId: number): Map<number, { status: ReviewStatus; keptBy: string[] }> {
  const rows = prepared<[number], { qaId: number; status: ReviewStatus; keptBy: string }>(
    db,
    `SELECT q.id AS qaId, ${reviewStatusSql("q.id")} AS status,
            (SELECT json_group_array(a.reviewer) FROM annotations a WHERE a.qa_id = q.id AND a.decision = 'keep') AS keptBy
     FROM qa_items q WHERE q.paper_id = ? AND EXISTS (SELECT 1 FROM annotations a WHERE a.qa_id = q.id AND a.decision IN ('keep', 'drop'))`,
  ).all(paperId);
  return new Map(rows.map((r) => [r.qaId, { status: r.status, keptBy: (JSON.parse(r.keptBy) as string[]).sort() }]));
}
