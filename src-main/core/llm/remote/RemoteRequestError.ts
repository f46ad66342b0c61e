import { describeConnectionFailure, type ConnectionFailure } from "./connectionFailure.ts";

/**
 * A request to a remote model server failed for good: every attempt was spent, or the server
 * answered with an error a retry cannot fix (400, 401, 404...). The message names the endpoint
 * and what it said, never the API key; a connection that found nothing says so in plain words
 * ("Nothing answers at …"), not as Node's "fetch failed".
 */
export class RemoteRequestError extends Error {
  override readonly name = "RemoteRequestError";
  readonly url: string;
  /** HTTP status of the last answer; null when no answer came (refused, dropped, timed out). */
  readonly status: number | null;
  readonly attempts: number;
  /** Why no answer came, when none did; null when the server answered. */
  readonly failure: ConnectionFailure | null;

  constructor(url: string, status: number | null, attempts: number, reason: string, failure: { kind: ConnectionFailure; code: string | null } | null = null) {
    const tries = `${attempts} attempt${attempts === 1 ? "" : "s"}`;
    super(
      failure && status === null
        ? describeConnectionFailure(failure.kind, url, failure.code).replace(/\.$/, ` (${tries}).`)
        : `The model server at ${url} ${status === null ? "did not answer" : `answered ${status}`} after ${tries}: ${reason}`,
    );
    this.url = url;
    this.status = status;
    this.attempts = attempts;
    this.failure = status === null ? (failure?.kind ?? null) : null;
  }
}
