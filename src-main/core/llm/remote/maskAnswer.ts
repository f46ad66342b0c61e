import type { RemoteRoute } from "../../../contract/remoteAddress.ts";
import { REDACTED, redactSecret } from "./redactSecret.ts";

/**
 * The parsed answer, without the key a server may echo into it (a model id, a field kept with
 * a run's provenance). A model list, small and kept in part, is masked whole and in pieces in
 * every string once JSON escapes are decoded ("\u0073k-…" or "\/" spell the key as well as
 * its letters do); other answers, up to 32 MiB of mostly numbers, lose every whole copy of the
 * key, and the parts that are kept (a completion's text) are masked in pieces by the client's `mask`.
 */
export function maskAnswer(route: RemoteRoute, text: string, key: string | null | undefined): unknown {
  if (!key) return JSON.parse(text);
  if (route === "models") return maskStrings(JSON.parse(text), key);
  return JSON.parse(text.includes(key) ? text.split(key).join(REDACTED) : text);
}

/** `value` with the key masked out of every string in it, object keys included. */
function maskStrings(value: unknown, key: string): unknown {
  if (typeof value === "string") return redactSecret(value, key);
  if (Array.isArray(value)) return value.map((item) => maskStrings(item, key));
  if (value && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([name, item]) => [redactSecret(name, key), maskStrings(item, key)]));
  return value;
}

