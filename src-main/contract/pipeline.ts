import { EvidenceTableFieldSchema } from "./evidence.ts";
import { z } from "zod";
import { ENGINE_OPTIONS, acceptOldEngineNames } from "./engineSettings.ts";
import { JudgeModelSchema } from "./judge.ts";
import { modelRefArg, pathArg } from "./pathArgs.ts";
import { ExportOptionsSchema, SplitCountsSchema } from "./exportFormat.ts";
import { ExportFormatSchema } from "./exportRecord.ts";
import { QaSelectionSummarySchema } from "./qaSelection.ts";
import { DifficultySchema, QaQuerySchema, QaVerdictSchema, ReviewStatusSchema } from "./review.ts";
import { ScoreViewSchema } from "./metrics.ts";
import { MethodFilterSchema } from "./methodFilters.ts";
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

export const ExportRequestSchema = z.strictObject({
  format: ExportFormatSchema,
  /** Destination file; written under a temporary name and renamed into place. */
  out: pathArg("export-target"),
  /** Which QAs, in which order: the review query (see contract/qaSelection.ts for presets). Defaults to every QA. */
  query: QaQuerySchema.optional(),
  /** How the format is written (book, splits, duplicates, license). */
  options: ExportOptionsSchema.optional(),
});
export type ExportRequest = z.infer<typeof ExportRequestSchema>;

export const ExportResultSchema = z.strictObject({
  path: z.string(),
  format: ExportFormatSchema,
  /** The layout version of the format written (EXPORT_FORMAT_VERSIONS). */
  formatVersion: z.number().int(),
  /** Records (rows, lines, queries) written. */
  records: z.number().int(),
  /** Bytes written, every file of a folder format together. */
  bytes: z.number().int(),
  /** QAs left out because a QA of another run on the same paper asks the same (0 when kept). */
  duplicatesRemoved: z.number().int(),
  /** QAs the format cannot hold (e.g. "not answerable" negatives in a closed-book chat file). */
  omitted: z.number().int(),
  /** QAs and papers per split, for the formats that split. */
  splits: SplitCountsSchema.optional(),
  /** Unfinished exports (temporary files and folders) that exports killed earlier had left beside the target, removed by this one. */
  removedPartials: z.array(z.string()).optional(),
});
export type ExportResultView = z.infer<typeof ExportResultSchema>;

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

/** A strategy as the run form shows it. `settings` is the JSON Schema of its settings (with defaults). */
/** A tab of the paper view that a method's runs fill besides its QAs. */
export const PaperTabSchema = z.enum(["graph", "synthesis"]);
export type PaperTab = z.infer<typeof PaperTabSchema>;

export const StrategyInfoSchema = z.strictObject({
  name: z.string(),
  label: z.string(),
  /** One line on what the method writes from a paper, after its label. */
  description: z.string(),
  /** One sentence on what the method does and where it comes from. */
  summary: z.string(),
  /** The paper view's tab its runs fill besides its QAs; absent for none. */
  fillsPaperTab: PaperTabSchema.optional(),
  /** Its QA types as people read them, by stored id; absent when every type is a word already. */
  typeNames: z.record(z.string(), z.string()).optional(),
  /** How the implementation departs from the paper; absent when nothing worth saying. */
  differences: z.string().optional(),
  promptVersion: z.string(),
  settings: z.record(z.string(), z.unknown()),
  /** Every filter the method may run, those on by default first, each with why (read from the strategy and filter registries). */
  filters: z.array(MethodFilterSchema),
  /** Whether its own prompts show the paper's tables, as its paper did, and why. */
  tables: z.strictObject({ shown: z.boolean(), why: z.string() }),
});
export type StrategyInfo = z.infer<typeof StrategyInfoSchema>;

export const ExportPreviewRequestSchema = z.strictObject({
  format: ExportFormatSchema,
  /** As in ExportRequest. Defaults to every QA. */
  query: QaQuerySchema.optional(),
  options: ExportOptionsSchema.optional(),
  /** Records shown. Defaults to 3. */
  limit: z.number().int().min(1).max(50).optional(),
});
export type ExportPreviewRequest = z.infer<typeof ExportPreviewRequestSchema>;

export const ExportPreviewSchema = z.strictObject({
  /** Records the whole export would hold. */
  count: z.number().int(),
  /** What they are: by verdict, review status, strategy and paper. */
  summary: QaSelectionSummarySchema,
  /** The first records exactly as the file would have them. */
  text: z.string(),
});
export type ExportPreview = z.infer<typeof ExportPreviewSchema>;

/** The whole export as text, for a browser download (the desktop app writes files instead). */
export const ExportContentSchema = z.strictObject({
  fileName: z.string(),
  text: z.string(),
  records: z.number().int(),
  /** As in ExportResultSchema. */
  duplicatesRemoved: z.number().int(),
  omitted: z.number().int(),
});
export type ExportContent = z.infer<typeof ExportContentSchema>;
