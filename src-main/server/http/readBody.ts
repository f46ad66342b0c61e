import type { IncomingMessage } from "node:http";
import { describeBytes } from "../../contract/callLimits.ts";
import { currentMethodName } from "../../contract/renamedMethods.ts";

/** A request body over the server's limit for its method (contract/callLimits.ts); answered with 413. */
export class PayloadTooLargeError extends Error {
  override readonly name = "PayloadTooLargeError";
  /** `limit` in bytes; `detail`, when given, says which limit of the method's the body passed instead. */
  constructor(limit: number, method: string, detail?: string) {
    super(
      detail ?? `The request is larger than the server accepts for this call (${describeBytes(limit)}).${currentMethodName(method) === "imports.upload" ? " Import very large files from the desktop app or the command line." : ""}`,
    );
  }
}

/** A request body that did not arrive whole within the server's time for one; answered with 408. */
export class BodyTimeoutError extends Error {
  override readonly name = "BodyTimeoutError";
  constructor(timeoutMs: number) {
    super(`The request's body did not arrive within ${Math.round(timeoutMs / 1000)} s, so the call was not made. Send it again.`);
  }
}

/**
 * Reads a whole request body, refusing anything over `limit` bytes: before reading when the
 * length is declared, else as soon as the count passes it. A refused body is drained, not torn
 * down, so the client still receives the 413 answer. A body not whole within `timeoutMs` (sent a
 * byte at a time, or never finished) is refused with BodyTimeoutError and is not read further.
 */
export function readBody(request: IncomingMessage, limit: number, method: string, timeoutMs: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const declared = Number(request.headers["content-length"]);
    if (Number.isFinite(declared) && declared > limit) {
      request.resume();
      reject(new PayloadTooLargeError(limit, method));
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer): void => {
      size += chunk.length;
      if (size > limit) {
        clearTimeout(timer);
        request.off("data", onData);
        request.off("end", onEnd);
        chunks.length = 0;
        request.resume();
        reject(new PayloadTooLargeError(limit, method));
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = (): void => {
      clearTimeout(timer);
      resolve(Buffer.concat(chunks, size));
    };
    const timer = setTimeout(() => {
      request.off("data", onData);
      request.off("end", onEnd);
      chunks.length = 0;
      reject(new BodyTimeoutError(timeoutMs));
    }, timeoutMs);
    request.on("data", onData);
    request.on("end", onEnd);
    request.on("error", (error) => {
      clearTimeout(timer);
      reject(error);
    });
  });
}

/** The most of a refused body read off the wire before the refusal is sent (see drainRefusedBody). */
export const REFUSED_BODY_DRAIN_BYTES = 64 * 1024 * 1024;

/**
 * Waits while the rest of a refused body arrives and is thrown away, so the 413 reaches a client
 * still writing it: answering at once and closing the connection resets it mid-write, and the
 * client sees a broken pipe instead of the refusal. A body declared or found past `maxBytes`, or
 * not ended within `timeoutMs`, is waited for no longer; the answer goes and the connection closes.
 */
export function drainRefusedBody(request: IncomingMessage, maxBytes: number, timeoutMs: number): Promise<void> {
  const declared = Number(request.headers["content-length"]);
  if (request.complete || request.destroyed || (Number.isFinite(declared) && declared > maxBytes)) return Promise.resolve();
  return new Promise((resolve) => {
    let seen = 0;
    const done = (): void => {
      clearTimeout(timer);
      request.off("data", onData);
      request.off("end", done);
      request.off("close", done);
      request.off("error", done);
      resolve();
    };
    const onData = (chunk: Buffer): void => {
      seen += chunk.length;
      if (seen > maxBytes) done();
    };
    const timer = setTimeout(done, timeoutMs);
    request.on("data", onData);
    request.on("end", done);
    request.on("close", done);
    request.on("error", done);
    request.resume();
  });
}
