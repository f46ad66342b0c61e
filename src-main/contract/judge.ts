import { z } from "zod";
import { modelRefArg } from "./pathArgs.ts";
import { TokenCountsSchema } from "./tokens.ts";

/**
 * The RACAR judge's criteria (SciQAG): relevance, agnosticism, completeness, accuracy and
 * reasonableness, each scored 1-3 with a reason. They are also the metric ids under which the
 * judge stores one score per criterion in `scores`; agreement and the report read those rows.
 */
export const JUDGE_CRITERIA = ["relevance", "agnosticism", "completeness", "accuracy", "reasonableness"] as const;
export type JudgeCriterion = (typeof JUDGE_CRITERIA)[number];

/** Each criterion's name as SciQAG gives it, written for people; the views and the metric catalog use these. */
export const JUDGE_CRITERION_NAMES: Readonly<Record<JudgeCriterion, string>> = {
  relevance: "Relevance",
  agnosticism: "Agnosticism",
  completeness: "Completeness",
  accuracy: "Accuracy",
  reasonableness: "Reasonableness",
};

/** What each criterion asks, in a researcher's words (the Settings view explains the thresholds with these). */
export const JUDGE_CRITERION_QUESTIONS: Readonly<Record<JudgeCriterion, string>> = {
  relevance: "Does the question ask about something the paper itself reports?",
  agnosticism: "Can someone who never saw the paper understand the question, or does it point at \"Figure 2\", \"this study\", \"the authors\"?",
  completeness: "Does the answer deal with every part of the question, with the details the paper gives?",
  accuracy: "Is every statement of the answer supported by the paper, numbers and units included?",
  reasonableness: "Does the answer hold together, with no statement contradicting another?",
};

/** Lowest and highest score a criterion can get (1 unacceptable, 3 fully acceptable). */
export const JUDGE_SCORE_RANGE = { min: 1, max: 3 } as const;

/** The minimum each criterion needs before the default thresholds reject a QA. */
export const DEFAULT_JUDGE_MINIMUM = 2;

/**
 * The `scorer` of a judge's score rows: the judge model's sha256, so two judges keep their own
 * rows and a QA counts as judged by a model only when that exact file judged it.
 */
export function judgeScorer(sha256: string): string {
  return `judge:${sha256}`;
}

/** Whether a score row's scorer is a judge model's (see judgeScorer). */
export function isJudgeScorer(scorer: string): boolean {
  return scorer.startsWith("judge:");
}

/** Per criterion, the lowest score a QA may get and still be accepted. Defaults to 2 each. */
export const JudgeThresholdsSchema = z.strictObject(
  Object.fromEntries(JUDGE_CRITERIA.map((c) => [c, z.number().int().min(JUDGE_SCORE_RANGE.min).max(JUDGE_SCORE_RANGE.max)])) as Record<JudgeCriterion, z.ZodNumber>,
);
export type JudgeThresholds = z.infer<typeof JudgeThresholdsSchema>;

export function defaultJudgeThresholds(): JudgeThresholds {
  return Object.fromEntries(JUDGE_CRITERIA.map((c) => [c, DEFAULT_JUDGE_MINIMUM])) as JudgeThresholds;
}

const id = z.number().int().positive();

/**
 * The judge model, as every request that names one takes it (`judgeModel`): a registry id in
 * digits or a GGUF file path (registered on first use). Declared once so no request names or
 * types it its own way.
 */
export const JudgeModelSchema = modelRefArg();

/** The QAs to judge: a run's, some papers', or some ids (exactly one of them). */
const selectionFields = {
  /** Every QA of this run (negatives excepted: "not answerable" has nothing to grade). */
  runId: id.optional(),
  /** Every QA of these papers, whatever run wrote it. */
  paperIds: z.array(id).min(1).optional(),
  /** These QAs (Review's selection). */
  qaIds: z.array(id).min(1).max(100_000).optional(),
};
const oneSelection = (r: { runId?: number | undefined; paperIds?: number[] | undefined; qaIds?: number[] | undefined }) =>
  [r.runId, r.paperIds, r.qaIds].filter((x) => x !== undefined).length === 1;
const ONE_SELECTION = { message: "give exactly one of runId, paperIds or qaIds" };

/** `distillate evaluate`: judge existing QAs, picked by run, papers or ids (exactly one of them). */
export const EvaluateRequestSchema = z
  .strictObject({
    ...selectionFields,
    judgeModel: JudgeModelSchema,
    /** QAs judged at once, one context sequence each. Defaults to 2. */
    lanes: z.number().int().min(1).max(16).optional(),
  })
  .refine(oneSelection, ONE_SELECTION);
export type EvaluateRequest = z.infer<typeof EvaluateRequestSchema>;

/**
 * What a "Judge with…" would do before it starts: the QAs it selects and those this model graded
 * before. It names the judge as `evaluate` does (`judgeModel`). Its old field `judgeModelId` (a
 * registry id as a number) is still accepted on input for one release, so scripts written
 * against it keep working; the parsed request carries only `judgeModel`.
 */
export const EvaluatePreviewRequestSchema = z
  .strictObject({
    ...selectionFields,
    judgeModel: JudgeModelSchema.optional(),
    /** @deprecated The old name of `judgeModel`, accepted on input for one release. */
    judgeModelId: id.optional(),
  })
  .refine(oneSelection, ONE_SELECTION)
  .refine((r) => (r.judgeModel === undefined) !== (r.judgeModelId === undefined), {
    message: "give judgeModel, a registry id or a GGUF file (judgeModelId is its old name; give one of them)",
    path: ["judgeModel"],
  })
  .transform(({ judgeModelId, judgeModel, ...selection }) => ({ ...selection, judgeModel: judgeModel ?? String(judgeModelId) }));
export type EvaluatePreviewRequest = z.infer<typeof EvaluatePreviewRequestSchema>;

export const EvaluatePreviewSchema = z.strictObject({
  /** QAs the judge would look at (negatives left out: they have no answer to grade). */
  selected: z.number().int(),
  /** Of those, QAs this model has graded before: skipped, only re-verdicted against the current thresholds. */
  alreadyJudged: z.number().int(),
  /** False while the model's file is still being hashed: judged QAs cannot be told apart until then. */
  known: z.boolean(),
});
export type EvaluatePreview = z.infer<typeof EvaluatePreviewSchema>;

/** Where judging stands; the same shape goes out as "judge.progress" while it works. */
export const JudgeProgressSchema = z.strictObject({
  /** The run whose QAs are judged (a run's own judge stage, or `evaluate --run`); null otherwise. */
  runId: z.number().int().nullable(),
  status: z.enum(["running", "completed", "cancelled", "failed"]),
  /** QAs selected that the judge has not graded yet, when judging began. */
  total: z.number().int(),
  /** Graded and stored so far. */
  done: z.number().int(),
  /** QAs the judge could not grade (their error is in `lastError`). */
  failed: z.number().int(),
  /** Selected QAs this judge had graded before (never graded twice). */
  alreadyJudged: z.number().int(),
  /** Of the graded QAs, those now rejected because a criterion fell below its threshold. */
  belowThreshold: z.number().int(),
  tokens: TokenCountsSchema,
  judge: z.strictObject({ name: z.string(), sha256: z.string() }),
  lastError: z.strictObject({ name: z.string(), message: z.string() }).nullable(),
});
export type JudgeProgress = z.infer<typeof JudgeProgressSchema>;
