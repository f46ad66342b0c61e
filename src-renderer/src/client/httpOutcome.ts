import type { CallOutcome } from "../../../src-main/contract/methods.ts";
import { fromWireJson } from "../../../src-main/contract/wireJson.ts";

type Failure = Extract<CallOutcome<unknown>, { ok: false }>;

const fail = (name: string, message: string): Failure => ({ ok: false, error: { name, message } });

/** The error when the token is missing or wrong: the only fix is to open the printed address again. */
export const UNAUTHORIZED_MESSAGE = "The page's access token is missing or wrong; open the address `distillate serve` printed.";

/** The server's own {error: {name, message}} body, when it sent one. */
function errorBody(text: string | null): { name: string; message: string } | null {
  try {
    const body = JSON.parse(text ?? "") as { error?: { name?: unknown; message?: unknown } };
    const { name, message } = body.error ?? {};
    return typeof name === "string" && typeof message === "string" ? { name, message } : null;
  } catch {
    return null;
  }
}

/**
 * Turns an HTTP answer to a call into the call's outcome. A 2xx JSON answer is the outcome
 * itself; anything else (refused, too large, a proxy's error page, a server that is not ours)
 * becomes a failed outcome whose message says what happened, so the page shows it where the
 * call was made instead of failing on a parse error.
 */
export function outcomeFromResponse(method: string, status: number, contentType: string | null, text: string | null): CallOutcome<unknown> {
  const isJson = (contentType ?? "").toLowerCase().includes("application/json");
  if (status === 401) return fail("UnauthorizedError", UNAUTHORIZED_MESSAGE);
  if (status >= 200 && status < 300) {
    if (isJson && text !== null) {
      try {
        const outcome = fromWireJson(text) as CallOutcome<unknown>;
        if (outcome && typeof outcome === "object" && typeof outcome.ok === "boolean") return outcome;
      } catch {
        // Reported below like any other answer that is not an outcome.
      }
    }
    return fail("InvalidResponseError", `The answer to ${method} is not what Distillate's server sends; is this page opened from \`distillate serve\`?`);
  }
  const body = isJson ? errorBody(text) : null;
  if (body) return fail(body.name, body.message);
  if (status === 403) return fail("ForbiddenError", "The server refused the request: open the page at the 127.0.0.1 address `distillate serve` printed.");
  if (status === 413) return fail("PayloadTooLargeError", `The data sent with ${method} is larger than the server accepts.`);
  return fail("HttpError", `The server answered ${method} with HTTP ${status}.`);
}

/** The outcome when fetch itself failed: nothing answered at all. */
export function unreachableOutcome(method: string, error: unknown): CallOutcome<unknown> {
  const detail = error instanceof Error && error.message ? ` (${error.message})` : "";
  return fail("ServerUnreachableError", `Distillate's server did not answer ${method}${detail}. Is \`distillate serve\` still running?`);
}
