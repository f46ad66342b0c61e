import { z } from "zod";
import { JUDGE_CRITERIA } from "./judge.ts";

// The dataset report's parts, each a table or chart of the Report view: values by count, the
// items that yielded nothing, each filter's verdicts, the judge's scores, one paper's figures.
// The report itself (report.ts) puts them together.

/** A report's count of QAs, papers or items; and a share of them, null when there is nothing to divide by. */
export const ReportCountSchema = z.number().int().nonnegative();
export const ReportShareSchema = z.number().min(0).max(1).nullable();

/** How many of the selected QAs carry a value, e.g. {value: "causal", count: 12}; null value = not set. */
export const ValueCountSchema = z.strictObject({ value: z.string().nullable(), count: ReportCountSchema });
export type ValueCount = z.infer<typeof ValueCountSchema>;

/** An item that yielded nothing, with why. */
export const ReportEmptyItemSchema = z.strictObject({
  runId: z.number().int(),
  paperId: z.number().int(),
  paperName: z.string(),
  /** The item for people: "Whole paper", "Chunk 3 of 12", "Causal questions". */
  label: z.string(),
  /** "failed": it stopped with an error; "empty": it ran and yielded no QA. */
  status: z.enum(["failed", "empty"]),
  /** The strategy's reason or the error's message; null for runs from before reasons were kept. */
  why: z.string().nullable(),
});
export type ReportEmptyItem = z.infer<typeof ReportEmptyItemSchema>;

/** How one filter's stored verdicts fall over the selection. */
export const FilterRateSchema = z.strictObject({
  metric: z.string(),
  /** QAs that have this score. */
  scored: ReportCountSchema,
  /** Passes with a value: the check found something and it was good. */
  passed: ReportCountSchema,
  failed: ReportCountSchema,
  /** Passes without a value: the check had nothing to check (an answer without numbers); neither passed nor failed. */
  nothingToCheck: ReportCountSchema,
  /** Of the passes, those known only to be below a fail, not measured (`isBelowBound`). Absent: none. */
  belowBound: ReportCountSchema.optional(),
  /** Scores the filter recorded without a verdict (a measurement). */
  measured: ReportCountSchema,
  /** passed / (passed + failed); null when it decided nothing. */
  acceptRate: ReportShareSchema,
});
export type FilterRate = z.infer<typeof FilterRateSchema>;

/** How the judge scored one RACAR criterion: QAs per score 1, 2, 3. */
export const JudgeDistributionSchema = z.strictObject({
  criterion: z.enum(JUDGE_CRITERIA),
  scored: ReportCountSchema,
  /** QAs with score 1, 2 and 3 (values are rounded to the nearest of these). */
  counts: z.tuple([ReportCountSchema, ReportCountSchema, ReportCountSchema]),
  mean: z.number().nullable(),
});
export type JudgeDistribution = z.infer<typeof JudgeDistributionSchema>;

/** One paper's figures. */
export const PaperFiguresSchema = z.strictObject({
  paperId: z.number().int(),
  paperName: z.string(),
  qas: ReportCountSchema,
  /** Question likeness (word vectors): mean cosine over all pairs of the paper's measured questions; null for fewer than two. */
  questionSimilarity: z.number().nullable(),
  /** Coverage of the paper's ten parts (0-1, after SciQAG's chunk rate but by word vectors): share of the paper's ten equal parts holding its QAs' top 15% of sentences, pooled; null without sentences or QAs. */
  coverage: ReportShareSchema,
  /** Parts each answer draws on (after SciQAG's per-answer rate), the mean over the paper's measured QAs; null without sentences or QAs. */
  coveragePerAnswer: ReportShareSchema,
  /** Sentences of the paper the coverage compared with. */
  sentences: ReportCountSchema,
  /** QAs measured for similarity and coverage (at most `REPORT_SAMPLE.qasPerPaper`, report.ts). */
  measured: ReportCountSchema,
});
export type PaperFigures = z.infer<typeof PaperFiguresSchema>;
