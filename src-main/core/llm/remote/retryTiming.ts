import type { RemoteHttpSettings } from "./remoteHttpOptions.ts";

/**
 * Stalled answers (headers, then silence) a request meets before it gives up, whatever its
 * attempts: a server that stalled twice in a row is stuck, and each stall costs idleMs.
 */
export const STALLS_BEFORE_GIVING_UP = 2;

/** Statuses a later attempt may get past: rate limits, overload, a gateway between restarts. */
export const RETRYABLE = new Set([408, 409, 425, 429, 500, 502, 503, 504]);

/** Exponential backoff with full jitter, or the server's Retry-After when it says more. */
export function backoffMs(attempt: number, retryAfterMs: number | null, options: Pick<RemoteHttpSettings, "backoffMs" | "maxBackoffMs">): number {
  const base = options.backoffMs ?? 500;
  const cap = options.maxBackoffMs ?? 30_000;
  const exponential = base * 2 ** (attempt - 1);
  const jittered = exponential / 2 + Math.random() * (exponential / 2);
  return Math.min(cap, Math.max(jittered, retryAfterMs ?? 0));
}

/** Retry-After as seconds or an HTTP date; null when absent or unreadable. */
export function parseRetryAfter(value: string | null): number | null {
  if (!value) return null;
  if (/^\d+(\.\d+)?$/.test(value.trim())) return Number(value) * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? null : Math.max(0, date - Date.now());
}

/** Waits `ms`, or rejects with the signal's reason as soon as it is aborted. */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const done = () => {
      signal?.removeEventListener("abort", stop);
      resolve();
    };
    const timer = setTimeout(done, ms);
    const stop = () => {
      clearTimeout(timer);
      reject(signal!.reason);
    };
    signal?.addEventListener("abort", stop, { once: true });
  });
}
