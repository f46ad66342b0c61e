import { formatMetricValue, metricInfo, type MetricInfo } from "./metrics.ts";
import type { DatasetReport } from "./report.ts";

/** One of the report's dataset figures, named by the metric catalog, with what it rests on. */
export interface DatasetFigure {
  info: MetricInfo;
  value: number | null;
  /** The value as people read it ("68%", "0.61"), or why there is none ("no numbers to check"). */
  shown: string;
  /** What the figure rests on: "n = 412 numbers in 230 answers". */
  basis: string;
}

const count = (n: number, noun: string) => `${n.toLocaleString("en-US")} ${noun}${n === 1 ? "" : "s"}`;
const ratio = (part: number, whole: number) => (whole === 0 ? null : part / whole);

function figure(id: string, value: number | null, basis: string, missing: string): DatasetFigure {
  return { info: metricInfo(id), value, shown: value === null ? missing : formatMetricValue(id, value), basis };
}

/**
 * The report's dataset figures in the catalog's order and words: SciQAG's as SciQAG defines them
 * (each with the figure SciQAG published, in `info.published`), and ours under names of their own.
 */
export function datasetFigures(report: DatasetReport): DatasetFigure[] {
  const covered = report.papers.filter((p) => p.coverage !== null).length;
  const compared = report.papers.filter((p) => p.questionSimilarity !== null).length;
  const nums = report.numbers;
  return [
    figure("coverage-chunk-rate", report.coverage, `n = ${count(covered, "paper")}`, "too few to measure"),
    figure("coverage-per-answer", report.coveragePerAnswer, `n = ${count(covered, "paper")}`, "too few to measure"),
    figure("numbers-in-source", ratio(nums.valuesFound, nums.values), `n = ${count(nums.values, "number")} in ${count(nums.sampleAnswersWithNumbers, "answer")}`, "no numbers to check"),
    figure("answers-with-numbers", ratio(nums.sampleAnswersWithNumbers, nums.sampleAnswers), `n = ${count(nums.sampleAnswers, "answer")}`, "no answers"),
    figure("answers-numbers-all-found", nums.share, `n = ${count(nums.answersWithNumbers, "answer")} stating numbers`, "no numbers to check"),
    figure("question-likeness", report.questionSimilarity, `n = ${count(compared, "paper")} with two or more questions`, "too few questions to compare"),
  ];
}

/** "68% (SciQAG, its 100-paper evaluation set)", or null when no paper published this metric. */
export function publishedFigure(info: MetricInfo): string | null {
  return info.published ? `${formatMetricValue(info.id, info.published.value)} (${info.published.source})` : null;
}
