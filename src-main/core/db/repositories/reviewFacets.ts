import type { ReviewFacets } from "../../../contract/review.ts";
import type { LibraryDatabase } from "../openDatabase.ts";
import { prepared } from "../statements.ts";

// Distinct values by hopping through an index (each step a seek to the next larger value), so
// the cost follows the number of distinct values, not the 100,000 rows they repeat over.
const distinct = (table: string, column: string) => `
WITH RECURSIVE v(x) AS (
  SELECT min(${column}) FROM ${table}
  UNION ALL
  SELECT (SELECT min(${column}) FROM ${table} WHERE ${column} > v.x) FROM v WHERE v.x IS NOT NULL
) SELECT x AS v FROM v WHERE x IS NOT NULL`;

const TYPES = `${distinct("qa_items", "type")} UNION SELECT DISTINCT corrected_type FROM annotations WHERE corrected_type IS NOT NULL ORDER BY 1`;
const METRICS = distinct("scores", "metric");

/** The values the review filters offer. */
export function readReviewFacets(db: LibraryDatabase): ReviewFacets {
  const values = (sql: string) => prepared<[], { v: string }>(db, sql).all().map((r) => r.v);
  return {
    strategies: values(`SELECT DISTINCT strategy AS v FROM runs ORDER BY 1`),
    types: values(TYPES),
    metrics: values(METRICS),
    runs: prepared<[], ReviewFacets["runs"][number]>(db, `SELECT id, strategy, model_name AS model, created_at AS createdAt FROM runs ORDER BY id DESC`).all(),
  };
}
