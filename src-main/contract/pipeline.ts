import { z } from "zod";
import { modelRefArg, pathArg } from "./pathArgs.ts";
import { ExportFilterSchema, ExportFormatSchema } from "./exportRecord.ts";

/** `distillate generate`: a run of one strategy over papers with one model. */
export const GenerateRequestSchema = z.strictObject({
  /** "sciqag", "chemlit" or "retchem". */
  strategy: z.string().min(1),
  /** A registered model id or a GGUF file path (registered on first use). */
  model: modelRefArg(),
  /** Papers to run on. Defaults to every paper in the library. */
  paperIds: z.array(z.number().int().positive()).optional(),
  /** Strategy settings; missing ones take the strategy's (paper's) defaults. */
  settings: z.record(z.string(), z.unknown()).optional(),
  /** Recorded with every QA; with temperature 0 the run repeats exactly. Defaults to 1. */
  seed: z.number().int().nonnegative().optional(),
  /** Sampling temperature where the strategy does not fix one. Defaults to 0. */
  temperature: z.number().min(0).max(2).optional(),
  /** Items generated at once, one context sequence each. Defaults to 2. */
  lanes: z.number().int().min(1).max(16).optional(),
  /** Tokens per sequence, or "auto". Defaults to 8192 or the model's trained size if smaller. */
  contextSize: z.union([z.literal("auto"), z.number().int().min(512)]).optional(),
  /** Score answers with the perplexity-shift test. Defaults to true. */
  perplexityShift: z.boolean().optional(),
  /** dSePer acceptance threshold. Defaults to 0. */
  dsePerThreshold: z.number().optional(),
  /** Attempts per item before it is marked failed. Defaults to 3. */
  maxAttempts: z.number().int().min(1).max(10).optional(),
});
export type GenerateRequest = z.infer<typeof GenerateRequestSchema>;

export const RunStatusSchema = z.enum(["planned", "running", "paused", "cancelled", "completed", "failed"]);

export const RunSummarySchema = z.strictObject({
  id: z.number().int(),
  strategy: z.string(),
  promptVersion: z.string(),
  status: RunStatusSchema,
  model: z.strictObject({ name: z.string(), sha256: z.string().nullable(), quantization: z.string().nullable() }),
  seed: z.number().int(),
  settings: z.record(z.string(), z.unknown()),
  papers: z.number().int(),
  items: z.strictObject({ pending: z.number().int(), running: z.number().int(), done: z.number().int(), failed: z.number().int(), cancelled: z.number().int() }),
  qas: z.strictObject({ total: z.number().int(), accepted: z.number().int(), rejected: z.number().int() }),
  tokens: z.strictObject({ prompt: z.number().int(), evaluated: z.number().int(), generated: z.number().int() }),
  createdAt: z.string(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  error: z.strictObject({ name: z.string(), message: z.string() }).nullable(),
});
export type RunSummary = z.infer<typeof RunSummarySchema>;

export const RunProgressSchema = z.strictObject({
  runId: z.number().int(),
  status: z.enum(["running", "paused", "cancelled", "completed", "failed"]),
  total: z.number().int(),
  done: z.number().int(),
  failed: z.number().int(),
  pending: z.number().int(),
  qas: z.number().int(),
  tokensPerSecond: z.number(),
  etaSeconds: z.number().nullable(),
  lastError: z.strictObject({ name: z.string(), message: z.string() }).nullable(),
});
export type RunProgressView = z.infer<typeof RunProgressSchema>;

export const FailedItemSchema = z.strictObject({
  id: z.number().int(),
  paperId: z.number().int(),
  itemKey: z.string(),
  attempts: z.number().int(),
  error: z.strictObject({ name: z.string(), message: z.string() }).nullable(),
});
export type FailedItem = z.infer<typeof FailedItemSchema>;

const EvidenceViewSchema = z.strictObject({
  text: z.string(),
  page: z.number().int().nullable(),
  paragraphId: z.number().int().nullable(),
  start: z.number().int().nullable(),
  end: z.number().int().nullable(),
});

/** One of a paper's key QAs, with why it was picked. */
export const KeyQaViewSchema = z.strictObject({
  id: z.number().int(),
  runId: z.number().int(),
  question: z.string(),
  answer: z.string(),
  type: z.string().nullable(),
  difficulty: z.enum(["easy", "medium", "hard"]).nullable(),
  quality: z.number(),
  section: z.string().nullable(),
  why: z.string(),
  scores: z.array(z.strictObject({ metric: z.string(), value: z.number().nullable(), verdict: z.enum(["pass", "fail", "info"]), reason: z.string() })),
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
  filter: ExportFilterSchema.optional(),
});
export type ExportRequest = z.infer<typeof ExportRequestSchema>;

export const ExportResultSchema = z.strictObject({
  path: z.string(),
  format: ExportFormatSchema,
  records: z.number().int(),
  bytes: z.number().int(),
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
});
export type RunPaperProgress = z.infer<typeof RunPaperProgressSchema>;

/** A strategy as the run form shows it. `settings` is the JSON Schema of its settings (with defaults). */
export const StrategyInfoSchema = z.strictObject({
  name: z.string(),
  label: z.string(),
  /** One sentence on what the method does and where it comes from. */
  summary: z.string(),
  promptVersion: z.string(),
  settings: z.record(z.string(), z.unknown()),
});
export type StrategyInfo = z.infer<typeof StrategyInfoSchema>;

export const ExportPreviewRequestSchema = z.strictObject({
  format: ExportFormatSchema,
  filter: ExportFilterSchema.optional(),
  /** Records shown. Defaults to 3. */
  limit: z.number().int().min(1).max(50).optional(),
});
export type ExportPreviewRequest = z.infer<typeof ExportPreviewRequestSchema>;

export const ExportPreviewSchema = z.strictObject({
  /** Records the whole export would hold. */
  count: z.number().int(),
  /** The first records exactly as the file would have them. */
  text: z.string(),
});
export type ExportPreview = z.infer<typeof ExportPreviewSchema>;

/** The whole export as text, for a browser download (the desktop app writes files instead). */
export const ExportContentSchema = z.strictObject({
  fileName: z.string(),
  text: z.string(),
  records: z.number().int(),
});
export type ExportContent = z.infer<typeof ExportContentSchema>;
