import { isApiKeyName, keyOriginsVariable, type ApiKeySource } from "../../../contract/apiKeys.ts";

/**
 * API keys from environment variables, for the CLI and `serve`. Only a key name's own variable
 * is read (DISTILLATE_…, never HOME, PATH or a cloud secret), and its key goes only to the
 * servers the user listed beside it in DISTILLATE_…_ORIGINS, so neither a caller of `serve` nor
 * an entry in the library can send it anywhere else. For any other server, and for any name
 * outside the rule, the answer is null, whether or not the variable exists.
 */
export function environmentKeysOf(env: Record<string, string | undefined>): ApiKeySource {
  return {
    async get(name, origin) {
      if (!isApiKeyName(name)) return null;
      const key = env[name];
      if (!key || !originsIn(env[keyOriginsVariable(name)]).includes(origin)) return null;
      return key;
    },
  };
}

/** The origins listed in a variable: addresses separated by spaces or commas, each reduced to scheme, host and port; anything else ignored. */
export function originsIn(list: string | undefined): string[] {
  const origins: string[] = [];
  for (const item of (list ?? "").split(/[\s,]+/)) {
    try {
      const url = new URL(item);
      if (url.protocol === "http:" || url.protocol === "https:") origins.push(url.origin);
    } catch {
      // Not an address: it sends the key nowhere.
    }
  }
  return origins;
}

/** This process's environment variables as the key source. */
export const environmentKeys: ApiKeySource = environmentKeysOf(process.env);
