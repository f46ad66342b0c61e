import { JUDGE_CRITERIA } from "../../../contract/judge.ts";
import type { LibraryDatabase } from "../openDatabase.ts";
import { prepared } from "../statements.ts";

/** Which QAs to judge: one of a run, papers or ids; `acceptedOnly` for a run's own judge stage. */
export interface JudgeSelection {
  runId?: number;
  paperIds?: readonly number[];
  qaIds?: readonly number[];
  /** Only QAs the rule filters accepted. Defaults to false. */
  acceptedOnly?: boolean;
}

export interface QaToJudge {
  id: number;
  paperId: number;
  question: string;
  answer: string;
  /** True when `scorer` already stored every criterion for this QA: it is never judged again. */
  judged: boolean;
}

/**
 * The selected QAs, grouped by paper (so one paper's QAs share its prompt prefix), negatives
 * left out ("not answerable from the context" has no answer to grade). Whether a QA is judged is
 * read from its score rows: they are the judge's ledger, written with the verdict in one
 * transaction per QA, so a kill loses only the QAs being judged at that moment.
 */
export function listQasToJudge(db: LibraryDatabase, selection: JudgeSelection, scorer: string): QaToJudge[] {
  const list = (ids: readonly number[] | undefined) => (ids === undefined ? null : JSON.stringify(ids));
  return prepared<[Record<string, unknown>], Omit<QaToJudge, "judged"> & { judged: number }>(
    db,
    `SELECT q.id, q.paper_id AS paperId, q.question, q.answer,
       (SELECT count(*) FROM scores s WHERE s.qa_id = q.id AND s.scorer = @scorer AND s.metric IN (SELECT value FROM json_each(@criteria))) = @criteriaCount AS judged
     FROM qa_items q
     WHERE (@runId IS NULL OR q.run_id = @runId)
       AND (@paperIds IS NULL OR q.paper_id IN (SELECT value FROM json_each(@paperIds)))
       AND (@qaIds IS NULL OR q.id IN (SELECT value FROM json_each(@qaIds)))
       AND q.is_negative = 0 AND (@acceptedOnly = 0 OR q.verdict = 'accepted')
     ORDER BY q.paper_id, q.id`,
  )
    .all({
      runId: selection.runId ?? null,
      paperIds: list(selection.paperIds),
      qaIds: list(selection.qaIds),
      acceptedOnly: selection.acceptedOnly ? 1 : 0,
      scorer,
      criteria: JSON.stringify(JUDGE_CRITERIA),
      criteriaCount: JUDGE_CRITERIA.length,
    })
    .map((row) => ({ ...row, judged: row.judged === 1 }));
}
