import { belowBoundWords, nothingToCheckWords } from "./scoreWords.ts";
import { JUDGE_CRITERION_NAMES } from "./judge.ts";
import type { DatasetReport } from "./report.ts";
import type { FilterRate, JudgeDistribution } from "./reportParts.ts";
import { MIN_FOR_PERCENT, shareWords } from "./shareWords.ts";

// The report's figures in words, the same in the Report view, the CLI and the dataset card, each
// with what it rests on: a share says of how many, and a
// figure with nothing under it says so instead of showing 0% or 100%.

const n = (value: number) => value.toLocaleString("en-US");
const percent = (value: number) => `${Math.round(value * 100)}%`;

/**
 * "95% of 20", "2 of 3" (a share of fewer than ten said as its counts: shareWords), "100% of 700,
 * 40 of them below a repeat, not measured", "no numbers to check (20 QAs)", "measured on 7", or "—".
 */
export function describeAcceptRate(f: FilterRate): string {
  const decided = f.passed + f.failed;
  if (f.acceptRate !== null && decided > 0) return `${decided < MIN_FOR_PERCENT ? shareWords(f.passed, decided) : `${percent(f.acceptRate)} of ${n(decided)}`}${f.belowBound ? `, ${n(f.belowBound)} of them ${belowBoundWords(f.metric)}, not measured` : ""}`;
  if (f.nothingToCheck > 0) return `${nothingToCheckWords(f.metric)} (${n(f.nothingToCheck)} QA${f.nothingToCheck === 1 ? "" : "s"})`;
  if (f.measured > 0) return `measured on ${n(f.measured)}`;
  return "—";
}

/** The headline on numbers: its share and of how many answers, or that no answer states one. */
export function describeNumbers(report: Pick<DatasetReport, "numbers" | "counts">): { value: string; note: string } {
  const { answersWithNumbers, allFound, share } = report.numbers;
  if (answersWithNumbers === 0 || share === null) {
    return { value: "—", note: `no numbers to check: none of the ${n(report.counts.qas)} answers states a number` };
  }
  return { value: percent(share), note: `${n(allFound)} of ${n(answersWithNumbers)} answers that state numbers have every number in the paper` };
}

/**
 * A judge criterion's chart title with the n its mean rests on, as the dataset card's table gives
 * it: "Relevance (mean 2.67 over 3 QAs)". The bars show how many QAs got each score, but not
 * their sum, and a mean of 3.00 over one QA reads like a settled figure without it.
 */
export function describeJudgeMean(j: JudgeDistribution): string {
  const name = JUDGE_CRITERION_NAMES[j.criterion];
  if (j.mean === null || j.scored === 0) return `${name} (no QA scored)`;
  return `${name} (mean ${j.mean.toFixed(2)} over ${n(j.scored)} QA${j.scored === 1 ? "" : "s"})`;
}
