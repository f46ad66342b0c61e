import { maxHeaderSize, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { Socket } from "node:net";

/**
 * How often Node looks for requests whose headers are late, for a headers limit of `headersTimeoutMs`:
 * a quarter of it, so a late request is cut within 1.25 times the limit (Node's own 30 s check
 * on a 60 s limit let one trickle for 90 s).
 */
export function headersCheckIntervalMs(headersTimeoutMs: number): number {
  return Math.max(250, Math.min(30_000, Math.floor(headersTimeoutMs / 4)));
}

/** Node's codes for a request it could not read, and what the client is told. */
const CLIENT_ERRORS: Record<string, { status: string; name: string; message: (headersTimeoutMs: number) => string }> = {
  ERR_HTTP_REQUEST_TIMEOUT: {
    status: "408 Request Timeout",
    name: "HeadersTimeoutError",
    message: (ms) => `The request's headers did not arrive within ${Math.round(ms / 1000)} s, so it was not answered. Send it again.`,
  },
  HPE_HEADER_OVERFLOW: {
    status: "431 Request Header Fields Too Large",
    name: "HeadersTooLargeError",
    message: () => `The request's headers are larger than the server accepts (${Math.round(maxHeaderSize / 1024)} KiB).`,
  },
};

/**
 * Bounds what a client may hold without sending a whole request: its headers must arrive within
 * `headersTimeoutMs` (a client sending a header line every few seconds is answered 408 and cut),
 * and a request Node cannot read is answered with a status and a JSON error like every other
 * refusal, instead of Node's bare status line.
 */
export function boundSlowHeaders(server: Server, headersTimeoutMs: number): void {
  server.headersTimeout = headersTimeoutMs;
  server.on("clientError", (error: NodeJS.ErrnoException, socket: Socket) => {
    // Node times out a connection that has sent nothing yet as if its headers were late. A browser
    // opens such connections ahead of need (Chromium's preconnects): written a 408, it may take
    // that for the answer to the call it sends later (an e2e run under load saw a call fail so).
    // Closed without a word, it is an idle connection gone, which a browser opens again.
    const silent = error.code === "ERR_HTTP_REQUEST_TIMEOUT" && socket.bytesRead === 0;
    if (error.code === "ECONNRESET" || !socket.writable || silent) {
      socket.destroy();
      return;
    }
    const known = CLIENT_ERRORS[error.code ?? ""];
    const status = known?.status ?? "400 Bad Request";
    const body = JSON.stringify({
      error: known ? { name: known.name, message: known.message(headersTimeoutMs) } : { name: "BadRequestError", message: "The request is not valid HTTP." },
    });
    socket.end(`HTTP/1.1 ${status}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`);
    socket.destroySoon();
  });
}

/**
 * A request answered without reading its body (the page's files, a refused token, an unknown
 * API path) leaves Node reading and throwing away the rest of the body for as long as the client
 * sends it, on a connection with no time limit while a request is open. A body still unfinished
 * `timeoutMs` after the answer went is read no further: its connection is closed.
 */
export function boundUnreadBody(request: IncomingMessage, response: ServerResponse, timeoutMs: number): void {
  response.on("finish", () => {
    if (request.complete || request.destroyed) return;
    const timer = setTimeout(() => request.socket.destroy(), timeoutMs);
    const stop = (): void => clearTimeout(timer);
    request.on("end", stop);
    request.on("close", stop);
    request.socket.on("close", stop);
  });
}
