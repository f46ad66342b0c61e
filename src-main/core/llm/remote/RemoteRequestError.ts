/**
 * A request to a remote model server failed for good: every attempt was spent, or the server
 * answered with an error a retry cannot fix (400, 401, 404...). The message names the endpoint
 * and what it said, never the API key.
 */
export class RemoteRequestError extends Error {
  override readonly name = "RemoteRequestError";
  readonly url: string;
  /** HTTP status of the last answer; null when no answer came (refused, dropped, timed out). */
  readonly status: number | null;
  readonly attempts: number;

  constructor(url: string, status: number | null, attempts: number, reason: string) {
    super(`The model server at ${url} ${status === null ? "did not answer" : `answered ${status}`} after ${attempts} attempt${attempts === 1 ? "" : "s"}: ${reason}`);
    this.url = url;
    this.status = status;
    this.attempts = attempts;
  }
}
