import { z } from "zod";
import { ENGINE_OPTIONS, acceptOldEngineNames } from "./engineSettings.ts";
import { JudgeModelSchema } from "./judge.ts";
import { modelRefArg } from "./pathArgs.ts";
import { RUN_OUTCOMES, RUN_STATUSES } from "./runOutcome.ts";
import { TokenCountsSchema } from "./tokens.ts";

/** How a run ended or where it is (see runOutcome.ts). */
export const RunOutcomeSchema = z.enum(RUN_OUTCOMES);

/** The fields of a run request, under today's names. */
const GenerateRequestFields = z.strictObject({
  /** A registered strategy's name, as `runs.strategies()` lists them (the registry, core/pipeline/strategies/index.ts). */
  strategy: z.string().min(1),
  /** A registered model id or a GGUF file path (registered on first use). */
  model: modelRefArg(),
  /** Papers to run on. Defaults to every paper in the library. */
  paperIds: z.array(z.number().int().positive()).optional(),
  /** Strategy settings; missing ones take the strategy's (paper's) defaults. */
  settings: z.record(z.string(), z.unknown()).optional(),
  /** Recorded with every QA; with temperature 0 the run repeats exactly. Defaults to 1. */
  seed: z.number().int().nonnegative().optional(),
  /** lanes, contextSize, temperature, filters, perplexityShift, perplexityShiftThreshold, maxAttempts: see EngineSettingsSchema (engineSettings.ts), which documents each and its default. */
  ...ENGINE_OPTIONS,
  /** The model that judges the run's QAs (registry id or GGUF path), which may differ from `model`. Stored with the run. Defaults to none. */
  judgeModel: JudgeModelSchema.optional(),
  /** The embedding model for similarity (registry id or GGUF path). Stored with the run. Defaults to none. */
  embedderModel: modelRefArg().optional(),
});

/**
 * `distillate generate`: a run of one strategy over papers with one model. An option's old name
 * (`dsePerThreshold`) is still accepted and parses to today's (acceptOldEngineNames).
 */
export const GenerateRequestSchema = acceptOldEngineNames(GenerateRequestFields);
export type GenerateRequest = z.infer<typeof GenerateRequestSchema>;

export const RunStatusSchema = z.enum(RUN_STATUSES);
export type RunStatus = z.infer<typeof RunStatusSchema>;

/**
 * A run's QAs: by the filters' verdict (a QA kept from Ask has none: `total` counts it, neither
 * `accepted` nor `rejected` does) and how many no reviewer has kept or dropped yet (`toReview`,
 * the Library's "To review" and Review's "Not reviewed", whatever the verdict).
 */
export const RunQaCountsSchema = z.strictObject({ total: z.number().int(), accepted: z.number().int(), rejected: z.number().int(), toReview: z.number().int() });
export type RunQaCounts = z.infer<typeof RunQaCountsSchema>;


export const RunSummarySchema = z.strictObject({
  id: z.number().int(),
  strategy: z.string(),
  promptVersion: z.string(),
  status: RunStatusSchema,
  model: z.strictObject({ name: z.string(), sha256: z.string().nullable(), quantization: z.string().nullable() }),
  seed: z.number().int(),
  /** The strategy's settings. */
  settings: z.record(z.string(), z.unknown()),
  /** How the engine was set up: lanes, context size, temperature, scoring, attempts (and the context it got). */
  engine: z.record(z.string(), z.unknown()),
  papers: z.number().int(),
  items: z.strictObject({ pending: z.number().int(), running: z.number().int(), done: z.number().int(), failed: z.number().int(), cancelled: z.number().int() }),
  qas: RunQaCountsSchema,
  tokens: TokenCountsSchema,
  createdAt: z.string(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  error: z.strictObject({ name: z.string(), message: z.string() }).nullable(),
  /** How it ended (or where it is): the status refined by what the run yielded (`runOutcome`). */
  outcome: RunOutcomeSchema,
  /** The run this one retries the failed items of, with a changed model or settings; null otherwise. */
  retryOf: z.number().int().nullable(),
  /** Runs that retried this run's failed items with changes, oldest first. */
  retriedBy: z.array(z.number().int()),
  /** Tokens per sequence the model was actually given (the request may ask for more than it has); null before it ran. */
  contextSizeUsed: z.number().int().nullable(),
  /** The registry id of the run's model; null once it was removed from the registry (the run keeps its name and hash). */
  modelId: z.number().int().nullable(),
  /** Registry id of the run's judge model; null when none was set or it was removed. */
  judgeModelId: z.number().int().nullable(),
  /** Registry id of the run's embedding model; null when none was set or it was removed. */
  embedderModelId: z.number().int().nullable(),
});
export type RunSummary = z.infer<typeof RunSummarySchema>;

/**
 * "Retry failed" with changes: the fields given replace the original run's. With none given, or
 * none different, the failed items run again in place; otherwise a new run is made over just the
 * failed items and linked to the original (`retryOf`), so every QA's provenance stays true.
 */
export const RetryChangesSchema = acceptOldEngineNames(GenerateRequestFields.omit({ strategy: true, paperIds: true }).partial());
export type RetryChanges = z.infer<typeof RetryChangesSchema>;

export const RetryResultSchema = z.strictObject({
  /** The run that executes the retry: the original (in place) or the new one. */
  runId: z.number().int(),
  items: z.number().int(),
  inPlace: z.boolean(),
});
export type RetryResult = z.infer<typeof RetryResultSchema>;
