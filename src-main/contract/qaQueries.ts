import { z } from "zod";
import { SortOrderSchema } from "./sortOrder.ts";
import { ScoreCountsSchema, ScoreVerdictSchema } from "./metrics.ts";
import { DifficultySchema, QaVerdictSchema, ReviewDecisionSchema, ReviewStatusSchema } from "./review.ts";

// The paged queries the review table runs: which QAs, in what order, and the row each shows.

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
   * numbers), as a limit in a score's good direction means to (defaults to false); not a pass
   * known only to be below a fail (`isBelowBound`), which no limit can place, so it is left out.
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
  order: SortOrderSchema.optional(),
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
