import { displayUrl, redactSecret } from "./redactSecret.ts";
import { RemoteRequestError } from "./RemoteRequestError.ts";

export interface RemoteHttpClientOptions {
  /** Base URL of the OpenAI-compatible API, ending in `/v1` for most servers. */
  baseUrl: string;
  /** Sent as `Authorization: Bearer ...`; never shown in errors. Defaults to none. */
  apiKey?: string | null;
  /** Attempts per request (the first included) on 429, 5xx, dropped connections and timeouts. Defaults to 6. */
  attempts?: number;
  /** Wait before the first retry, doubled on each next one (with jitter). Defaults to 500 ms. */
  backoffMs?: number;
  /** Longest wait between two attempts, Retry-After included. Defaults to 30,000 ms. */
  maxBackoffMs?: number;
  /** Time one attempt may take. Defaults to 300,000 ms. */
  timeoutMs?: number;
  /** Told about every retry (for the log and the tests). Defaults to none. */
  onRetry?: (retry: { path: string; attempt: number; reason: string; waitMs: number }) => void;
}

/** Statuses a later attempt may get past: rate limits, overload, a gateway between restarts. */
const RETRYABLE = new Set([408, 409, 425, 429, 500, 502, 503, 504]);

/**
 * JSON over HTTP to one OpenAI-compatible server, with what a remote GPU needs that a local one
 * does not: retries with exponential backoff (honouring Retry-After) on rate limits, server
 * errors, dropped connections and timeouts; a time limit per attempt; cancellation through the
 * caller's AbortSignal, which stops the wait between attempts too. The API key never appears in
 * an error message.
 */
export class RemoteHttpClient {
  readonly baseUrl: string;
  private readonly options: RemoteHttpClientOptions;
  /** `user:password@` of the URL, which fetch refuses in a URL: sent as Basic authorization unless there is a key. */
  private readonly basic: string | null;

  constructor(options: RemoteHttpClientOptions) {
    const url = new URL(options.baseUrl);
    this.basic = url.username ? Buffer.from(`${decodeURIComponent(url.username)}:${decodeURIComponent(url.password)}`).toString("base64") : null;
    url.username = "";
    url.password = "";
    this.baseUrl = url.toString().replace(/\/+$/, "");
    this.options = options;
  }

  /** The base URL as it may be shown. */
  get shownUrl(): string {
    return displayUrl(this.baseUrl);
  }

  /** GET or POST `path` (relative to the base URL, or absolute from the server's root with `root: true`). */
  async request<T>(path: string, init: { body?: unknown; signal?: AbortSignal; root?: boolean; attempts?: number } = {}): Promise<T> {
    const url = init.root ? new URL(path, this.baseUrl + "/").origin + path : this.baseUrl + path;
    const attempts = Math.max(1, init.attempts ?? this.options.attempts ?? 6);
    const key = this.options.apiKey ?? null;
    const secret = key ?? this.basic;
    let lastStatus: number | null = null;
    let lastReason = "";
    for (let attempt = 1; attempt <= attempts; attempt++) {
      init.signal?.throwIfAborted();
      let retryAfterMs: number | null = null;
      const timeout = AbortSignal.timeout(this.options.timeoutMs ?? 300_000);
      const signal = init.signal ? AbortSignal.any([init.signal, timeout]) : timeout;
      try {
        const response = await fetch(url, {
          method: init.body === undefined ? "GET" : "POST",
          headers: { "content-type": "application/json", accept: "application/json", ...(key ? { authorization: `Bearer ${key}` } : this.basic ? { authorization: `Basic ${this.basic}` } : {}) },
          ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
          signal,
        });
        const text = await response.text();
        if (response.ok) return JSON.parse(text) as T;
        lastStatus = response.status;
        lastReason = redactSecret(describeBody(text), secret);
        if (!RETRYABLE.has(response.status)) throw new RemoteRequestError(displayUrl(url), response.status, attempt, lastReason);
        retryAfterMs = parseRetryAfter(response.headers.get("retry-after"));
      } catch (error) {
        if (error instanceof RemoteRequestError) throw error;
        if (init.signal?.aborted) throw init.signal.reason;
        lastStatus = null;
        lastReason = timeout.aborted ? `no answer within ${describeMs(this.options.timeoutMs ?? 300_000)}` : redactSecret(networkReason(error), secret);
        if (error instanceof SyntaxError) lastReason = "the answer was not JSON";
      }
      if (attempt === attempts) break;
      const waitMs = this.backoff(attempt, retryAfterMs);
      this.options.onRetry?.({ path, attempt, reason: lastStatus === null ? lastReason : `${lastStatus} ${lastReason}`, waitMs });
      await sleep(waitMs, init.signal);
    }
    throw new RemoteRequestError(displayUrl(url), lastStatus, attempts, lastReason);
  }

  /** Exponential backoff with full jitter, or the server's Retry-After when it says more. */
  private backoff(attempt: number, retryAfterMs: number | null): number {
    const base = this.options.backoffMs ?? 500;
    const cap = this.options.maxBackoffMs ?? 30_000;
    const exponential = base * 2 ** (attempt - 1);
    const jittered = exponential / 2 + Math.random() * (exponential / 2);
    return Math.min(cap, Math.max(jittered, retryAfterMs ?? 0));
  }
}

/** Retry-After as seconds or an HTTP date; null when absent or unreadable. */
export function parseRetryAfter(value: string | null): number | null {
  if (!value) return null;
  if (/^\d+(\.\d+)?$/.test(value.trim())) return Number(value) * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? null : Math.max(0, date - Date.now());
}

/** The server's own error message when it sent the OpenAI error shape, else the start of the body. */
function describeBody(text: string): string {
  try {
    const parsed = JSON.parse(text) as { error?: { message?: string } | string; message?: string };
    const message = typeof parsed.error === "string" ? parsed.error : (parsed.error?.message ?? parsed.message);
    if (message) return message.slice(0, 300);
  } catch {
    // Not JSON: a proxy's HTML page, say.
  }
  return text.trim().slice(0, 300) || "(an empty answer)";
}

function networkReason(error: unknown): string {
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  if (cause?.code) return `the connection failed (${cause.code})`;
  const message = error instanceof Error ? error.message : String(error);
  // Node's fetch says only "fetch failed" when the cause has no code: say what failed, in words.
  if (message === "fetch failed") return `the connection failed${cause?.message ? ` (${cause.message})` : ""}`;
  return message;
}

function describeMs(ms: number): string {
  return ms < 1000 ? `${ms} ms` : `${Math.round(ms / 1000)} s`;
}

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
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
