import { EvidenceTableFieldSchema } from "./evidence.ts";
import { z } from "zod";
import { DifficultySchema, QaVerdictSchema, ReviewStatusSchema } from "./review.ts";
import { ScoreViewSchema } from "./metrics.ts";

const EvidenceViewSchema = z.strictObject({
  text: z.string(),
  page: z.number().int().nullable(),
  paragraphId: z.number().int().nullable(),
  start: z.number().int().nullable(),
  end: z.number().int().nullable(),
  /** Where in one of the paper's tables it is; null for the paper's text. */
  table: EvidenceTableFieldSchema,
});

/** One of a paper's key QAs, with why it was picked. */
export const KeyQaViewSchema = z.strictObject({
  id: z.number().int(),
  runId: z.number().int(),
  /** The filters' overall verdict. */
  verdict: QaVerdictSchema,
  /** Where it stands with every reviewer together (a key QA is kept, or accepted and not yet reviewed). */
  reviewStatus: ReviewStatusSchema,
  question: z.string(),
  answer: z.string(),
  type: z.string().nullable(),
  difficulty: DifficultySchema.nullable(),
  /** The mean of the checks that measured the QA, 0 to 1; null when none did. */
  quality: z.number().nullable(),
  /** The metrics the quality rests on (checks with nothing to check are left out). */
  qualityRestsOn: z.array(z.string()),
  section: z.string().nullable(),
  why: z.string(),
  scores: z.array(ScoreViewSchema),
  evidence: z.array(EvidenceViewSchema),
});
export type KeyQaView = z.infer<typeof KeyQaViewSchema>;

export const KeyQaRequestSchema = z.strictObject({
  /** How many. Defaults to 5. */
  count: z.number().int().min(1).max(50).optional(),
  /** Only QAs of this run. Defaults to every run on the paper. */
  runId: z.number().int().positive().optional(),
});
