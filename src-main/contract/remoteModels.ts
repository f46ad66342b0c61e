import { z } from "zod";

// A model served by one or more OpenAI-compatible servers (vLLM, llama.cpp's server, Ollama,
// LM Studio). It is registered beside GGUF files in the models table: its "file" is a reference
// starting with `remote:` and these facts live in the entry's metadata. The API key is never
// part of it: only the name of the environment variable (CLI, `serve`) or keychain entry
// (desktop app) that holds it.

/** What a remote model's reference starts with, where a local model has a file path. */
export const REMOTE_MODEL_PREFIX = "remote:";

/** True for a remote model's reference, false for a GGUF path. */
export function isRemoteModelRef(file: string): boolean {
  return file.startsWith(REMOTE_MODEL_PREFIX);
}

export const RemoteEndpointSchema = z.strictObject({
  /** Base URL of the OpenAI-compatible API, e.g. `http://gpu-1:8000/v1`. */
  url: z.url({ protocol: /^https?$/ }).refine((url) => !/^https?:\/\/[^/]*@/.test(url) && !/[?&](api[_-]?key|key|token)=/i.test(url), {
    // The URL is stored in the library; a secret in it would be too.
    message: "the URL must not hold credentials (user:password@ or a key parameter); give the key through its environment variable or the keychain",
  }),
  /** Requests this endpoint serves at once; a run gives it as many lanes. Defaults to 2. */
  concurrency: z.number().int().min(1).max(64).optional(),
});
export type RemoteEndpoint = z.infer<typeof RemoteEndpointSchema>;

export const RemoteModelConfigSchema = z.strictObject({
  /** The model name the servers know it by (`model` in every request). */
  model: z.string().min(1),
  /** One or more servers of the same model; a run spreads its items over all of them. */
  endpoints: z.array(RemoteEndpointSchema).min(1),
  /**
   * Name of the environment variable (CLI, `serve`) or keychain entry (desktop app) holding the
   * API key. Defaults to DISTILLATE_API_KEY; a server without a key needs none.
   */
  apiKeyName: z.string().regex(/^[A-Za-z_][A-Za-z0-9_]*$/).optional(),
  /** Tokens per request the servers accept (prompt + output). Defaults to what /v1/models reports, else 8,192. */
  contextSize: z.number().int().positive().optional(),
  /** Seconds one request may take before it is abandoned and retried. Defaults to 300. */
  timeoutSeconds: z.number().positive().optional(),
});
export type RemoteModelConfig = z.infer<typeof RemoteModelConfigSchema>;

/** `distillate models add-remote`: a remote model to register. */
export const AddRemoteModelSchema = RemoteModelConfigSchema.extend({
  /** Defaults to the model name. */
  name: z.string().min(1).optional(),
  /** Defaults to "generator". */
  role: z.enum(["generator", "judge", "embedding"]).optional(),
});
export type AddRemoteModel = z.infer<typeof AddRemoteModelSchema>;

/** Where a desktop app or a command finds API keys by name; core never stores them. */
export interface ApiKeySource {
  /** The key stored under `name`, or null when there is none. */
  get(name: string): Promise<string | null>;
}

/** The key name a remote model uses when it names none. */
export const DEFAULT_API_KEY_NAME = "DISTILLATE_API_KEY";
