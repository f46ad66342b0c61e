import { createHash } from "node:crypto";
import { REMOTE_MODEL_PREFIX, RemoteModelConfigSchema, type ApiKeySource, type RemoteModelConfig } from "../../../contract/remoteModels.ts";
import { displayUrl } from "./redactSecret.ts";

/** Where a remote model's settings are kept in its registry entry's metadata. */
const METADATA_KEY = "remote";

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

/** A registry entry's remote settings; null for a local model or unreadable settings. */
export function readRemoteConfig(metadata: Record<string, unknown>): RemoteModelConfig | null {
  const parsed = RemoteModelConfigSchema.safeParse(metadata[METADATA_KEY]);
  return parsed.success ? parsed.data : null;
}

/** API keys from environment variables, for the CLI and `serve`: the key name is the variable's. */
export function environmentKeysOf(env: Record<string, string | undefined>): ApiKeySource {
  return { get: async (name) => env[name] || null };
}

/** This process's environment variables as the key source. */
export const environmentKeys: ApiKeySource = environmentKeysOf(process.env);
