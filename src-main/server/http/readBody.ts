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
