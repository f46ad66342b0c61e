import type { RemoteRoute } from "../../../contract/remoteAddress.ts";

export interface RemoteHttpClientOptions {
  /** Base URL of the OpenAI-compatible API, ending in `/v1` for most servers: http(s), no credentials, query or fragment. */
  baseUrl: string;
  /** Sent as `Authorization: Bearer ...` to this server only; never shown in errors. Defaults to none. */
  apiKey?: string | null;
  /** The name the key is saved under, for the words of a refusal (401, 403). Defaults to none. */
  keyName?: string;
  /** Attempts per request (the first included) on 429, 5xx, dropped connections and timeouts. Defaults to 6. */
  attempts?: number;
  /** Wait before the first retry, doubled on each next one (with jitter). Defaults to 500 ms. */
  backoffMs?: number;
  /** Longest wait between two attempts, Retry-After included. Defaults to 30,000 ms. */
  maxBackoffMs?: number;
  /** Time one attempt may take. Defaults to 300,000 ms. */
  timeoutMs?: number;
  /**
   * Longest silence once the server has sent its headers: before the first byte of the body and
   * between two of its pieces. A server computes before it answers (timeoutMs bounds that), so
   * headers followed by silence are a stalled server or proxy. Defaults to 60,000 ms.
   */
  idleMs?: number;
  /** The most an answer may hold, per request. Defaults to ANSWER_LIMIT_BYTES. */
  answerLimitBytes?: Partial<Record<RemoteRoute, number>>;
  /** Told about every retry (for the log and the tests). Defaults to none. */
  onRetry?: (retry: { path: string; attempt: number; reason: string; waitMs: number }) => void;
}

/** What every client of a backend shares: retries, backoff, timeouts, limits (the address and key are each client's own). */
export type RemoteHttpSettings = Omit<RemoteHttpClientOptions, "baseUrl" | "apiKey" | "keyName">;
