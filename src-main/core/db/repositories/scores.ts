import type { LibraryDatabase } from "../openDatabase.ts";
import { prepared } from "../statements.ts";

import type { ScoreVerdict } from "../../../contract/metrics.ts";

export type { ScoreVerdict };

export interface ScoreInput {
  qaId: number;
  metric: string;
  /** Which filter or judge produced the score. Defaults to "". */
  scorer?: string;
  value: number | null;
  verdict: ScoreVerdict;
  reason: string;
}

export interface ScoreRow {
  metric: string;
  scorer: string;
  value: number | null;
  verdict: ScoreVerdict;
  reason: string;
  createdAt: string;
}

/** One verdict per QA, metric and scorer: scoring again replaces the earlier verdict. */
export function upsertScore(db: LibraryDatabase, score: ScoreInput): void {
  prepared(
    db,
    `INSERT INTO scores (qa_id, metric, scorer, value, verdict, reason) VALUES (?, ?, ?, ?, ?, ?)
     ON CONFLICT (qa_id, metric, scorer) DO UPDATE SET value = excluded.value, verdict = excluded.verdict,
       reason = excluded.reason, created_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`,
  ).run(score.qaId, score.metric, score.scorer ?? "", score.value, score.verdict, score.reason);
}

export function listScores(db: LibraryDatabase, qaId: number): ScoreRow[] {
  return prepared<[number], ScoreRow>(
    db,
    `SELECT metric, scorer, value, verdict, reason, created_at AS createdAt FROM scores WHERE qa_id = ? ORDER BY metric, scorer`,
  ).all(qaId);
}

/** Sets the verdict of one stored score (thresholds changed), leaving its value and reason. */
export function setScoreVerdict(db: LibraryDatabase, qaId: number, metric: string, scorer: string, verdict: ScoreVerdict): void {
  prepared(db, `UPDATE scores SET verdict = ? WHERE qa_id = ? AND metric = ? AND scorer = ?`).run(verdict, qaId, metric, scorer);
}
