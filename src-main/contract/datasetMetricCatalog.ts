import type { MetricInfo } from "./metrics.ts";

// The catalog entries of the figures a report computes over a whole selection (metricCatalog.ts
// lists them after the QA metrics).

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
export const DATASET_METRICS: readonly MetricInfo[] = [
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
