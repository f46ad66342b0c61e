import type { LibraryDatabase } from "../openDatabase.ts";
import { prepared } from "../statements.ts";

import type { ScoreCounts, ScoreVerdict } from "../../../contract/metrics.ts";

export type { ScoreVerdict };

export interface ScoreInput {
  qaId: number;
  metric: string;
  /** Which filter or judge produced the score. Defaults to "". */
  scorer?: string;
  value: number | null;
  verdict: ScoreVerdict;
  reason: string;
  /** What the value rests on, for a check that counts. Defaults to none. */
  counts?: ScoreCounts | null;
}

export interface ScoreRow {
  metric: string;
  scorer: string;
  value: number | null;
  verdict: ScoreVerdict;
  reason: string;
  /** Null for a check that does not count, or a score stored before counts were kept (migration 21 read old numbers checks' from their reasons). */
  counts: ScoreCounts | null;
  createdAt: string;
}

const countsOf = (row: { found: number | null; checked: number | null }): ScoreCounts | null => (row.found === null || row.checked === null ? null : { found: row.found, checked: row.checked });

/** One verdict per QA, metric and scorer: scoring again replaces the earlier verdict. */
export function upsertScore(db: LibraryDatabase, score: ScoreInput): void {
  prepared(
    db,
    `INSERT INTO scores (qa_id, metric, scorer, value, verdict, reason, items_found, items_checked) VALUES (?, ?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT (qa_id, metric, scorer) DO UPDATE SET value = excluded.value, verdict = excluded.verdict,
       reason = excluded.reason, items_found = excluded.items_found, items_checked = excluded.items_checked,
       created_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`,
  ).run(score.qaId, score.metric, score.scorer ?? "", score.value, score.verdict, score.reason, score.counts?.found ?? null, score.counts?.checked ?? null);
}

export function listScores(db: LibraryDatabase, qaId: number): ScoreRow[] {
  return prepared<[number], Omit<ScoreRow, "counts"> & { found: number | null; checked: number | null }>(
    db,
    `SELECT metric, scorer, value, verdict, reason, items_found AS found, items_checked AS checked, created_at AS createdAt FROM scores WHERE qa_id = ? ORDER BY metric, scorer`,
  )
    .all(qaId)
    .map(({ found, checked, ...row }) => ({ ...row, counts: countsOf({ found, checked }) }));
}

/** Sets the verdict of one stored score (thresholds changed), leaving its value and reason. */
export function setScoreVerdict(db: LibraryDatabase, qaId: number, metric: string, scorer: string, verdict: ScoreVerdict): void {
  prepared(db, `UPDATE scores SET verdict = ? WHERE qa_id = ? AND metric = ? AND scorer = ?`).run(verdict, qaId, metric, scorer);
}
