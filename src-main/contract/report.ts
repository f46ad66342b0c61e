import { z } from "zod";
import { ReviewAgreementSchema } from "./agreement.ts";
import { QaQuerySchema } from "./qaQueries.ts";
import {
  FilterRateSchema,
  JudgeDistributionSchema,
  PaperFiguresSchema,
  ReportCountSchema,
  ReportEmptyItemSchema,
  ReportShareSchema,
  ValueCountSchema,
} from "./reportParts.ts";

// The dataset report: what a selection of QAs (a run, a strategy, papers, or an export's
// selection) holds and how good it measures, in one JSON document. The report service builds
// it, a finished run keeps one, exports carry one beside the records, and the Report view and
// `distillate report` show it.

/** The stages of the funnel, in order; every stage holds a subset of the one before (items excepted). */
export const FUNNEL_STAGES = ["items", "outputs", "qas", "accepted", "kept"] as const;
export type FunnelStage = (typeof FUNNEL_STAGES)[number];

/** The stages in people's words. */
export const FUNNEL_WORDS: Record<FunnelStage, { label: string; means: string }> = {
  items: { label: "Work items", means: "pieces of work the runs planned (a paper, a chunk, a question type...)" },
  outputs: { label: "Items with QAs", means: "items that ran and yielded at least one QA" },
  qas: { label: "QAs", means: "question-answer pairs generated" },
  accepted: { label: "Accepted by the filters", means: "QAs every filter let through" },
  // Counted among the accepted ones, so the stage is the subset the funnel declares; every QA a
  // reviewer kept, accepted or not, is `counts.kept`.
  kept: { label: "Accepted and kept", means: "QAs the filters accepted and every reviewer who decided kept" },
};

/**
 * How much of a large selection the text measures (diversity and coverage) read, so a report of
 * 100,000 QAs stays fast: the first `qasPerPaper` QAs of each paper by id, in the first `papers`
 * papers by id. Counts, filters, judge scores and numbers always cover every selected QA.
 */
export const REPORT_SAMPLE = { qasPerPaper: 50, papers: 200 } as const;

export const DatasetReportSchema = z.strictObject({
  /** What the report describes, in words: "Run 3", "Every run of SciQAG", "Papers 1, 2". */
  title: z.string(),
  /** The selection it was built from (the review and agreement queries' filter). */
  selection: QaQuerySchema,
  generatedAt: z.string(),
  /** How text similarity was measured: "word-vectors" (no model needed) or "embedding-model". */
  embedder: z.enum(["word-vectors", "embedding-model"]),
  counts: z.strictObject({
    papers: ReportCountSchema,
    items: ReportCountSchema,
    /** Items still waiting or running. */
    unfinishedItems: ReportCountSchema,
    qas: ReportCountSchema,
    accepted: ReportCountSchema,
    rejected: ReportCountSchema,
    pendingVerdict: ReportCountSchema,
    kept: ReportCountSchema,
    dropped: ReportCountSchema,
    disputed: ReportCountSchema,
    unreviewed: ReportCountSchema,
  }),
  funnel: z.array(z.strictObject({ stage: z.enum(FUNNEL_STAGES), count: ReportCountSchema })),
  /** Items that yielded nothing, with why (at most 500; `emptyItemsTotal` counts them all). */
  emptyItems: z.array(ReportEmptyItemSchema),
  emptyItemsTotal: ReportCountSchema,
  filters: z.array(FilterRateSchema),
  judge: z.array(JudgeDistributionSchema),
  /** Question likeness (word vectors; not SciQAG's LLM-rated similarity): per paper, then the mean over papers with two or more questions. */
  questionSimilarity: z.number().nullable(),
  /** Coverage of the paper's ten parts (metric coverage-chunk-rate): per paper, then the mean over papers measured. */
  coverage: ReportShareSchema,
  /** Parts each answer draws on (metric coverage-per-answer): per paper the mean over its QAs, then the mean over papers measured. */
  coveragePerAnswer: ReportShareSchema,
  /** Papers beyond the sample that the text measures skipped. */
  papersNotMeasured: ReportCountSchema,
  papers: z.array(PaperFiguresSchema),
  numbers: z.strictObject({
    /** Answers that state at least one number (every selected QA). */
    answersWithNumbers: ReportCountSchema,
    /** Of those, answers whose every number occurs in the paper. */
    allFound: ReportCountSchema,
    /** allFound / answersWithNumbers: "Answers with every number in the paper". */
    share: ReportShareSchema,
    /** The answers SciQAG's figures were computed on: the measured sample (REPORT_SAMPLE), negatives left out. */
    sampleAnswers: ReportCountSchema,
    /** Of those, answers stating at least one number. */
    sampleAnswersWithNumbers: ReportCountSchema,
    /** Numeric values those answers state, and those found in their paper: SciQAG's equation 2 is valuesFound / values. */
    values: ReportCountSchema,
    valuesFound: ReportCountSchema,
  }),
  /**
   * The methods that made the selected QAs: QAs per strategy of their run ("imported" for QAs
   * brought in from a file, "asked" for answers kept from Ask), most first. A published figure
   * is shown beside the report's only when its method made every QA (contract/reportFigures.ts).
   */
  strategies: z.array(z.strictObject({ value: z.string(), count: ReportCountSchema })),
  /** Where imported QAs came from: each file with its QAs in the selection; empty when every QA was generated. */
  origins: z.array(z.strictObject({ file: z.string(), sha256: z.string(), qas: ReportCountSchema })),
  types: z.array(ValueCountSchema),
  difficulties: z.array(ValueCountSchema),
  hops: z.array(ValueCountSchema),
  agreement: ReviewAgreementSchema,
  /**
   * For a run's stored report: a digest of what it was measured from (items, verdicts, scores,
   * reviews). When the run's QAs change, the digest of the library no longer matches and the
   * report is built again before it is shown. Absent from other reports.
   */
  basis: z.string().optional(),
});
export type DatasetReport = z.infer<typeof DatasetReportSchema>;

export const RunReportOptionsSchema = z.strictObject({
  /** Build it anew (and store it) instead of returning the one stored when the run finished. Defaults to false. */
  regenerate: z.boolean().optional(),
});
export type RunReportOptions = z.infer<typeof RunReportOptionsSchema>;

/** A report's selection in words. */
export function reportTitle(query: { runIds?: number[]; strategies?: string[]; paperIds?: number[] }, strategyLabel: (name: string) => string = (name) => name): string {
  const parts: string[] = [];
  if (query.runIds?.length) parts.push(`${query.runIds.length === 1 ? "Run" : "Runs"} ${query.runIds.join(", ")}`);
  if (query.strategies?.length) parts.push(`Every run of ${query.strategies.map(strategyLabel).join(", ")}`);
  if (query.paperIds?.length) parts.push(`${query.paperIds.length === 1 ? "Paper" : "Papers"} ${query.paperIds.join(", ")}`);
  return parts.length === 0 ? "Whole library" : parts.join(", ");
}
