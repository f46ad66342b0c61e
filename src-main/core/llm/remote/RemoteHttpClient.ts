import { apiKeyProblem } from "../../../contract/apiKeys.ts";
import { REMOTE_ROUTES, baseUrlProblem, normalizeBaseUrl, remoteRouteUrl, type RemoteRoute } from "../../../contract/remoteAddress.ts";
import { ANSWER_LIMIT_BYTES, ANSWER_WHAT, ERROR_BODY_LIMIT_BYTES } from "./answerLimits.ts";
import { IdleLimit } from "./IdleLimit.ts";
import { connectionFailureOf, describeConnectionFailure, type ConnectionFailure } from "./connectionFailure.ts";
import { describeBody, describeMs, innermostMessage } from "./describeFailure.ts";
import { maskAnswer } from "./maskAnswer.ts";
import { readCappedBody } from "./readCappedBody.ts";
import { displayUrl, redactSecret } from "./redactSecret.ts";
import { RemoteAddressRefusedError } from "./RemoteAddressRefusedError.ts";
import { RemoteAnswerTooLargeError } from "./RemoteAnswerTooLargeError.ts";
import type { RemoteHttpClientOptions } from "./remoteHttpOptions.ts";
import { RemoteRequestError } from "./RemoteRequestError.ts";
import { backoffMs, parseRetryAfter, RETRYABLE, sleep, STALLS_BEFORE_GIVING_UP } from "./retryTiming.ts";

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
          return maskAnswer(route, text, this.options.apiKey) as T;
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
      const waitMs = backoffMs(attempt, retryAfterMs, this.options);
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

  /** After a refusal (401, 403), whether a key was sent: a server that wants one must have it saved for this server. */
  private keyNote(status: number): string {
    if ((status !== 401 && status !== 403) || !this.options.keyName) return "";
    return this.sendsKey ? ` (the key saved under ${this.options.keyName} was sent)` : ` (no key was sent: none is saved for this server under ${this.options.keyName})`;
  }
}
