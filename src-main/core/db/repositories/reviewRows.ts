import type { QaRow } from "../../../contract/qaQueries.ts";
import type { LibraryDatabase } from "../openDatabase.ts";
import { paperNameSql } from "./paperName.ts";
import { prepared } from "../statements.ts";
import { CORRECTED_DIFFICULTY, CORRECTED_TYPE, DECISION } from "./reviewFilterSql.ts";

type RawRow = Omit<QaRow, "edited" | "contextWrong" | "scores" | "others"> & { edited: number; contextWrong: number; othersKept: number; othersDropped: number };

/** One review-table line per id, corrections applied; `ids` is a JSON array. */
const ROWS = `
SELECT q.id, q.paper_id AS paperId, ${paperNameSql("p")} AS paperName, q.run_id AS runId, r.strategy, coalesce(a.corrected_question, q.question) AS question,
       coalesce(a.corrected_answer, q.answer) AS answer, ${CORRECTED_TYPE} AS type, ${CORRECTED_DIFFICULTY} AS difficulty,
       q.verdict, ${DECISION} AS decision, q.review_status AS status,
       (SELECT count(*) FROM annotations o WHERE o.qa_id = q.id AND o.reviewer <> @reviewer AND o.decision = 'keep') AS othersKept,
       (SELECT count(*) FROM annotations o WHERE o.qa_id = q.id AND o.reviewer <> @reviewer AND o.decision = 'drop') AS othersDropped,
       (a.corrected_answer IS NOT NULL OR a.corrected_type IS NOT NULL OR a.corrected_difficulty IS NOT NULL
        OR a.corrected_question IS NOT NULL OR a.corrected_context IS NOT NULL) AS edited,
       coalesce(a.context_correct = 0, 0) AS contextWrong
FROM json_each(@ids) page
JOIN qa_items q ON q.id = page.value
JOIN runs r ON r.id = q.run_id
JOIN papers p ON p.id = q.paper_id
LEFT JOIN annotations a ON a.qa_id = q.id AND a.reviewer = @reviewer`;

/**
 * The rows for these ids, in the order given, each with its stored score values. Two queries
 * in all, whatever the page size: one for the rows, one for every score of the page.
 */
export function readQaRows(db: LibraryDatabase, reviewer: string, ids: number[]): QaRow[] {
  if (ids.length === 0) return [];
  const json = JSON.stringify(ids);
  const raw = prepared<[Record<string, unknown>], RawRow>(db, ROWS).all({ ids: json, reviewer });
  const scores = new Map<number, QaRow["scores"]>();
  for (const s of prepared<[string], { qaId: number; metric: string; value: number | null; verdict: QaRow["scores"][string]["verdict"]; found: number | null; checked: number | null }>(
    db,
    // Ordered by scorer so that, where two scorers rated one metric, the result is stable.
    `SELECT s.qa_id AS qaId, s.metric, s.value, s.verdict, s.items_found AS found, s.items_checked AS checked FROM json_each(?) page JOIN scores s ON s.qa_id = page.value ORDER BY s.qa_id, s.metric, s.scorer`,
  ).all(json)) {
    let byMetric = scores.get(s.qaId);
    if (!byMetric) scores.set(s.qaId, (byMetric = {}));
    byMetric[s.metric] = { value: s.value, verdict: s.verdict, counts: s.found === null || s.checked === null ? null : { found: s.found, checked: s.checked } };
  }
  const byId = new Map(raw.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const { othersKept, othersDropped, ...rest } = row;
    return [{ ...rest, edited: row.edited === 1, contextWrong: row.contextWrong === 1, others: { kept: othersKept, dropped: othersDropped }, scores: scores.get(id) ?? {} }];
  });
}
