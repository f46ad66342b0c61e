import { JUDGE_CRITERIA, isJudgeScorer, type JudgeCriterion, type JudgeThresholds } from "../../../contract/judge.ts";
import type { LibraryDatabase } from "../../db/openDatabase.ts";
import { setQaVerdict } from "../../db/repositories/qaItems.ts";
import { listScores, setScoreVerdict, upsertScore } from "../../db/repositories/scores.ts";
import type { FilterVerdict } from "../qaMeasures/FilterVerdict.ts";
import { overallVerdict, type OverallVerdict } from "../filters/overallVerdict.ts";
import { judgeVerdict, meetsThreshold } from "./judgeVerdicts.ts";
import type { RacarOutput } from "./racarSchema.ts";

const isCriterion = (metric: string): metric is JudgeCriterion => (JUDGE_CRITERIA as readonly string[]).includes(metric);

/**
 * A QA's overall verdict again from every score it has: the rule filters' verdicts as stored,
 * each judge criterion against the thresholds in force now (its stored verdict follows them).
 * So changing the thresholds and evaluating again changes verdicts without judging anything twice.
 */
export function reapplyVerdict(db: LibraryDatabase, qaId: number, thresholds: JudgeThresholds): OverallVerdict {
  const verdicts: FilterVerdict[] = [];
  for (const row of listScores(db, qaId)) {
    if (isJudgeScorer(row.scorer) && isCriterion(row.metric) && row.value !== null) {
      const verdict = judgeVerdict(row.metric, row.value, row.reason, thresholds);
      if (verdict.verdict !== row.verdict) setScoreVerdict(db, qaId, row.metric, row.scorer, verdict.verdict);
      verdicts.push(verdict);
    } else if (row.verdict !== "info") {
      verdicts.push({ metric: row.metric, value: row.value, verdict: row.verdict, reason: row.reason });
    }
  }
  const overall = overallVerdict(verdicts);
  setQaVerdict(db, qaId, overall.verdict);
  return overall;
}

/**
 * One score row per criterion (the score, the judge's reason, pass or fail by the thresholds,
 * the judge's sha256 as scorer) and the QA's new verdict, in one transaction: a judgement is
 * stored whole or not at all, which is what makes the score rows a ledger to resume from.
 */
export function storeJudgement(db: LibraryDatabase, qaId: number, scorer: string, output: RacarOutput, thresholds: JudgeThresholds): OverallVerdict {
  return db.transaction(() => {
    for (const criterion of JUDGE_CRITERIA) {
      const { score, reason } = output[criterion];
      upsertScore(db, { qaId, metric: criterion, scorer, value: score, verdict: meetsThreshold(criterion, score, thresholds) ? "pass" : "fail", reason: reason.trim() });
    }
    return reapplyVerdict(db, qaId, thresholds);
  })();
}
