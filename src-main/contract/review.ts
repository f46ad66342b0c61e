import { z } from "zod";

// Review: what a researcher decides about each QA, and the paged queries the review table runs.
// Decisions and corrections live in `annotations` (one row per QA and reviewer); the generated
// QA is never overwritten, so the original stays available next to the correction.

export const ReviewDecisionSchema = z.enum(["pending", "keep", "drop"]);
export type ReviewDecision = z.infer<typeof ReviewDecisionSchema>;

export const DifficultySchema = z.enum(["easy", "medium", "hard"]);

/** The review queues: not yet decided, decided (either way), kept, dropped. */
export const ReviewQueueSchema = z.enum(["pending", "reviewed", "kept", "dropped"]);
export type ReviewQueue = z.infer<typeof ReviewQueueSchema>;

/** Which QAs a review view shows. Every field narrows; an empty query selects every QA. */
export const QaQuerySchema = z.strictObject({
  paperIds: z.array(z.number().int().positive()).optional(),
  runIds: z.array(z.number().int().positive()).optional(),
  strategies: z.array(z.string()).optional(),
  /** The filters' overall verdict. */
  verdicts: z.array(z.enum(["pending", "accepted", "rejected"])).optional(),
  queue: ReviewQueueSchema.optional(),
  types: z.array(z.string()).optional(),
  difficulties: z.array(DifficultySchema).optional(),
  /** Inclusive ranges on stored scores; a QA without that metric is left out. */
  scoreRanges: z.array(z.strictObject({ metric: z.string().min(1), min: z.number().optional(), max: z.number().optional() })).optional(),
  /** Only QAs marked (true) or not marked (false) "context wrong". */
  contextWrong: z.boolean().optional(),
  /** Full-text search over question and answer (SQLite FTS5 syntax, words are ANDed). */
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
  verdict: z.enum(["pending", "accepted", "rejected"]),
  decision: ReviewDecisionSchema,
  /** True when the reviewer corrected the answer, type or difficulty. */
  edited: z.boolean(),
  contextWrong: z.boolean(),
  /** Stored score values by metric (null where a metric has no value, e.g. a pass/fail check). */
  scores: z.record(z.string(), z.number().nullable()),
});
export type QaRow = z.infer<typeof QaRowSchema>;

export const QaPageSchema = z.strictObject({
  rows: z.array(QaRowSchema),
  /** How many QAs the query selects in all. */
  total: z.number().int(),
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
  contextWrong: z.boolean(),
  note: z.string().nullable(),
});
export type ReviewState = z.infer<typeof ReviewStateSchema>;

export const ReviewPatchSchema = ReviewStateSchema.partial();
export type ReviewPatch = z.infer<typeof ReviewPatchSchema>;

/** The focus view of one QA: everything needed to judge it without opening the paper. */
export const QaDetailSchema = z.strictObject({
  row: QaRowSchema,
  review: ReviewStateSchema,
  /** As generated, before any correction. */
  original: z.strictObject({ answer: z.string(), type: z.string().nullable(), difficulty: DifficultySchema.nullable() }),
  hop: z.enum(["single", "multi"]).nullable(),
  negative: z.boolean(),
  section: z.string().nullable(),
  labels: z.record(z.string(), z.unknown()),
  /** What the strategy showed the model (context policy, source chunk...). */
  context: z.record(z.string(), z.unknown()),
  scores: z.array(z.strictObject({ metric: z.string(), value: z.number().nullable(), verdict: z.enum(["pass", "fail", "info"]), reason: z.string() })),
  evidence: z.array(
    z.strictObject({
      text: z.string(),
      page: z.number().int().nullable(),
      passageId: z.number().int().nullable(),
      start: z.number().int().nullable(),
      end: z.number().int().nullable(),
      /** The whole paragraph the evidence sits in, so the reviewer sees it in context; null when not located. */
      passageText: z.string().nullable(),
    }),
  ),
});
export type QaDetail = z.infer<typeof QaDetailSchema>;

export const ReviewChangeSchema = z.strictObject({ id: z.number().int(), before: ReviewStateSchema, after: ReviewStateSchema });
export type ReviewChange = z.infer<typeof ReviewChangeSchema>;

export const ReviewCountsSchema = z.strictObject({
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
  runs: z.array(z.strictObject({ id: z.number().int(), strategy: z.string(), model: z.string() })),
});
export type ReviewFacets = z.infer<typeof ReviewFacetsSchema>;
