import { z } from "zod";
import { modelRefArg } from "./pathArgs.ts";

// The local model engine as seen from outside the core: runtime facts, settings, and the quick
// `generate-test` check. The generation pipeline calls the engine in-process with richer types
// (src-main/core/llm); only what crosses a process boundary is described here.

/** Compute backends llama.cpp can run on. */
export const BackendSchema = z.enum(["cuda", "metal", "vulkan", "cpu"]);
export type Backend = z.infer<typeof BackendSchema>;

/** The backend setting: a backend, or "auto" for the best one found on this machine. */
export const BackendSettingSchema = z.enum(["auto", "cuda", "metal", "vulkan", "cpu"]);
export type BackendSetting = z.infer<typeof BackendSettingSchema>;

export const RuntimeSettingsSchema = z.strictObject({
  /** Defaults to "auto": Metal on Apple Silicon, else CUDA, else Vulkan, else the CPU. */
  backend: BackendSettingSchema.optional(),
  /**
   * Use the CPU when the requested GPU backend cannot load, and say why in `fallbackReason`.
   * Defaults to true.
   */
  fallbackToCpu: z.boolean().optional(),
  /**
   * Threads that evaluate tokens. Defaults to one less than the CPU cores useful for math
   * (physical cores), at least 1: see "Local models" in docs/models.md for the measurements.
   */
  threads: z.number().int().positive().optional(),
  /** Model layers offloaded to the GPU. Defaults to "auto" (as many as fit). */
  gpuLayers: z.union([z.literal("auto"), z.number().int().nonnegative()]).optional(),
  /** Tokens each sequence can hold. Defaults to "auto" (the largest that fits, up to the trained size). */
  contextSize: z.union([z.literal("auto"), z.number().int().positive()]).optional(),
  /** Tokens evaluated per batch. Defaults to 512, or the context size when smaller. */
  batchSize: z.number().int().positive().optional(),
});
export type RuntimeSettings = z.infer<typeof RuntimeSettingsSchema>;

const MemorySchema = z.strictObject({ total: z.number().int().nonnegative(), free: z.number().int().nonnegative() });

/** What the runtime runs on; `distillate doctor` shows it. Sizes are in bytes. */
export const RuntimeInfoSchema = z.strictObject({
  requestedBackend: BackendSettingSchema,
  /** The backend in use. */
  backend: BackendSchema,
  /** Why the backend in use is not the one requested, in plain words; null when it is. */
  fallbackReason: z.string().nullable(),
  /** GPU backends whose drivers and libraries were found on this machine (detection only). */
  availableGpuBackends: z.array(BackendSchema),
  /** GPU device names, empty on the CPU backend. */
  devices: z.array(z.string()),
  /** Null on the CPU backend. */
  vram: MemorySchema.nullable(),
  ram: MemorySchema,
  /** CPU cores llama.cpp considers useful for math (physical cores). */
  cpuMathCores: z.number().int().positive(),
  /** Threads each evaluation uses unless a request says otherwise. */
  threads: z.number().int().positive(),
  /** The llama.cpp release bundled with node-llama-cpp. */
  llamaCpp: z.string(),
});
export type RuntimeInfo = z.infer<typeof RuntimeInfoSchema>;

/** Which chat format wrapped the prompt: the model's own template, or a fallback because it has none. */
export const ChatTemplateInfoSchema = z.strictObject({
  source: z.enum(["model", "fallback"]),
  /** node-llama-cpp's name for the format, e.g. "ChatML", "Llama 3.1", "General". */
  name: z.string(),
});
export type ChatTemplateInfo = z.infer<typeof ChatTemplateInfoSchema>;

/** One turn of a chat-formatted prompt. */
export const ChatMessageSchema = z.strictObject({
  role: z.enum(["system", "user", "assistant"]),
  content: z.string(),
});
export type ChatMessage = z.infer<typeof ChatMessageSchema>;

/** Sampling and length options shared by every generation call. */
export const SamplingOptionsSchema = z.strictObject({
  /** 0 picks the most likely token every time (deterministic). Defaults to 0. */
  temperature: z.number().min(0).max(2).optional(),
  /** Nucleus sampling: keep the smallest set of tokens whose probabilities add up to this. Defaults to 1 (off). */
  topP: z.number().gt(0).max(1).optional(),
  /** Sample among this many most likely tokens; 0 keeps all. Defaults to 40 (node-llama-cpp's own default). */
  topK: z.number().int().nonnegative().optional(),
  /** Seed of the sampler; only matters when temperature > 0. Defaults to 0, so runs repeat. */
  seed: z.number().int().nonnegative().optional(),
  /** Most tokens to generate. Defaults to what is left of the context window after the prompt. */
  maxTokens: z.number().int().positive().optional(),
});
export type SamplingOptions = z.infer<typeof SamplingOptionsSchema>;

/** Why generation stopped. */
export const StopReasonSchema = z.enum(["endOfText", "stopTrigger", "maxTokens"]);
export type StopReason = z.infer<typeof StopReasonSchema>;

export const GenerateTestRequestSchema = SamplingOptionsSchema.extend({
  /** A GGUF file path, or the id of a model in the registry. */
  model: modelRefArg(),
  prompt: z.string().min(1),
  /** A system message before the prompt. Defaults to none. */
  system: z.string().optional(),
  /** A JSON schema the output must follow (node-llama-cpp's GBNF JSON schema subset). Defaults to none (free text). */
  schema: z.record(z.string(), z.unknown()).optional(),
  /** Threads for this check. Defaults to the runtime's. */
  threads: z.number().int().positive().optional(),
});
export type GenerateTestRequest = z.infer<typeof GenerateTestRequestSchema>;

export const GenerateTestResultSchema = z.strictObject({
  /** The parsed object when a schema was given, else the text. */
  output: z.unknown(),
  text: z.string(),
  /** Tokens generated. */
  tokens: z.number().int().nonnegative(),
  /** Generation speed after the prompt was read (time to the first token excluded). */
  tokensPerSecond: z.number().nonnegative(),
  promptTokens: z.number().int().nonnegative(),
  /** Wall time of the whole call, model load included. */
  seconds: z.number().nonnegative(),
  /** Generations tried (more than 1 when output did not match the schema). */
  attempts: z.number().int().positive(),
  stopReason: StopReasonSchema,
  chatTemplate: ChatTemplateInfoSchema,
  /** The GGUF file that ran. */
  model: z.string(),
  backend: BackendSchema,
});
export type GenerateTestResult = z.infer<typeof GenerateTestResultSchema>;

/** The model loaded for interactive use (Models view), and how loading it is going. */
export const ModelLoadStateSchema = z.strictObject({
  status: z.enum(["idle", "loading", "loaded", "failed"]),
  modelId: z.number().int().nullable(),
  name: z.string().nullable(),
  /** 0 to 1 while loading; 1 once loaded. */
  progress: z.number().min(0).max(1),
  /** GPU layers and context the model was loaded with; null until loaded. */
  gpuLayers: z.number().int().nullable(),
  contextSize: z.number().int().nullable(),
  error: z.strictObject({ name: z.string(), message: z.string() }).nullable(),
});
export type ModelLoadState = z.infer<typeof ModelLoadStateSchema>;

export const LoadModelRequestSchema = z.strictObject({
  modelId: z.number().int().positive(),
  /** Defaults to the runtime setting ("auto"). */
  gpuLayers: z.union([z.literal("auto"), z.number().int().nonnegative()]).optional(),
  /** Defaults to the runtime setting. */
  contextSize: z.union([z.literal("auto"), z.number().int().min(512)]).optional(),
});
export type LoadModelRequest = z.infer<typeof LoadModelRequestSchema>;
