import type { IncomingMessage, ServerResponse } from "node:http";
import { CallTooLargeError, callLimitsOf, checkCallSize } from "../../contract/callLimits.ts";
import { toErrorInfo } from "../../contract/errors.ts";
import { statusOfOutcome } from "../../contract/fileRefusals.ts";
import { invokeService } from "../../contract/invokeService.ts";
import type { DistillateApp } from "../../contract/services.ts";
import { fromWireJson, toWireJson } from "../../contract/wireJson.ts";
import { sendError, sendJson } from "./httpResponses.ts";
import { BodyTimeoutError, drainRefusedBody, PayloadTooLargeError, readBody, REFUSED_BODY_DRAIN_BYTES } from "./readBody.ts";
import { scanJsonBody } from "./scanJsonBody.ts";

/** The server's bounds on a call's body, whatever the method (each method may have lower ones). */
export interface CallBodyLimits {
  maxBodyBytes: number;
  bodyTimeoutMs: number;
}

/**
 * Answers `POST /api/call/<method>`: reads the body within the method's limits, parses it and
 * calls the service; a body too large, too slow or not valid is answered without calling.
 */
export async function answerCall(services: DistillateApp["services"], limits: CallBodyLimits, request: IncomingMessage, response: ServerResponse, encodedMethod: string): Promise<void> {
  let method: string;
  let args: unknown;
  try {
    method = decodeURIComponent(encodedMethod);
    // Each method's own limits, before the body is read whole and again before it is parsed.
    const methodLimits = callLimitsOf(method);
    const limit = Math.min(limits.maxBodyBytes, methodLimits.bodyBytes);
    const bytes = await readBody(request, limit, method, limits.bodyTimeoutMs);
    const excess = scanJsonBody(bytes, methodLimits);
    if (excess !== null) throw new PayloadTooLargeError(limit, method, excess);
    const body = bytes.toString("utf8");
    args = body.trim() === "" ? [] : fromWireJson(body);
    // The scan counts a lower bound of the values; what it lets through but the parsed
    // arguments pass is refused here, with the same 413, not as a failed call.
    try {
      checkCallSize(method, args);
    } catch (error) {
      throw error instanceof CallTooLargeError ? new PayloadTooLargeError(limit, method, error.message) : error;
    }
  } catch (error) {
    if (error instanceof PayloadTooLargeError) {
      await drainRefusedBody(request, REFUSED_BODY_DRAIN_BYTES, limits.bodyTimeoutMs);
      sendError(response, 413, error.name, error.message, { Connection: "close" });
    } else if (error instanceof BodyTimeoutError) {
      // The rest of the body is not waited for: the connection ends with the answer.
      sendError(response, 408, error.name, error.message, { Connection: "close" });
      response.on("finish", () => request.socket.destroy());
    } else {
      sendError(response, 400, "InvalidCallError", `The call's body is not valid: ${toErrorInfo(error).message}`);
    }
    return;
  }
  // Paths (the contract's pathArg arguments) are used as given, with no grant check: the
  // token holder is this machine's user, as at the command line, and a browser has no file
  // dialog to hand paths over (the page sends typed model paths; PDFs arrive as uploads).
  const outcome = await invokeService(services, method, args);
  let text: string;
  try {
    text = toWireJson(outcome);
  } catch (error) {
    text = toWireJson({ ok: false, error: { name: "UnserializableResultError", message: `${method} returned a value that cannot be sent: ${toErrorInfo(error).message}` } });
  }
  sendJson(response, statusOfOutcome(outcome), text);
}
