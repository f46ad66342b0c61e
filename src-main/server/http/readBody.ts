import type { IncomingMessage } from "node:http";
import { describeBytes } from "../../contract/callLimits.ts";

/** A request body over the server's limit for its method (contract/callLimits.ts); answered with 413. */
export class PayloadTooLargeError extends Error {
  override readonly name = "PayloadTooLargeError";
  /** `limit` in bytes; `detail`, when given, says which limit of the method's the body passed instead. */
  constructor(limit: number, method: string, detail?: string) {
    super(
      detail ?? `The request is larger than the server accepts for this call (${describeBytes(limit)}).${method === "library.upload" ? " Import very large files from the desktop app or the command line." : ""}`,
    );
  }
}

/**
 * Reads a whole request body, refusing anything over `limit` bytes: before reading when the
 * length is declared, else as soon as the count passes it. A refused body is drained, not torn
 * down, so the client still receives the 413 answer.
 */
export function readBody(request: IncomingMessage, limit: number, method: string): Promise<Buffer> {
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
        request.off("data", onData);
        request.off("end", onEnd);
        chunks.length = 0;
        request.resume();
        reject(new PayloadTooLargeError(limit, method));
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = (): void => resolve(Buffer.concat(chunks, size));
    request.on("data", onData);
    request.on("end", onEnd);
    request.on("error", reject);
  });
}
