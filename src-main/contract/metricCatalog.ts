import type { MetricInfo } from "./metrics.ts";
import { qaMetricEntry as entry } from "./qaMetricEntry.ts";
import { DATASET_METRICS } from "./datasetMetricCatalog.ts";
import { JUDGE_METRICS } from "./judgeMetricCatalog.ts";

// Every metric a QA or a selection is scored by, with what it checks and how to read it: the
// one place a view finds a score's words. A score the catalog does not know still reads (its
// id in words).

/**
 * Every metric the filters write, in the order the views list them: the checks that most often
 * decide whether a QA can be trusted first.
 */
export const METRIC_CATALOG: readonly MetricInfo[] = [
  entry("numeric-source", {
    failedAs: "Numbers missing",
    label: "Numbers found in the paper",
    short: "Numbers",
    checks: "Every number in the answer occurs in the paper (compared as values, so 1,000 and 1e3 match).",
    reading: "Share of the answer's numbers found in the paper; 100% is best. No value when the answer states no numbers.",
    better: "higher",
    format: "share",
    nothingToCheck: "no numbers to check",
    counts: "number",
  }),
  entry("evidence-found", {
    failedAs: "Evidence missing",
    label: "Evidence found in the paper",
    short: "Evidence",
    checks: "The quotes the model gave as evidence are in the paper: its sentences, or its tables' rows, cells or captions.",
    reading: "Share of the evidence quotes found in the paper; 100% is best.",
    better: "higher",
    format: "share",
    counts: "evidence quote",
  }),
  entry("table-answer", {
    failedAs: "Not in its rows",
    label: "Answer not in its table rows",
    short: "Not in rows",
    checks:
      "For questions from tables: the answer states a value of a cell of the rows it cites (numbers compared as values, words whole), one its question does not already state; a comparison's may name the rows it compares. Ours: no method's paper has it.",
    reading: "Yes when the answer holds no value of the rows it cites (the reason says which); no is good.",
    better: "lower",
    format: "flag",
  }),
  entry("dseper", {
    failedAs: "Unsupported",
    label: "Evidence supports the answer",
    short: "Support",
    checks: "The model finds the answer more likely when it reads the evidence (for ScIRGen, the paper's paragraphs retrieved for the question) than from the question alone (ScIRGen's perplexity shift).",
    reading: "Gain in the answer's log-probability from reading the evidence; above 0 passes, higher is better.",
    better: "higher",
    format: "shift",
  }),
  entry("self-consistency", {
    failedAs: "Inconsistent",
    label: "Agrees with resampled answers",
    short: "Consistency",
    checks: "Every sentence of the answer is also said by answers sampled again for the same question (SelfCheckGPT-style, compared by meaning); a sentence said only once may be made up.",
    reading: "Agreement of the answer's weakest sentence with the samples; higher is better, and below 85% (75% with an embedding model) fails.",
    better: "higher",
    format: "share",
    nothingToCheck: "no resampled answers to compare",
  }),
  entry("answer-length", {
    failedAs: "Length off",
    label: "Answer length off",
    short: "Length off",
    checks: "The answer is as long as its method asks (CCQG: 40 to 100 words).",
    reading: "Yes when the answer is shorter or longer than asked (the reason gives its words); no is good.",
    better: "lower",
    format: "flag",
  }),
  entry("near-duplicate", {
    failedAs: "Repeats a QA",
    label: "Likeness to an earlier question",
    short: "Likeness",
    checks: "The question does not repeat an earlier question about the same paper, in the same words or in other words.",
    reading: "How alike in meaning it is to the closest earlier question (from word vectors, or the embedding model when one is set); lower is better. With word vectors, questions 82% alike or more, or question and answer together 64% or more, are a repeat; an embedding model has thresholds of its own, which each verdict's reason gives.",
    better: "lower",
    format: "share",
    nothingToCheck: "no earlier question to compare",
    // Past a few hundred earlier questions, only those sharing enough words with it to repeat it are measured.
    counts: "earlier question",
    countedAs: "compared",
    belowBound: "below a repeat",
  }),
  entry("context-dependence", {
    failedAs: "Cites the paper",
    label: "References to the paper",
    short: "Paper refs",
    checks: "The question and answer make sense without the paper at hand: no reference to a figure, table, section, equation, supplementary material, \"this paper\", the authors or a citation.",
    reading: "How many such references were found; 0 is best.",
    better: "lower",
    format: "count",
  }),
  entry("definitional", {
    failedAs: "Definition only",
    label: "Only asks for a definition",
    short: "Definitional",
    checks: "The question asks for more than what a term means.",
    reading: "Yes when the question only asks for a definition; no is good.",
    better: "lower",
    format: "flag",
  }),
  // Scored by the judge model: ChemLit-QA's run-level filter and the RACAR judge's criteria.
  ...JUDGE_METRICS,
  // The report's figures of a whole selection (contract/report.ts); docs/metrics.md defines each.
  ...DATASET_METRICS,
];

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
  return { id, label, short: label, checks: `${label}, as its scorer measured it.`, reading: "Its scorer did not say which values are good.", better: null, format: "number", level: "qa" };
}

/** Metrics in the catalog's order, then any others alphabetically. */
export function sortMetrics(ids: readonly string[]): string[] {
  const rank = (id: string) => {
    const at = METRIC_CATALOG.findIndex((m) => m.id === id);
    return at === -1 ? METRIC_CATALOG.length : at;
  };
  return [...ids].sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
}
