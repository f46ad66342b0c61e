import type { QaDetail } from "../../../contract/qaDetail.ts";
import type { LibraryDatabase } from "../openDatabase.ts";
import { getQaItem } from "./qaItems.ts";
import { listScores } from "./scores.ts";
import { prepared } from "../statements.ts";
import { QaNotFoundError } from "../../errors/QaNotFoundError.ts";
import { readQaRows } from "./reviewRows.ts";
import { readOtherReviews } from "./reviewers.ts";
import { readReviewState } from "./reviewStates.ts";
import { readTablePlaces } from "./tableLinks.ts";

/** Everything the focus view shows for one QA. QaNotFoundError for an unknown id. */
export function readQaDetail(db: LibraryDatabase, reviewer: string, id: number): QaDetail {
  const qa = getQaItem(db, id);
  const row = readQaRows(db, reviewer, [id])[0];
  if (!qa || !row) throw new QaNotFoundError(id);
  const evidence = prepared<[number], Omit<QaDetail["evidence"][number], "table"> & { heading: string | null }>(
    db,
    `SELECT e.text, e.page, e.passage_id AS passageId, e.start, e."end" AS "end", p.text AS passageText, s.heading
     FROM qa_evidence e LEFT JOIN passages p ON p.id = e.passage_id LEFT JOIN sections s ON s.id = p.section_id
     WHERE e.qa_id = ? ORDER BY e.ordinal`,
  ).all(id);
  const places = readTablePlaces(db, evidence);
  return {
    row,
    review: readReviewState(db, reviewer, id).state,
    others: readOtherReviews(db, reviewer, id),
    original: { question: qa.question, answer: qa.answer, type: qa.type, difficulty: qa.difficulty },
    hop: qa.hop,
    negative: qa.isNegative,
    // The section the evidence comes from: where a reviewer would look in the paper.
    section: evidence.find((e) => e.heading !== null)?.heading ?? null,
    labels: qa.labels,
    context: qa.context,
    scores: listScores(db, id).map(({ metric, value, verdict, reason, counts }) => ({ metric, value, verdict, reason, counts })),
    evidence: evidence.map(({ heading: _heading, ...span }, i) => ({ ...span, table: places[i]! })),
  };
}
