import { shownText } from "../../../contract/shownName.ts";
import { redactSecret } from "./redactSecret.ts";

/**
 * The server's own error message when it sent the OpenAI error shape, else the start of the body,
 * without the key. Masked after JSON is decoded, so a key echoed in escapes is masked too, and
 * before it is cut, so a key at the cut still counts as the key.
 */
export function describeBody(text: string, status: number, key: string | null): string {
  if (status >= 300 && status < 400) return "it answered with a redirect, which is not followed: give the address it redirects to";
  let shown = text.trim();
  try {
    const parsed = JSON.parse(text) as { error?: { message?: unknown } | string; message?: unknown } | null;
    const message = typeof parsed?.error === "string" ? parsed.error : (parsed?.error?.message ?? parsed?.message);
    // Another JSON shape is shown decoded (JSON.stringify writes no \u escape but for control characters).
    shown = typeof message === "string" && message ? message : JSON.stringify(parsed);
  } catch {
    // Not JSON (a proxy's HTML page, say), or cut at the limit.
  }
  // The server's words, cut before they are escaped (an escape is never cut in half).
  return shownText(redactSecret(shown, key).slice(0, 300)) || "(an empty answer)";
}

/** The deepest cause's message: Node's fetch says only "fetch failed" and keeps the reason in `cause`. */
export function innermostMessage(error: unknown): string {
  let current = error;
  for (let depth = 0; depth < 4 && current instanceof Error && current.cause instanceof Error; depth++) current = current.cause;
  return current instanceof Error ? current.message : String(current);
}

export function describeMs(ms: number): string {
  return ms < 1000 ? `${ms} ms` : `${Math.round(ms / 1000)} s`;
}
