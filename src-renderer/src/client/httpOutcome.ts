import type { CallOutcome } from "@contract/methods.ts";
import { fromWireJson } from "@contract/wireJson.ts";
import { actionOf } from "./methodActions.ts";

type Failure = Extract<CallOutcome<unknown>, { ok: false }>;

const fail = (name: string, message: string): Failure => ({ ok: false, error: { name, message } });

/** The error when the token is missing or wrong: the only fix is to open the printed address again. */
export const UNAUTHORIZED_MESSAGE = "This page's access key is missing or wrong. Open the full address the server printed when it started (it ends with the key).";

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
    return fail("InvalidResponseError", `Could not ${actionOf(method)}: the answer did not come from Distillate's server. Open the page at the address the server printed when it started.`);
  }
  const body = isJson ? errorBody(text) : null;
  if (body) return fail(body.name, body.message);
  if (status === 403) return fail("ForbiddenError", `Could not ${actionOf(method)}: the server refused the request. Open the page at the 127.0.0.1 address the server printed when it started.`);
  if (status === 413) return fail("PayloadTooLargeError", `Could not ${actionOf(method)}: the data sent is larger than the server accepts.`);
  return fail("HttpError", `Could not ${actionOf(method)}: the server answered with an error (HTTP ${status}).`);
}

/** The outcome when fetch itself failed: nothing answered at all (the browser's reason, "Failed to fetch", says no more). */
export function unreachableOutcome(method: string): CallOutcome<unknown> {
  return fail("ServerUnreachableError", `Could not ${actionOf(method)}: the server did not answer. Check that Distillate is still running on the computer that serves this page.`);
}
