import { createHash } from "node:crypto";
import { z } from "zod";
import { API_KEY_NAME_RULE, DEFAULT_API_KEY_NAME, isApiKeyName } from "../../../contract/apiKeys.ts";
import { baseUrlProblem } from "../../../contract/remoteAddress.ts";
import { REMOTE_MODEL_PREFIX, RemoteModelConfigSchema, type RemoteModelConfig } from "../../../contract/remoteModels.ts";
import { displayUrl } from "./redactSecret.ts";

/** Where a remote model's settings are kept in its registry entry's metadata. */
const METADATA_KEY = "remote";

/**
 * The settings as stored, read without the rules on addresses and key names: an entry added
 * before them must still be found, shown (without its credentials) and refused with words that
 * say why (`storedEntryProblem`), not vanish as "not registered".
 */
const StoredRemoteConfigSchema = z.object({
  model: z.string().min(1),
  endpoints: z.array(z.object({ url: z.string(), concurrency: z.number().int().min(1).max(64).optional() })).min(1),
  apiKeyName: z.string().optional(),
  contextSize: z.number().int().positive().optional(),
  timeoutSeconds: z.number().positive().optional(),
});

/**
 * The reference a remote model is registered under (its "file"): the model name and a short
 * digest of its endpoints, so the same name served by two different server sets is two entries
 * and adding the same one twice finds the first.
 */
export function remoteModelRef(config: RemoteModelConfig): string {
  const endpoints = config.endpoints.map((e) => displayUrl(e.url)).sort().join(" ");
  return `${REMOTE_MODEL_PREFIX}${config.model}@${createHash("sha256").update(endpoints).digest("hex").slice(0, 12)}`;
}

/** The sha256 a remote entry stands under in provenance: a digest of its reference, not of weights. */
export function remoteIdentity(ref: string): string {
  return createHash("sha256").update(ref).digest("hex");
}

/** The registry metadata that holds a remote model's settings (never its key). */
export function remoteMetadata(config: RemoteModelConfig): Record<string, unknown> {
  return { [METADATA_KEY]: RemoteModelConfigSchema.parse(config) };
}

/** A registry entry's remote settings as stored; null for a local model or unreadable settings. Check `storedEntryProblem` before using them. */
export function readRemoteConfig(metadata: Record<string, unknown>): RemoteModelConfig | null {
  const parsed = StoredRemoteConfigSchema.safeParse(metadata[METADATA_KEY]);
  return parsed.success ? (parsed.data as RemoteModelConfig) : null;
}

/** Why stored settings may not be used (an address with credentials, a query or a fragment; a key name outside the rule); null when they may. */
export function storedEntryProblem(config: RemoteModelConfig): string | null {
  for (const endpoint of config.endpoints) {
    const problem = baseUrlProblem(endpoint.url);
    if (problem) return `its server address ${displayUrl(endpoint.url)} ${problem}`;
  }
  const keyName = config.apiKeyName ?? DEFAULT_API_KEY_NAME;
  if (!isApiKeyName(keyName)) return `its key name ${keyName} is not one Distillate reads (${API_KEY_NAME_RULE}), so its key would come from an arbitrary environment variable`;
  return null;
}
