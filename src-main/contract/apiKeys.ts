import { z } from "zod";

// API keys of remote model servers. A key and the servers it is for are kept together, where
// only the user puts them: sealed together in the OS keychain (desktop app), or side by side in
// the environment (CLI and `serve`: the key in DISTILLATE_X, the servers in DISTILLATE_X_ORIGINS).
// A library entry or a caller only names the key; it can neither read another variable nor send
// the key to another server. docs/remote-servers.md says the same for users.

/** What every key name starts with: no other environment variable is ever read as a key. */
export const API_KEY_NAME_PREFIX = "DISTILLATE_";
/** The key name a remote model uses when it names none. */
export const DEFAULT_API_KEY_NAME = "DISTILLATE_API_KEY";
/** Ends the name of the variable listing the servers a key in the environment is for. */
export const KEY_ORIGINS_SUFFIX = "_ORIGINS";

/** True for a name a key may be saved under: DISTILLATE_ then capitals, digits and underscores, not ending in _ORIGINS. */
export function isApiKeyName(name: string): boolean {
  return /^DISTILLATE_[A-Z0-9_]{1,80}$/.test(name) && !name.endsWith(KEY_ORIGINS_SUFFIX);
}

/** The environment variable that lists the servers (origins) the key in variable `name` is sent to. */
export function keyOriginsVariable(name: string): string {
  return `${name}${KEY_ORIGINS_SUFFIX}`;
}

/** The rule in words, for errors and forms. */
export const API_KEY_NAME_RULE = `a key name starts with ${API_KEY_NAME_PREFIX}, then capital letters, digits and underscores (not ending in ${KEY_ORIGINS_SUFFIX})`;

export const ApiKeyNameSchema = z.string().refine(isApiKeyName, { message: API_KEY_NAME_RULE });

/**
 * Why `key` cannot be sent as a bearer token (RFC 6750: letters, digits and - . _ ~ + /, then
 * = signs), in words that never hold any of it; null when it can. A line break or a space
 * (a PEM file, a pasted paragraph) would otherwise travel in an HTTP header, or come back in
 * the error the header is refused with.
 */
export function apiKeyProblem(key: string): string | null {
  if (key.length > 4096) return "is longer than 4,096 characters";
  if (!/^[A-Za-z0-9._~+/-]+=*$/.test(key)) return "holds a space, a line break or another character a server cannot receive in a key (a key is letters, digits and - . _ ~ + /, then = signs)";
  return null;
}

/** Where the app finds a key by name: the desktop app's keychain, or the environment (CLI, `serve`). Core never stores one. */
export interface ApiKeySource {
  /**
   * The key saved under `name` for the server at `origin` (scheme, host and port), or null when
   * none is saved for that server: the same answer whether or not a key exists for others.
   */
  get(name: string, origin: string): Promise<string | null>;
}
