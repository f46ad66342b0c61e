import type { ReviewStatus } from "../../../contract/review.ts";
import type { LibraryDatabase } from "../openDatabase.ts";
import { prepared } from "../statements.ts";

// Where a QA stands with every reviewer together (contract ReviewStatusSchema): 'unreviewed'
// when nobody kept or dropped it, 'kept' or 'dropped' when everyone who decided agrees,
// 'disputed' when one kept it and another dropped it; a "pending" decision counts as none.
// This is the one rule: it is stored on each QA as `qa_items.review_status`, which the triggers
// of migration 013 set from the decisions whenever one is added, changed or removed, and which
// the export filter and records, the review rows and filter, the summary and the report read.

/** Where each reviewed QA of a paper stands, with who kept it; QAs nobody decided are absent. */
export function paperReviewStandings(db: LibraryDatabase, paperId: number): Map<number, { status: ReviewStatus; keptBy: string[] }> {
  const rows = prepared<[number], { qaId: number; status: ReviewStatus; keptBy: string }>(
    db,
    `SELECT q.id AS qaId, q.review_status AS status,
            (SELECT json_group_array(a.reviewer) FROM annotations a WHERE a.qa_id = q.id AND a.decision = 'keep') AS keptBy
     FROM qa_items q WHERE q.paper_id = ? AND q.review_status <> 'unreviewed'`,
  ).all(paperId);
  return new Map(rows.map((r) => [r.qaId, { status: r.status, keptBy: (JSON.parse(r.keptBy) as string[]).sort() }]));
}
