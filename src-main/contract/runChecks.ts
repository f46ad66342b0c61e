import { z } from "zod";

/** Why an item yielded no QAs (or fewer than asked), in the strategy's words: `code` for scripts, `message` for people. */
export const ItemReasonSchema = z.strictObject({
  /** e.g. "multi-hop-check", "not-useful", "no-reasoning-types", "placeholders", "negatives-not-kept", "no-paragraphs", "no-questions", "no-qas". */
  code: z.string(),
  message: z.string(),
});
export type ItemReason = z.infer<typeof ItemReasonSchema>;

export const FailedItemSchema = z.strictObject({
  id: z.number().int(),
  paperId: z.number().int(),
  /** The ledger's key, stable within the run (for scripts; `label` is for people). */
  itemKey: z.string(),
  attempts: z.number().int(),
  error: z.strictObject({ name: z.string(), message: z.string() }).nullable(),
  paperName: z.string(),
  /** The item for people: "Factual questions", "Chunk 3 of 12", "Whole paper". */
  label: z.string(),
});
export type FailedItem = z.infer<typeof FailedItemSchema>;

/** An item that yielded no QA: failed (with its error) or done (with the strategy's reason). */
export const EmptyItemSchema = z.strictObject({
  id: z.number().int(),
  paperId: z.number().int(),
  paperName: z.string(),
  label: z.string(),
  itemKey: z.string(),
  status: z.enum(["done", "failed"]),
  attempts: z.number().int(),
  /** Why a done item yielded nothing; null for a failed item (see `error`) or a run from before reasons were kept. */
  reason: ItemReasonSchema.nullable(),
  error: z.strictObject({ name: z.string(), message: z.string() }).nullable(),
  generatedTokens: z.number().int(),
});
export type EmptyItem = z.infer<typeof EmptyItemSchema>;

/** Something the run form shows before a run starts, with what to change. */
export const RunFindingSchema = z.strictObject({
  /** e.g. "paper-shortened", "paper-does-not-fit", "chunk-does-not-fit", "no-chat-template", "not-instruction-tuned", "model-missing". */
  code: z.string(),
  message: z.string(),
  /** What to change, naming the fields as the form shows them. */
  fix: z.string(),
  /** The paper it is about, if any. */
  paperId: z.number().int().nullable(),
  /** For "paper-in-groups": the paper's groups of sections that get no QA and are not read. Absent for other findings. */
  unreadGroups: z.number().int().optional(),
});
export type RunFinding = z.infer<typeof RunFindingSchema>;

export const RunCheckSchema = z.strictObject({
  /** Problems the run cannot succeed with: the form does not start it. */
  blockers: z.array(RunFindingSchema),
  /** Problems it can run with, at a cost the user should know. */
  warnings: z.array(RunFindingSchema),
  /** The context size the run would give the model; null when the model could not be read. */
  contextSize: z.number().int().nullable(),
  /** "model": tokens counted with the model's own tokenizer; "estimate": about 4 characters a token (the tokenizer could not be loaded). */
  tokenCounts: z.enum(["model", "estimate"]),
  papersChecked: z.number().int(),
  papersTotal: z.number().int(),
});
export type RunCheck = z.infer<typeof RunCheckSchema>;
