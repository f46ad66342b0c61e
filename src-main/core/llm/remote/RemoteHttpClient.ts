import { apiKeyProblem } from "../../../contract/apiKeys.ts";
import { REMOTE_ROUTES, baseUrlProblem, normalizeBaseUrl, remoteRouteUrl, type RemoteRoute } from "../../../contract/remoteAddress.ts";
import { IdleLimit } from "./IdleLimit.ts";
import { connectionFailureOf, describeConnectionFailure, type ConnectionFailure } from "./connectionFailure.ts";
import { readCappedBody } from "./readCappedBody.ts";
import { displayUrl, REDACTED, redactSecret } from "./redactSecret.ts";
import { shownText } from "../../../contract/shownName.ts";
import { RemoteAddressRefusedError } from "./RemoteAddressRefusedError.ts";
import { RemoteAnswerTooLargeError } from "./RemoteAnswerTooLargeError.ts";
import { RemoteRequestError } from "./RemoteRequestError.ts";

/**
 * The most each request's answer may hold. A model list is a few kilobytes; a token list for the
 * longest paper a megabyte or two; the largest completion is a scoring answer, whose prompt
 * log-probabilities take ~100 bytes per prompt token (32 MiB is ~300,000 tokens, past every
 * context served today).
 */
export const ANSWER_LIMIT_BYTES: Record<RemoteRoute, number> = {
  models: 4 * 1024 * 1024,
  tokenize: 8 * 1024 * 1024,
  chatCompletions: 32 * 1024 * 1024,
};
/** What each request's answer is, for the too-large error. */
const ANSWER_WHAT: Record<RemoteRoute, string> = { models: "its list of models", tokenize: "a token count", chatCompletions: "one completion" };
/** Of an error answer only the start is read: it is described in a line, never kept whole. */
const ERROR_BODY_LIMIT_BYTES = 64 * 1024;

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

/**
 * Stalled answers (headers, then silence) a request meets before it gives up, whatever its
 * attempts: a server that stalled twice in a row is stuck, and each stall costs idleMs.
 */
const STALLS_BEFORE_GIVING_UP = 2;

/** Statuses a later attempt may get past: rate limits, overload, a gateway between restarts. */
const RETRYABLE = new Set([408, 409, 425, 429, 500, 502, 503, 504]);

/**
 * JSON over HTTP to one OpenAI-compatible server, with what a remote GPU needs that a local one
 * does not: retries with exponential backoff (honouring Retry-After) on rate limits, server
 * errors, dropped connections and timeouts; a time limit per attempt; cancellation through the
 * caller's AbortSignal, which stops the wait between attempts too. It contacts only the fixed
 * routes joined onto its base (REMOTE_ROUTES), reads no answer past its limit, and the API key
 * never appears in an error message nor in what it returns.
 */
export class RemoteHttpClient {
  /** The API base, normalized (lower-case scheme and host, no trailing slash). */
  readonly baseUrl: string;
  private readonly options: RemoteHttpClientOptions;

  constructor(options: RemoteHttpClientOptions) {
    // Callers check addresses and keys first with plainer words; this is the last guard, whose
    // words hold neither the address's credentials nor the key.
    const problem = baseUrlProblem(options.baseUrl);
    if (problem) throw new RemoteAddressRefusedError(options.baseUrl, problem);
    if (options.apiKey && apiKeyProblem(options.apiKey)) throw new TypeError("The API key cannot be sent: it holds characters a server cannot receive in a key.");
    this.baseUrl = normalizeBaseUrl(options.baseUrl);
    this.options = options;
  }

  /** The base URL as it may be shown. */
  get shownUrl(): string {
    return this.baseUrl;
  }

  /** True when this client sends a key. */
  get sendsKey(): boolean {
    return Boolean(this.options.apiKey);
  }

  /** GET or POST one of the server's routes (POST when there is a body), with retries; the parsed JSON answer. */
  async request<T>(route: RemoteRoute, init: { body?: unknown; signal?: AbortSignal; attempts?: number } = {}): Promise<T> {
    const url = remoteRouteUrl(this.baseUrl, route);
    const shown = displayUrl(url);
    const { method } = REMOTE_ROUTES[route];
    const limit = this.options.answerLimitBytes?.[route] ?? ANSWER_LIMIT_BYTES[route];
    const attempts = Math.max(1, init.attempts ?? this.options.attempts ?? 6);
    const key = this.options.apiKey || null;
    let lastStatus: number | null = null;
    let lastReason = "";
    let lastFailure: { kind: ConnectionFailure; code: string | null } | null = null;
    let stalls = 0;
    for (let attempt = 1; attempt <= attempts; attempt++) {
      init.signal?.throwIfAborted();
      let retryAfterMs: number | null = null;
      const timeout = AbortSignal.timeout(this.options.timeoutMs ?? 300_000);
      const idle = new IdleLimit(this.options.idleMs ?? 60_000);
      const signal = AbortSignal.any([...(init.signal ? [init.signal] : []), timeout, idle.signal]);
      let stalled = false;
      try {
        const response = await fetch(url, {
          method,
          headers: { "content-type": "application/json", accept: "application/json", ...(key ? { authorization: `Bearer ${key}` } : {}) },
          ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
          // A redirect would take the key to wherever the server points; a model API never needs one.
          redirect: "manual",
          signal,
        });
        idle.arm();
        const piece = () => idle.touch();
        if (response.ok) {
          const { text, over } = await readCappedBody(response, limit, "throw", piece);
          idle.stop();
          if (over) throw new RemoteAnswerTooLargeError(shown, ANSWER_WHAT[route], limit);
          return this.maskAnswer(route, text) as T;
        }
        const { text } = await readCappedBody(response, ERROR_BODY_LIMIT_BYTES, "cut", piece);
        idle.stop();
        lastStatus = response.status;
        lastFailure = null;
        lastReason = describeBody(text, response.status, key) + this.keyNote(response.status);
        if (!RETRYABLE.has(response.status)) throw new RemoteRequestError(shown, response.status, attempt, lastReason);
        retryAfterMs = parseRetryAfter(response.headers.get("retry-after"));
      } catch (error) {
        idle.stop();
        if (error instanceof RemoteRequestError || error instanceof RemoteAnswerTooLargeError) throw error;
        if (init.signal?.aborted) throw init.signal.reason;
        lastStatus = null;
        lastFailure = null;
        stalled = idle.fired && !timeout.aborted;
        if (stalled) lastReason = `it sent its headers, then nothing for ${describeMs(idle.ms)}`;
        else if (timeout.aborted) lastReason = `no answer within ${describeMs(this.options.timeoutMs ?? 300_000)}`;
        else if (error instanceof SyntaxError) lastReason = "the answer was not JSON";
        else {
          lastFailure = connectionFailureOf(error);
          lastReason = lastFailure.kind === "other" ? redactSecret(innermostMessage(error), key) : describeConnectionFailure(lastFailure.kind, shown, lastFailure.code);
        }
      }
      stalls = stalled ? stalls + 1 : 0;
      if (attempt === attempts || stalls >= STALLS_BEFORE_GIVING_UP) {
        if (stalls >= STALLS_BEFORE_GIVING_UP) throw new RemoteRequestError(shown, null, attempt, `${lastReason}, ${stalls} times in a row`);
        break;
      }
      const waitMs = this.backoff(attempt, retryAfterMs);
      this.options.onRetry?.({ path: `${method} ${new URL(url).pathname}`, attempt, reason: lastStatus === null ? lastReason : `${lastStatus} ${lastReason}`, waitMs });
      await sleep(waitMs, init.signal);
    }
    throw new RemoteRequestError(shown, lastStatus, attempts, lastReason, lastFailure && lastFailure.kind !== "other" ? lastFailure : null);
  }

  /**
   * Text from this server with its key masked out, whole and in pieces (redactSecret): for
   * whatever of an answer is kept or shown, such as a completion's text.
   */
  mask(text: string): string {
    return this.options.apiKey ? redactSecret(text, this.options.apiKey) : text;
  }

  /**
   * The parsed answer, without the key a server may echo into it (a model id, a field kept with
   * a run's provenance). A model list, small and kept in part, is masked whole and in pieces in
   * every string once JSON escapes are decoded ("\u0073k-…" or "\/" spell the key as well as
   * its letters do); other answers, up to 32 MiB of mostly numbers, lose every whole copy of the
   * key, and the parts that are kept (a completion's text) are masked in pieces by `mask`.
   */
  private maskAnswer(route: RemoteRoute, text: string): unknown {
    const key = this.options.apiKey;
    if (!key) return JSON.parse(text);
    if (route === "models") return maskStrings(JSON.parse(text), key);
    return JSON.parse(text.includes(key) ? text.split(key).join(REDACTED) : text);
  }

  /** After a refusal (401, 403), whether a key was sent: a server that wants one must have it saved for this server. */
  private keyNote(status: number): string {
    if ((status !== 401 && status !== 403) || !this.options.keyName) return "";
    return this.sendsKey ? ` (the key saved under ${this.options.keyName} was sent)` : ` (no key was sent: none is saved for this server under ${this.options.keyName})`;
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

/**
 * The server's own error message when it sent the OpenAI error shape, else the start of the body,
 * without the key. Masked after JSON is decoded, so a key echoed in escapes is masked too, and
 * before it is cut, so a key at the cut still counts as the key.
 */
function describeBody(text: string, status: number, key: string | null): string {
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

/** `value` with the key masked out of every string in it, object keys included. */
function maskStrings(value: unknown, key: string): unknown {
  if (typeof value === "string") return redactSecret(value, key);
  if (Array.isArray(value)) return value.map((item) => maskStrings(item, key));
  if (value && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([name, item]) => [redactSecret(name, key), maskStrings(item, key)]));
  return value;
}

/** The deepest cause's message: Node's fetch says only "fetch failed" and keeps the reason in `cause`. */
function innermostMessage(error: unknown): string {
  let current = error;
  for (let depth = 0; depth < 4 && current instanceof Error && current.cause instanceof Error; depth++) current = current.cause;
  return current instanceof Error ? current.message : String(current);
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
