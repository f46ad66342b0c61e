import { EvidenceTableFieldSchema } from "./evidence.ts";
import { z } from "zod";
import { ScoreViewSchema } from "./metrics.ts";
import { QaRowSchema } from "./qaQueries.ts";
import { DifficultySchema, OtherReviewSchema, ReviewStateSchema } from "./review.ts";

// One QA as the review panel opens it: its row with evidence, scores and every reviewer's say.

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
