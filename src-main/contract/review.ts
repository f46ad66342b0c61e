import { z } from "zod";

// Review: what a researcher decides about each QA (its queries are in qaQueries.ts, one QA whole
// in qaDetail.ts, the reviewers in reviewers.ts).
// Decisions and corrections live in `annotations` (one row per QA and reviewer); the generated
// QA is never overwritten, so the original stays available next to the correction.

export const ReviewDecisionSchema = z.enum(["pending", "keep", "drop"]);
export type ReviewDecision = z.infer<typeof ReviewDecisionSchema>;

/** How hard a QA is, as the generator or a reviewer rates it; views list them in this order. */
export const DIFFICULTIES = ["easy", "medium", "hard"] as const;
export const DifficultySchema = z.enum(DIFFICULTIES);
export type Difficulty = z.infer<typeof DifficultySchema>;

/**
 * A reviewer's judgement of the answer, as ChemLit-QA's expert form asks it: right, wrong, or
 * "unsure" for a reviewer who cannot tell (kept apart so agreement does not count a shrug as a
 * verdict).
 */
export const AnswerCorrectSchema = z.enum(["yes", "no", "unsure"]);
export type AnswerCorrect = z.infer<typeof AnswerCorrectSchema>;

/**
 * Where a QA stands with every reviewer together, the one definition the review view, its
 * filters and the export share: nobody has kept or dropped it yet (`unreviewed`), everyone who
 * decided kept it (`kept`) or dropped it (`dropped`), or at least one kept it and one dropped it
 * (`disputed`). A "pending" decision counts as no decision.
 */
export const ReviewStatusSchema = z.enum(["unreviewed", "kept", "dropped", "disputed"]);
export type ReviewStatus = z.infer<typeof ReviewStatusSchema>;

/** The statuses in words, for every view that shows or filters them. */
export const REVIEW_STATUS_WORDS: Record<ReviewStatus, { label: string; means: string }> = {
  unreviewed: { label: "Not reviewed", means: "no reviewer has kept or dropped it yet" },
  kept: { label: "Kept", means: "every reviewer who decided kept it" },
  dropped: { label: "Dropped", means: "every reviewer who decided dropped it" },
  disputed: { label: "Disputed", means: "reviewers disagree: at least one kept it and one dropped it" },
};

/** The filters' overall verdict on a QA: not scored yet, accepted or rejected. */
export const QaVerdictSchema = z.enum(["pending", "accepted", "rejected"]);
export type QaVerdict = z.infer<typeof QaVerdictSchema>;

/** The filters' overall verdict on a QA in words, for every view that shows or filters it. */
export const QA_VERDICT_WORDS: Record<QaVerdict, string> = {
  accepted: "Accepted by the filters",
  rejected: "Rejected by the filters",
  pending: "Not scored",
};

/** The verdicts in the order views list them (the order of QA_VERDICT_WORDS: accepted first). */
export const QA_VERDICTS_SHOWN = Object.keys(QA_VERDICT_WORDS) as QaVerdict[];

/** What a reviewer has said about one QA. */
export const ReviewStateSchema = z.strictObject({
  decision: ReviewDecisionSchema,
  /** Corrections; null means "as generated". */
  answer: z.string().nullable(),
  type: z.string().nullable(),
  difficulty: DifficultySchema.nullable(),
  /** The question as the reviewer would have it asked; null means "as generated". */
  question: z.string().nullable(),
  /** The passage(s) that actually support the answer, in the reviewer's words or quotes; null when none given. */
  context: z.string().nullable(),
  contextWrong: z.boolean(),
  /** Is the answer right? null until the reviewer says. */
  answerCorrect: AnswerCorrectSchema.nullable(),
  /** Can the question be answered from the context the model was shown? null until the reviewer says. */
  answerable: z.boolean().nullable(),
  note: z.string().nullable(),
});
export type ReviewState = z.infer<typeof ReviewStateSchema>;

/** What a QA nobody has reviewed looks like: pending, nothing corrected, nothing said. */
export const UNREVIEWED: ReviewState = {
  decision: "pending",
  answer: null,
  type: null,
  difficulty: null,
  question: null,
  context: null,
  contextWrong: false,
  answerCorrect: null,
  answerable: null,
  note: null,
};

export const ReviewPatchSchema = ReviewStateSchema.partial();

/** Another reviewer's state of a QA, with who and when. */
export const OtherReviewSchema = ReviewStateSchema.extend({ reviewer: z.string(), updatedAt: z.string() });
export type OtherReview = z.infer<typeof OtherReviewSchema>;
export type ReviewPatch = z.infer<typeof ReviewPatchSchema>;

export const ReviewChangeSchema = z.strictObject({ id: z.number().int(), before: ReviewStateSchema, after: ReviewStateSchema });
export type ReviewChange = z.infer<typeof ReviewChangeSchema>;

/** The current reviewer's queue sizes. */
export const ReviewCountsSchema = z.strictObject({
  /** Whose decisions the counts are: the reviewer name in the settings. */
  reviewer: z.string(),
  total: z.number().int(),
  pending: z.number().int(),
  kept: z.number().int(),
  dropped: z.number().int(),
});
export type ReviewCounts = z.infer<typeof ReviewCountsSchema>;

/** Values present in the library, to fill the filter menus. */
export const ReviewFacetsSchema = z.strictObject({
  strategies: z.array(z.string()),
  types: z.array(z.string()),
  metrics: z.array(z.string()),
  /** Each run with what names it (contract/runName.ts): its method, model and when it was made. */
  runs: z.array(z.strictObject({ id: z.number().int(), strategy: z.string(), model: z.string(), createdAt: z.string() })),
});
export type ReviewFacets = z.infer<typeof ReviewFacetsSchema>;
