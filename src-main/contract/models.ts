import { z } from "zod";

// The model registry as seen from outside the core: `distillate models ... --json` prints these
// shapes and scripts parse them, so the objects are strict (a field added by accident fails the
// tests instead of silently changing the format). Sizes are in bytes.

export const ModelRoleSchema = z.enum(["generator", "judge", "embedding"]);
export type ModelRole = z.infer<typeof ModelRoleSchema>;

/** What a GGUF file's header says, read without loading the model. */
export const GgufMetadataSchema = z.strictObject({
  /** Absolute path of the file. */
  file: z.string(),
  fileSize: z.number().int().nonnegative(),
  /** `general.name`, the name the converter gave; null when absent. */
  name: z.string().nullable(),
  /** `general.architecture`, e.g. "llama", "qwen2", "phi3", "bert". */
  architecture: z.string(),
  /** Weights counted from the tensor shapes (all parts of a split model); null when the file holds no tensors. */
  parameterCount: z.number().int().nonnegative().nullable(),
  /** `general.size_label` as the converter wrote it, e.g. "3B"; null when absent. */
  sizeLabel: z.string().nullable(),
  /** e.g. "Q4_K_M", "Q8_0", "F16", "F32": from `general.file_type`, else the most common tensor type. */
  quantization: z.string().nullable(),
  /** Tokens the model was trained on at once (`<arch>.context_length`). */
  contextLength: z.number().int().positive().nullable(),
  /** Whether `tokenizer.chat_template` is present; without it prompts use a generic chat format. */
  hasChatTemplate: z.boolean(),
  /** `general.license` (an SPDX expression or a name); null when absent. */
  license: z.string().nullable(),
  /** "embedding" for encoder-only models (BERT-like), else "generator". */
  suggestedRole: ModelRoleSchema,
  ggufVersion: z.number().int(),
  tensorCount: z.number().int().nonnegative(),
  /** More than 1 for a model split across files (`-00001-of-00003.gguf`); this is the first. */
  splitParts: z.number().int().positive(),
});
export type GgufMetadata = z.infer<typeof GgufMetadataSchema>;

/** Whether a model is likely to run well on this machine. */
export const FitEstimateSchema = z.strictObject({
  /**
   * "fits": comfortably; "tight": it should load but leaves little memory for anything else (or
   * only part of it fits on the GPU); "too-large": it will not load, or only with heavy swapping.
   */
  verdict: z.enum(["fits", "tight", "too-large"]),
  /**
   * "gguf-insights": node-llama-cpp resolved a configuration for this machine from the file's
   * header (its compatibility score is in `score`); "size-estimate": only the download size was
   * known, so memory is estimated from it. Both are estimates, not measurements.
   */
  method: z.enum(["gguf-insights", "size-estimate"]),
  /** node-llama-cpp's compatibility score from 0 to 1; null for a size estimate. */
  score: z.number().min(0).max(1).nullable(),
  /** Context size the estimate assumed. */
  contextSize: z.number().int().positive(),
  /** Estimated memory the model and that context need. */
  ramNeeded: z.number().int().nonnegative(),
  vramNeeded: z.number().int().nonnegative(),
  ramFree: z.number().int().nonnegative(),
  /** Null when no GPU was probed (CPU backend, or the runtime was not started). */
  vramFree: z.number().int().nonnegative().nullable(),
  /** One sentence for a researcher. */
  note: z.string(),
});
export type FitEstimate = z.infer<typeof FitEstimateSchema>;

/** One registered model (`distillate models list --json` prints an array of these). */
export const ModelInfoSchema = z.strictObject({
  id: z.number().int().positive(),
  name: z.string(),
  filePath: z.string(),
  fileSize: z.number().int().nonnegative(),
  /** Null until the background hash finishes. */
  sha256: z.string().nullable(),
  /** Share hashed so far (0 to 1) while this process hashes the file; null otherwise. */
  hashProgress: z.number().min(0).max(1).nullable(),
  architecture: z.string().nullable(),
  parameterCount: z.number().int().nonnegative().nullable(),
  quantization: z.string().nullable(),
  contextLength: z.number().int().positive().nullable(),
  hasChatTemplate: z.boolean(),
  role: ModelRoleSchema,
  /** True when Distillate keeps the file in its data folder (copied or downloaded), so it may delete it. */
  managed: z.boolean(),
  /** The URL or `hf:` URI it was downloaded from; null when added from a local file. */
  source: z.string().nullable(),
  /** "present", "missing" (moved or deleted since it was added) or "changed" (its size differs); always "present" for a remote model. */
  fileStatus: z.enum(["present", "missing", "changed"]),
  /** For a model served by OpenAI-compatible servers: its name there and the endpoints (no key); null for a local file. */
  remote: z.strictObject({ model: z.string(), endpoints: z.array(z.string()) }).nullable(),
  /** ISO-8601 UTC. */
  addedAt: z.string(),
});
export type ModelInfo = z.infer<typeof ModelInfoSchema>;

/** `models info <id|file>`: the registry entry (null for a file not in the registry), the header and the fit. */
export const ModelDetailsSchema = z.strictObject({
  model: ModelInfoSchema.nullable(),
  /** Null when the registered file is missing (its stored facts are in `model`). */
  metadata: GgufMetadataSchema.nullable(),
  /** Null when the file is missing. */
  fit: FitEstimateSchema.nullable(),
});
export type ModelDetails = z.infer<typeof ModelDetailsSchema>;

export const AddModelOptionsSchema = z.strictObject({
  /** Copy the file into the data folder (`<dataDir>/models/`) instead of using it where it is. Defaults to false. */
  copy: z.boolean().optional(),
  /** Defaults to the file name without `.gguf`. */
  name: z.string().min(1).optional(),
  /** Defaults to the header's suggestion: "embedding" for encoder-only models, else "generator". */
  role: ModelRoleSchema.optional(),
  /** Resolve only once the sha256 is stored (the entry is usable before). Defaults to false. */
  waitForHash: z.boolean().optional(),
});

/** Progress of hashing (or copying and hashing) one model file. */
export interface HashProgress {
  modelId: number;
  bytesDone: number;
  totalBytes: number;
}

export type AddModelOptions = z.infer<typeof AddModelOptionsSchema> & {
  /** Called as the file is hashed, in this process only (transports drop it). Defaults to none. */
  onHashProgress?: (progress: HashProgress) => void;
  /** Stops a copy (`copy`) part way: the part copied is removed, nothing is registered. In this process only. Defaults to none. */
  signal?: AbortSignal;
};

export const AddModelResultSchema = z.strictObject({
  /** "already-registered" when the same file (or, with copy, the same source) was added before: nothing changed. */
  status: z.enum(["added", "already-registered"]),
  model: ModelInfoSchema,
});
export type AddModelResult = z.infer<typeof AddModelResultSchema>;

export const RemoveModelOptionsSchema = z.strictObject({
  /**
   * Also delete the file, which is only ever done for files Distillate keeps in its data folder
   * (copied or downloaded); a file added in place is never deleted. Defaults to false.
   */
  deleteFile: z.boolean().optional(),
});
export type RemoveModelOptions = z.infer<typeof RemoveModelOptionsSchema>;

export const RemoveModelResultSchema = z.strictObject({
  id: z.number().int().positive(),
  filePath: z.string(),
  fileDeleted: z.boolean(),
});
export type RemoveModelResult = z.infer<typeof RemoveModelResultSchema>;
