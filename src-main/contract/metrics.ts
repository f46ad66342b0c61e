import { z } from "zod";
import { JUDGE_CRITERIA, JUDGE_CRITERION_NAMES, JUDGE_CRITERION_QUESTIONS, type JudgeCriterion } from "./judge.ts";

// The scores stored with every QA, and what each one means to a person. The filters in
// core/pipeline/filters write these metric ids; every view shows a score through this catalog
// (its label, what it checks, how to read the value), never by its id.

export const ScoreVerdictSchema = z.enum(["pass", "fail", "info"]);
export type ScoreVerdict = z.infer<typeof ScoreVerdictSchema>;

/** One stored score as the views receive it. */
export const ScoreViewSchema = z.strictObject({
  metric: z.string(),
  value: z.number().nullable(),
  verdict: ScoreVerdictSchema,
  reason: z.string(),
});
export type ScoreView = z.infer<typeof ScoreViewSchema>;

/** How a value is written: a share as a percentage, a count, a signed shift, a yes/no flag, or a plain number. */
export type MetricFormat = "share" | "count" | "shift" | "flag" | "number";

export interface MetricInfo {
  id: string;
  /** What people call it, e.g. "Numbers found in the paper". */
  label: string;
  /** At most about 12 characters, for table headers. */
  short: string;
  /** What the check asks of a QA, in one sentence. */
  checks: string;
  /** How to read the value, including which values are good. */
  reading: string;
  /** Which direction is better; null when the catalog does not know (a score from elsewhere). */
  better: "higher" | "lower" | null;
  format: MetricFormat;
  /**
   * What a pass without a value means, in words ("no numbers to check"): the check had nothing
   * to check, which is neither good nor bad. Defaults to "nothing to check".
   */
  nothingToCheck?: string;
}

const entry = (id: string, info: Omit<MetricInfo, "id">): MetricInfo => ({ id, ...info });

/**
 * Every metric the filters write, in the order the views list them: the checks that most often
 * decide whether a QA can be trusted first.
 */
export const METRIC_CATALOG: readonly MetricInfo[] = [
  entry("numeric-source", {
    label: "Numbers found in the paper",
    short: "Numbers",
    checks: "Every number in the answer occurs in the paper (compared as values, so 1,000 and 1e3 match).",
    reading: "Share of the answer's numbers found in the paper; 100% is best. No value when the answer states no numbers.",
    better: "higher",
    format: "share",
    nothingToCheck: "no numbers to check",
  }),
  entry("evidence-found", {
    label: "Evidence found in the paper",
    short: "Evidence",
    checks: "The sentences the model gave as evidence are sentences of the paper.",
    reading: "Share of the evidence sentences found in the paper; 100% is best.",
    better: "higher",
    format: "share",
  }),
  entry("dseper", {
    label: "Evidence supports the answer",
    short: "Support",
    checks: "The model finds the answer more likely when it reads the evidence (for ScIRGen, the paper's paragraphs retrieved for the question) than from the question alone (ScIRGen's perplexity shift).",
    reading: "Gain in the answer's log-probability from reading the evidence; above 0 passes, higher is better.",
    better: "higher",
    format: "shift",
  }),
  entry("self-consistency", {
    label: "Agrees with resampled answers",
    short: "Consistency",
    checks: "Every sentence of the answer is also said by answers sampled again for the same question (SelfCheckGPT-style, compared by meaning); a sentence said only once may be made up.",
    reading: "Agreement of the answer's weakest sentence with the samples; higher is better, and below 85% (75% with an embedding model) fails.",
    better: "higher",
    format: "share",
    nothingToCheck: "no resampled answers to compare",
  }),
  entry("answer-length", {
    label: "Answer length off",
    short: "Length off",
    checks: "The answer is as long as its method asks (CCQG: 40 to 100 words).",
    reading: "Yes when the answer is shorter or longer than asked (the reason gives its words); no is good.",
    better: "lower",
    format: "flag",
  }),
  entry("near-duplicate", {
    label: "Likeness to an earlier question",
    short: "Likeness",
    checks: "The question does not repeat an earlier question about the same paper, in the same words or in other words.",
    reading: "How alike in meaning it is to the closest earlier question (from word vectors, or the embedding model when one is set); lower is better, and 63% or more (90% with an embedding model) counts as a repeat.",
    better: "lower",
    format: "share",
  }),
  entry("context-dependence", {
    label: "References to the paper",
    short: "Paper refs",
    checks: "The question and answer make sense without the paper at hand: no reference to a figure, table, section, equation, supplementary material, \"this paper\", the authors or a citation.",
    reading: "How many such references were found; 0 is best.",
    better: "lower",
    format: "count",
  }),
  entry("definitional", {
    label: "Only asks for a definition",
    short: "Definitional",
    checks: "The question asks for more than what a term means.",
    reading: "Yes when the question only asks for a definition; no is good.",
    better: "lower",
    format: "flag",
  }),
  // ChemLit-QA's run-level filter (core/pipeline/filters/faithfulnessRelevancy.ts), scored by the judge model.
  entry("faithfulness", {
    label: "Answer faithful to its chunk",
    short: "Faithful",
    checks: "The judge model cuts the answer into statements and marks each one the chunk contradicts or does not contain (ChemLit-QA's answer faithfulness).",
    reading: "Share of the answer's statements the chunk bears out; higher is better, and below the run's mean − 0.5 standard deviation fails.",
    better: "higher",
    format: "share",
  }),
  entry("answer-relevancy", {
    label: "Answer on the question",
    short: "Relevancy",
    checks: "The judge model marks each statement of the answer that is beside the question (ChemLit-QA's answer relevancy).",
    reading: "Share of the answer's statements that address the question; higher is better, and below the run's mean − 0.5 standard deviation fails.",
    better: "higher",
    format: "share",
  }),
  // The RACAR judge's criteria (contract/judge.ts), each scored 1 to 3 by the judge model.
  ...judgeEntries(),
];

function judgeEntries(): MetricInfo[] {
  const scale = "The judge model's score from 1 (unacceptable) to 3 (fully acceptable); below your minimum in Settings the QA is rejected.";
  const short: Record<JudgeCriterion, string> = { relevance: "Relevance", agnosticism: "Agnosticism", completeness: "Complete", accuracy: "Accurate", reasonableness: "Reasonable" };
  return JUDGE_CRITERIA.map((id) =>
    entry(id, { label: `Judge: ${JUDGE_CRITERION_NAMES[id].toLowerCase()}`, short: short[id], checks: JUDGE_CRITERION_QUESTIONS[id], reading: scale, better: "higher", format: "number" }),
  );
}

const BY_ID = new Map(METRIC_CATALOG.map((m) => [m.id, m]));

/** "some-metric_name" as "Some metric name", for a score the catalog does not know. */
function words(id: string): string {
  const text = id.replace(/[-_.]+/g, " ").replace(/([a-z])([A-Z])/g, "$1 $2").trim().toLowerCase();
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The catalog entry of a metric; a metric it does not know gets its id in words and no direction. */
export function metricInfo(id: string): MetricInfo {
  const known = BY_ID.get(id);
  if (known) return known;
  const label = words(id);
  return { id, label, short: label, checks: `${label}, as its scorer measured it.`, reading: "Its scorer did not say which values are good.", better: null, format: "number" };
}

/** Metrics in the catalog's order, then any others alphabetically. */
export function sortMetrics(ids: readonly string[]): string[] {
  const rank = (id: string) => {
    const at = METRIC_CATALOG.findIndex((m) => m.id === id);
    return at === -1 ? METRIC_CATALOG.length : at;
  };
  return [...ids].sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
}

/** A value as the catalog writes it: "100%", "0", "+1.70", "yes", "0.734"; "—" for none. */
export function formatMetricValue(id: string, value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return "—";
  switch (metricInfo(id).format) {
    case "share":
      return `${Math.round(value * 100)}%`;
    case "count":
      return String(Math.round(value));
    case "shift":
      return `${value > 0 ? "+" : value < 0 ? "−" : ""}${Math.abs(value).toFixed(2)}`;
    case "flag":
      return value ? "yes" : "no";
    case "number":
      return Number.isInteger(value) ? String(value) : Number(value.toPrecision(3)).toString();
  }
}

/** Whether a stored score is good for the QA, in words: the filter's own verdict, or "measured" when it gave none. */
export const SCORE_VERDICT_WORDS: Record<ScoreVerdict, { word: string; icon: string; tone: "ok" | "danger" | "neutral" }> = {
  pass: { word: "good", icon: "✓", tone: "ok" },
  fail: { word: "a problem", icon: "✕", tone: "danger" },
  info: { word: "measured", icon: "•", tone: "neutral" },
};

/** A pass without a value: the check found nothing to check (an answer without numbers). Shown apart from a pass. */
export function hasNothingToCheck(score: Pick<ScoreView, "value" | "verdict">): boolean {
  return score.value === null && score.verdict === "pass";
}

/** How a score with nothing to check is marked: neither good nor a problem. */
export const NOTHING_TO_CHECK_MARK = { icon: "–", tone: "neutral" } as const;

/** The words for a score with nothing to check: "no numbers to check". */
export function nothingToCheckWords(metric: string): string {
  return metricInfo(metric).nothingToCheck ?? "nothing to check";
}

/** One sentence saying what a score means for this QA, e.g. "Numbers found in the paper: 50%, a problem (higher is better)." */
export function describeScore(score: Pick<ScoreView, "metric" | "value" | "verdict">): string {
  const info = metricInfo(score.metric);
  if (hasNothingToCheck(score)) return `${info.label}: ${nothingToCheckWords(score.metric)}.`;
  const value = score.value === null ? "" : `: ${formatMetricValue(score.metric, score.value)}`;
  const direction = info.better === null ? "" : ` (${info.better} is better)`;
  return `${info.label}${value}, ${SCORE_VERDICT_WORDS[score.verdict].word}${direction}.`;
}
