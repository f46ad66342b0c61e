import { z } from "zod";
import { ApiKeyNameSchema, apiKeyProblem } from "./apiKeys.ts";
import { ModelRoleSchema } from "./models.ts";
import { RemoteBaseUrlSchema } from "./remoteAddress.ts";

// A model served by one or more OpenAI-compatible servers (vLLM, llama.cpp's server, Ollama,
// LM Studio). It is registered beside GGUF files in the models table: its "file" is a reference
// starting with `remote:` and these facts live in the entry's metadata. The API key is never
// part of it: only its name (apiKeys.ts says where a key is kept and which servers it goes to).

/** What a remote model's reference starts with, where a local model has a file path. */
export const REMOTE_MODEL_PREFIX = "remote:";

/** True for a remote model's reference, false for a GGUF path. */
export function isRemoteModelRef(file: string): boolean {
  return file.startsWith(REMOTE_MODEL_PREFIX);
}

export const RemoteEndpointSchema = z.strictObject({
  /** Base URL of the OpenAI-compatible API, e.g. `http://gpu-1:8000/v1`: http(s), no credentials, query or fragment (remoteAddress.ts). */
  url: RemoteBaseUrlSchema,
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
   * Name the API key is saved under: in the keychain (desktop app) or as an environment variable
   * (CLI, `serve`), always starting with DISTILLATE_. Defaults to DISTILLATE_API_KEY; a server
   * without a key needs none.
   */
  apiKeyName: ApiKeyNameSchema.optional(),
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
  role: ModelRoleSchema.optional(),
});
export type AddRemoteModel = z.infer<typeof AddRemoteModelSchema>;

/** `models.probeRemote`: servers to ask what they serve before a remote model is registered. */
export const ProbeRemoteRequestSchema = z.strictObject({
  /** Base URLs, as a remote model's endpoints take them. */
  urls: z.array(RemoteBaseUrlSchema).min(1).max(32),
  /** The model whose abilities are checked; defaults to the first one every server lists. */
  model: z.string().min(1).optional(),
  /** The key's name (keychain in the desktop app, else the environment); it is sent only to servers it is saved for. Defaults to DISTILLATE_API_KEY. */
  apiKeyName: RemoteModelConfigSchema.shape.apiKeyName,
});
export type ProbeRemoteRequest = z.infer<typeof ProbeRemoteRequestSchema>;

export const ProbedServerSchema = z.strictObject({
  /** The base URL as it may be shown. */
  url: z.string(),
  /** Every request Distillate makes to this server, method and exact URL ("GET http://gpu-1:8000/v1/models"). */
  requests: z.array(z.string()),
  /** A key saved under the key name for this server was sent with the requests. */
  keySent: z.boolean(),
  /** Model names the server lists at /models; empty when it could not be asked. */
  models: z.array(z.string()),
  /** Why the server could not be asked, in plain words; null when it answered. */
  error: z.string().nullable(),
});
export type ProbedServer = z.infer<typeof ProbedServerSchema>;

export const ProbeRemoteResultSchema = z.strictObject({
  servers: z.array(ProbedServerSchema),
  /** Model names every server that answered lists, in the first server's order. */
  models: z.array(z.string()),
  /** The model the abilities below were checked on; null when no server answered or none lists one. */
  checkedModel: z.string().nullable(),
  /** Tokens per request the servers report for it (the smallest); null when none says. */
  contextSize: z.number().int().positive().nullable(),
  /** The first server counts tokens with the model's own tokenizer (else an estimate is used). */
  tokenizes: z.boolean().nullable(),
  /** The first server returns prompt log-probabilities, which scoring (dSePer, the judge) needs. */
  promptLogprobs: z.boolean().nullable(),
  /**
   * A key is saved under the key name for every server checked (and was sent to each). Says
   * nothing of keys saved for other servers, nor of environment variables outside the key names.
   */
  keyFound: z.boolean(),
});
export type ProbeRemoteResult = z.infer<typeof ProbeRemoteResultSchema>;

/** `desktop.hasApiKey`: is a key saved under this name for every one of these servers? */
export const ApiKeyForServersSchema = z.strictObject({
  name: ApiKeyNameSchema,
  /** The servers' base URLs (their origins are what a key is saved for). */
  urls: z.array(RemoteBaseUrlSchema).min(1).max(32),
});
export type ApiKeyForServers = z.infer<typeof ApiKeyForServersSchema>;

/** `desktop.saveApiKey`: a key for the shell's keychain store, sealed with the servers it may go to; it goes nowhere else. */
export const SaveApiKeyRequestSchema = ApiKeyForServersSchema.extend({
  // The refusal's words never repeat the key (apiKeyProblem).
  key: z.string().superRefine((key, ctx) => {
    const problem = apiKeyProblem(key);
    if (problem) ctx.addIssue({ code: "custom", message: `the key ${problem}` });
  }),
});
export type SaveApiKeyRequest = z.infer<typeof SaveApiKeyRequestSchema>;
