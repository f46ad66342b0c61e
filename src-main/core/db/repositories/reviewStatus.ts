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
