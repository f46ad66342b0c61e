import { JUDGE_SCORE_RANGE, type JudgeCriterion, type JudgeThresholds } from "../../../contract/judge.ts";
import type { FilterVerdict } from "../qaMeasures/FilterVerdict.ts";

/** Whether a criterion's score meets the user's minimum for it. */
export function meetsThreshold(criterion: JudgeCriterion, score: number, thresholds: JudgeThresholds): boolean {
  return score >= thresholds[criterion];
}

/**
 * A criterion's score as a filter verdict for the QA's overall verdict: below the user's minimum
 * it fails, and the reason names the criterion, the score and the judge's own words.
 */
export function judgeVerdict(criterion: JudgeCriterion, score: number, judgeReason: string, thresholds: JudgeThresholds): FilterVerdict {
  const min = thresholds[criterion];
  return meetsThreshold(criterion, score, thresholds)
    ? { metric: criterion, value: score, verdict: "pass", reason: `the judge gave ${criterion} ${score} of ${JUDGE_SCORE_RANGE.max}: ${judgeReason}` }
    : { metric: criterion, value: score, verdict: "fail", reason: `the judge gave ${criterion} ${score} of ${JUDGE_SCORE_RANGE.max}, below your minimum of ${min}; its reason: ${judgeReason}` };
}
