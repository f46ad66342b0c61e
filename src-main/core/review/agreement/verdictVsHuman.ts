import type { JudgeVsHuman } from "../../../contract/agreement.ts";
import { ratio } from "./ratio.ts";
import { spearman } from "./spearman.ts";

export interface JudgedQa {
  /** The judge's verdict: true when no criterion failed. */
  passed: boolean;
  /** The judge's mean criterion score. */
  score: number;
  /** How many reviewers kept and dropped it. */
  kept: number;
  dropped: number;
}

/**
 * The judge against the humans. Accuracy, precision and recall take "kept" as the positive
 * class and count only QAs the reviewers settled (all who decided kept it, or all dropped it);
 * the rank correlation uses every QA at least one reviewer decided, ranked by the share who kept it.
 */
export function verdictVsHuman(qas: readonly JudgedQa[]): JudgeVsHuman {
  let passedKept = 0;
  let passedDropped = 0;
  let failedDropped = 0;
  let failedKept = 0;
  const scores: number[] = [];
  const keptShares: number[] = [];
  for (const qa of qas) {
    if (qa.kept + qa.dropped > 0) {
      scores.push(qa.score);
      keptShares.push(qa.kept / (qa.kept + qa.dropped));
    }
    const settled = qa.kept > 0 && qa.dropped === 0 ? "kept" : qa.dropped > 0 && qa.kept === 0 ? "dropped" : null;
    if (settled === null) continue;
    if (qa.passed) settled === "kept" ? passedKept++ : passedDropped++;
    else settled === "dropped" ? failedDropped++ : failedKept++;
  }
  const compared = passedKept + passedDropped + failedDropped + failedKept;
  return {
    compared,
    passedKept,
    passedDropped,
    failedDropped,
    failedKept,
    accuracy: ratio(passedKept + failedDropped, compared),
    precision: ratio(passedKept, passedKept + passedDropped),
    recall: ratio(passedKept, passedKept + failedKept),
    rankCorrelation: spearman(scores, keptShares),
  };
}
