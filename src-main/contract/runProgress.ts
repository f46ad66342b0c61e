import { z } from "zod";
import { TokenCountsSchema } from "./tokens.ts";
import { RunOutcomeSchema, RunQaCountsSchema } from "./pipeline.ts";

/** An item being generated now, and how far its output has got. */
export const InFlightItemSchema = z.strictObject({
  itemId: z.number().int(),
  paperId: z.number().int(),
  /** The item for people: "Factual questions", "Chunk 3 of 12", "Whole paper". */
  label: z.string(),
  /** The paper's name (its title, or its file name when untitled). */
  paperName: z.string(),
  /** Output tokens written so far by this item's generations. */
  tokens: z.number().int(),
  /** Output tokens it is expected to write: from earlier items of the same kind when `estimated`, else the cap it may not pass; null when unknown. */
  expectedTokens: z.number().int().nullable(),
  estimated: z.boolean(),
  /** Requests to the model it has made so far, the one under way included (CCQG asks several times an item). Defaults to 1. */
  requests: z.number().int().optional(),
  /** The output-token cap of the request under way (the method's setting, at most half the context); null or absent when unknown. */
  requestCap: z.number().int().nullable().optional(),
});
export type InFlightItem = z.infer<typeof InFlightItemSchema>;

export const RunProgressSchema = z.strictObject({
  runId: z.number().int(),
  status: z.enum(["running", "paused", "cancelled", "completed", "failed"]),
  total: z.number().int(),
  done: z.number().int(),
  failed: z.number().int(),
  pending: z.number().int(),
  qas: z.number().int(),
  /** The QAs by verdict and review, as the run's summary counts them (`qas` is their total). */
  qaCounts: RunQaCountsSchema,
  /** Tokens so far, the output of the items writing now included: the run page's details follow these while it runs. */
  tokens: TokenCountsSchema,
  tokensPerSecond: z.number(),
  etaSeconds: z.number().nullable(),
  lastError: z.strictObject({ name: z.string(), message: z.string() }).nullable(),
  /** The status refined by what the run yielded (`runOutcome`). */
  outcome: RunOutcomeSchema,
  /** The headline percentage, the one the bar draws (`runPercent`: finished items plus the share of those in flight). */
  percent: z.number().int().min(0).max(100),
  /** Items generating now, with their output so far (a paper-level method has one item per paper). */
  inFlight: z.array(InFlightItemSchema),
});
export type RunProgressView = z.infer<typeof RunProgressSchema>;

/** A run started in the background: planned and stored, executing now. */
export const StartedRunSchema = z.strictObject({ runId: z.number().int(), items: z.number().int() });
export type StartedRun = z.infer<typeof StartedRunSchema>;

/** One paper's share of a run, for the per-paper progress bars. */
export const RunPaperProgressSchema = z.strictObject({
  paperId: z.number().int(),
  /** The paper's name (its title, or its file name when untitled). */
  name: z.string(),
  total: z.number().int(),
  pending: z.number().int(),
  running: z.number().int(),
  done: z.number().int(),
  failed: z.number().int(),
  cancelled: z.number().int(),
  qas: z.number().int(),
  /** Of `qas`, those the filters accepted. */
  accepted: z.number().int(),
});
export type RunPaperProgress = z.infer<typeof RunPaperProgressSchema>;
