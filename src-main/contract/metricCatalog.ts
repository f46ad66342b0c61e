import type { QaMetricId } from "./metricIds.ts";
import { JUDGE_CRITERIA, JUDGE_CRITERION_NAMES, JUDGE_CRITERION_QUESTIONS, type JudgeCriterion } from "./judge.ts";
import type { MetricInfo } from "./metrics.ts";

// Every metric a QA or a selection is scored by, with what it checks and how to read it: the
// one place a view finds a score's words. A score the catalog does not know still reads (its
// id in words).

const entry = (id: QaMetricId, info: Omit<MetricInfo, "id" | "level">): MetricInfo => ({ id, level: "qa", ...info });
const datasetEntry = (id: string, info: Omit<MetricInfo, "id" | "level">): MetricInfo => ({ id, level: "dataset", ...info });

/** What SciQAG's published dataset figures were measured on: the papers of its evaluation set (docs/metrics.md). */
const SCIQAG_EVALUATION_PAPERS = "100 papers";

/**
 * Figures the report computes over a whole selection. Those defined as a seed paper defines them
 * carry the paper's name and its published figure; those we compute another way have names of
 * their own, so nobody reads them against a paper's number.
 *
 * Coverage follows SciQAG's idea (ten equal parts, the 15% most alike sentences) but not its
 * measurement: SciQAG embedded with e5-mistral-7b-instruct and a retrieval instruction, split
 * sentences its own way, took the union of each answer's top 15% (its paper) and averaged the
 * per-answer figure over all answers at once; the report uses word vectors (or the run's
 * embedding model), the library's sentences, SciQAG's notebook's pooled top 15% and a mean per
 * paper. So coverage has names of its own and SciQAG's 68% and 64% appear only in its explanation.
 */
const DATASET_METRICS: readonly MetricInfo[] = [
  datasetEntry("coverage-chunk-rate", {
    label: "Coverage of the paper's ten parts",
    short: "Coverage",
    checks:
      "A paper's sentences cut into 10 equal parts by count; the 15% of its sentences most alike to any of its QAs (question and answer, by word vectors or the embedding model), pooled; the share of parts holding one of them; then the mean over papers. Modelled on SciQAG's coverage rate (68% on its data), which embedded with a large model, split sentences its own way and took each answer's own top 15%, so the two are not comparable.",
    reading: "Share of the paper's ten parts the QAs draw on; higher is better; only comparable between reports of this app.",
    better: "higher",
    format: "share",
  }),
  datasetEntry("coverage-per-answer", {
    label: "Parts of the paper each answer draws on",
    short: "Per answer",
    checks:
      "For each QA, the share of the paper's 10 equal parts holding one of the 15% of sentences most alike to it (by word vectors or the embedding model); the mean over a paper's QAs, then over papers. Modelled on SciQAG's sourcing (64% on its data), which embedded with a large model and averaged over all answers at once, so the two are not comparable.",
    reading: "Share of parts one QA draws on; higher means answers draw on more of the paper; only comparable between reports of this app.",
    better: "higher",
    format: "share",
  }),
  datasetEntry("numbers-in-source", {
    label: "Numbers found in the papers (SciQAG)",
    short: "Numbers",
    checks: "SciQAG's source validation (its equation 2): of all numeric values the answers state, the share that occur in their paper, pooled over every answer.",
    reading: "Share of the answers' numbers found in their papers; 100% is best.",
    better: "higher",
    format: "share",
    published: { value: 0.967, method: "sciqag", source: "SciQAG, its generated QAs", n: SCIQAG_EVALUATION_PAPERS, differs: "SciQAG did not publish how it found numbers; ours reads units, thousands separators, ranges and powers of ten, and compares values" },
  }),
  datasetEntry("answers-with-numbers", {
    label: "Answers stating numbers (SciQAG)",
    short: "With numbers",
    checks: "Share of answers that state at least one numeric value, as SciQAG counted them.",
    reading: "A description of the dataset, neither good nor bad.",
    better: null,
    format: "share",
    published: { value: 0.54, method: "sciqag", source: "SciQAG, its generated QAs", n: SCIQAG_EVALUATION_PAPERS, differs: "SciQAG did not publish how it found numbers; ours skips numbers that are part of names (FAPbI3, COVID-19) and decades" },
  }),
  datasetEntry("answers-numbers-all-found", {
    label: "Answers with every number in the paper",
    short: "All found",
    checks: "Of the answers that state numbers, the share whose every number occurs in their paper (what the numbers filter passes). Not SciQAG's figure, which pools the numbers themselves.",
    reading: "Share of answers; 100% is best.",
    better: "higher",
    format: "share",
  }),
  datasetEntry("question-likeness", {
    label: "Question likeness (word vectors)",
    short: "Likeness",
    checks:
      "The mean cosine of word vectors over all pairs of a paper's questions, then over papers. Not SciQAG's question similarity, which a large model rates by intent from 0 to 100 (0.31 on its data): word vectors of two questions about one paper are alike whatever they ask.",
    reading: "Lower means the questions use more varied words; only comparable between reports of this app.",
    better: "lower",
    format: "number",
  }),
];

/** The catalog entries of the report's figures. */
export const DATASET_METRIC_IDS = DATASET_METRICS.map((m) => m.id);

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
    checks: "The sentences the model gave as evidence are sentences of the paper.",
    reading: "Share of the evidence sentences found in the paper; 100% is best.",
    better: "higher",
    format: "share",
    counts: "evidence sentence",
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
  // ChemLit-QA's run-level filter (core/pipeline/filters/faithfulnessRelevancy.ts), scored by the judge model.
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
  // The report's figures of a whole selection (contract/report.ts); docs/metrics.md defines each.
  ...DATASET_METRICS,
];

function judgeEntries(): MetricInfo[] {
  const scale = "The judge model's score from 1 (unacceptable) to 3 (fully acceptable); below your minimum in Settings the QA is rejected.";
  const short: Record<JudgeCriterion, string> = { relevance: "Relevance", agnosticism: "Agnosticism", completeness: "Complete", accuracy: "Accurate", reasonableness: "Reasonable" };
  return JUDGE_CRITERIA.map((id) =>
    entry(id, { label: `Judge: ${JUDGE_CRITERION_NAMES[id].toLowerCase()}`, short: short[id], failedAs: `Low ${JUDGE_CRITERION_NAMES[id].toLowerCase()}`, checks: JUDGE_CRITERION_QUESTIONS[id], reading: scale, better: "higher", format: "number", decidedBy: "judge" }),
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
