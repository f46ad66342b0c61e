import { JUDGE_CRITERIA, JUDGE_CRITERION_NAMES, JUDGE_CRITERION_QUESTIONS, type JudgeCriterion } from "./judge.ts";
import type { MetricInfo } from "./metrics.ts";
import { qaMetricEntry as entry } from "./qaMetricEntry.ts";

// The catalog entries of the metrics the judge model scores (metricCatalog.ts lists them after
// the checks made without a model).

function judgeEntries(): MetricInfo[] {
  const scale = "The judge model's score from 1 (unacceptable) to 3 (fully acceptable); below your minimum in Settings the QA is rejected.";
  const short: Record<JudgeCriterion, string> = { relevance: "Relevance", agnosticism: "Agnosticism", completeness: "Complete", accuracy: "Accurate", reasonableness: "Reasonable" };
  return JUDGE_CRITERIA.map((id) =>
    entry(id, { label: `Judge: ${JUDGE_CRITERION_NAMES[id].toLowerCase()}`, short: short[id], failedAs: `Low ${JUDGE_CRITERION_NAMES[id].toLowerCase()}`, checks: JUDGE_CRITERION_QUESTIONS[id], reading: scale, better: "higher", format: "number", decidedBy: "judge" }),
  );
}

/** ChemLit-QA's run-level filter (core/pipeline/filters/faithfulnessRelevancy.ts), then the RACAR judge's criteria (contract/judge.ts), each scored 1 to 3. */
export const JUDGE_METRICS: readonly MetricInfo[] = [
  entry("faithfulness", {
    failedAs: "Unfaithful",
    label: "Answer faithful to its chunk",
    short: "Faithful",
    checks: "The judge model cuts the answer into statements and marks each one the chunk contradicts or does not contain (ChemLit-QA's answer faithfulness).",
    reading: "Share of the answer's statements the chunk bears out; higher is better, and below the run's mean − 0.5 standard deviation fails.",
    better: "higher",
    format: "share",
    counts: "statement",
    countedAs: "borne out by the chunk",
    decidedBy: "judge",
  }),
  entry("answer-relevancy", {
    failedAs: "Off the question",
    label: "Answer on the question",
    short: "Relevancy",
    checks: "The judge model marks each statement of the answer that is beside the question (ChemLit-QA's answer relevancy).",
    reading: "Share of the answer's statements that address the question; higher is better, and below the run's mean − 0.5 standard deviation fails.",
    better: "higher",
    format: "share",
    counts: "statement",
    countedAs: "on the question",
    decidedBy: "judge",
  }),
  // The RACAR judge's criteria (contract/judge.ts), each scored 1 to 3 by the judge model.
  ...judgeEntries(),
];
