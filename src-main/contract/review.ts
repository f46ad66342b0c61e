import { EvidenceTableFieldSchema } from "./evidence.ts";
import { z } from "zod";
import { ScoreCountsSchema, ScoreVerdictSchema, ScoreViewSchema } from "./metrics.ts";

// Review: what a researcher decides about each QA, and the paged queries the review table runs.
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

/** The review queues of the current reviewer: not yet decided, decided (either way), kept, dropped. */
export const ReviewQueueSchema = z.enum(["pending", "reviewed", "kept", "dropped"]);
export type ReviewQueue = z.infer<typeof ReviewQueueSchema>;

/**
 * Which QAs, in which order: what the review view shows and, the same query, what an export
 * writes (contract/qaSelection.ts names the export presets). Every field narrows; an empty
 * query selects every QA.
 */
export const QaQuerySchema = z.strictObject({
  paperIds: z.array(z.number().int().positive()).optional(),
  runIds: z.array(z.number().int().positive()).optional(),
  strategies: z.array(z.string()).optional(),
  /** The filters' overall verdict. */
  verdicts: z.array(QaVerdictSchema).optional(),
  /** The current reviewer's queue. */
  queue: ReviewQueueSchema.optional(),
  /** Where the QA stands with every reviewer together (see ReviewStatusSchema). */
  statuses: z.array(ReviewStatusSchema).optional(),
  types: z.array(z.string()).optional(),
  difficulties: z.array(DifficultySchema).optional(),
  /**
   * Inclusive ranges on stored scores; a QA without that metric is left out. `orNothingToCheck`
   * also keeps QAs whose check had nothing to check (a pass without a value: an answer with no
   * numbers), as a limit in a score's good direction means to (defaults to false).
   */
  scoreRanges: z
    .array(z.strictObject({ metric: z.string().min(1), min: z.number().optional(), max: z.number().optional(), orNothingToCheck: z.boolean().optional() }))
    .optional(),
  /** Only QAs marked (true) or not marked (false) "context wrong". */
  contextWrong: z.boolean().optional(),
  /**
   * Words searched in question and answer, all of which must match; a trailing `*` matches a
   * prefix, other punctuation is searched as text. At most SEARCH_MAX_CHARS characters, else
   * SearchTooLongError.
   */
  search: z.string().optional(),
  /** Defaults to "id" ascending: generation order. */
  sort: z.enum(["id", "paper", "question", "difficulty"]).optional(),
  order: z.enum(["asc", "desc"]).optional(),
});
export type QaQuery = z.infer<typeof QaQuerySchema>;

export const QaPageRequestSchema = z.strictObject({
  query: QaQuerySchema.optional(),
  /** Rows to skip. Defaults to 0. */
  offset: z.number().int().nonnegative().optional(),
  /** Rows to return, at most 1000. Defaults to 100. */
  limit: z.number().int().min(1).max(1000).optional(),
  /**
   * false: answer with the rows without counting the whole selection (total is null unless the
   * page itself shows where the selection ends); the view then asks review.total. Counting a
   * filter over 1,000,000 QAs took longer than the rows did. Defaults to true.
   */
  count: z.boolean().optional(),
});
export type QaPageRequest = z.infer<typeof QaPageRequestSchema>;

/** One line of the review table: the QA as reviewed (corrections applied) plus flags. */
export const QaRowSchema = z.strictObject({
  id: z.number().int(),
  paperId: z.number().int(),
  /** The paper's name (its title, or its file name when untitled). */
  paperName: z.string(),
  runId: z.number().int(),
  strategy: z.string(),
  question: z.string(),
  /** The corrected answer when there is one, else the generated answer. */
  answer: z.string(),
  type: z.string().nullable(),
  difficulty: DifficultySchema.nullable(),
  verdict: QaVerdictSchema,
  /** The current reviewer's decision. */
  decision: ReviewDecisionSchema,
  /** Where the QA stands with every reviewer together. */
  status: ReviewStatusSchema,
  /** How many other reviewers kept and dropped it. */
  others: z.strictObject({ kept: z.number().int(), dropped: z.number().int() }),
  /** True when the reviewer corrected the question, answer, type, difficulty or context. */
  edited: z.boolean(),
  contextWrong: z.boolean(),
  /** Stored scores by metric: the value (null for a pass/fail check without one), the filter's verdict and, for a counting check, what the value rests on. */
  scores: z.record(z.string(), z.strictObject({ value: z.number().nullable(), verdict: ScoreVerdictSchema, counts: ScoreCountsSchema.nullable().optional() })),
});
export type QaRow = z.infer<typeof QaRowSchema>;

export const QaPageSchema = z.strictObject({
  rows: z.array(QaRowSchema),
  /** How many QAs the query selects in all; null when the request said not to count (see `count`). */
  total: z.number().int().nullable(),
  offset: z.number().int(),
});
export type QaPage = z.infer<typeof QaPageSchema>;

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

/** The focus view of one QA: everything needed to judge it without opening the paper. */
export const QaDetailSchema = z.strictObject({
  row: QaRowSchema,
  /** The current reviewer's state. */
  review: ReviewStateSchema,
  /** Every other reviewer who left a decision or a correction on it, by name. */
  others: z.array(OtherReviewSchema),
  /** As generated, before any correction. */
  original: z.strictObject({ question: z.string(), answer: z.string(), type: z.string().nullable(), difficulty: DifficultySchema.nullable() }),
  hop: z.enum(["single", "multi"]).nullable(),
  negative: z.boolean(),
  section: z.string().nullable(),
  labels: z.record(z.string(), z.unknown()),
  /** What the strategy showed the model (context policy, source chunk...). */
  context: z.record(z.string(), z.unknown()),
  scores: z.array(ScoreViewSchema),
  evidence: z.array(
    z.strictObject({
      text: z.string(),
      page: z.number().int().nullable(),
      passageId: z.number().int().nullable(),
      start: z.number().int().nullable(),
      end: z.number().int().nullable(),
      /** The whole paragraph the evidence sits in, so the reviewer sees it in context; null when not located. */
      passageText: z.string().nullable(),
      /** Where in one of the paper's tables it is (a cell, a row or the caption); null for the paper's text. */
      table: EvidenceTableFieldSchema,
    }),
  ),
});
export type QaDetail = z.infer<typeof QaDetailSchema>;

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

/** A name decisions are stored under, and how many it has. */
export const ReviewerSummarySchema = z.strictObject({
  name: z.string(),
  /** The reviewer name in the settings. */
  current: z.boolean(),
  kept: z.number().int(),
  dropped: z.number().int(),
  /** QAs with anything from this name: a decision, a correction, a note or a "context wrong" mark. */
  annotated: z.number().int(),
  /** The latest change, ISO-8601; null for a current reviewer with nothing yet. */
  lastChange: z.string().nullable(),
});
export type ReviewerSummary = z.infer<typeof ReviewerSummarySchema>;

/** A reviewer name: what the settings accept, without surrounding spaces. */
export const ReviewerNameSchema = z.string().trim().min(1).max(200);

/** What renaming the current reviewer did. */
export const RenameReviewerResultSchema = z.strictObject({
  from: z.string(),
  to: z.string(),
  /** QAs whose annotation moved to the new name as it was. */
  moved: z.number().int(),
  /** QAs both names had annotated, merged into one (the newer value of each field wins). */
  merged: z.number().int(),
});
export type RenameReviewerResult = z.infer<typeof RenameReviewerResultSchema>;
