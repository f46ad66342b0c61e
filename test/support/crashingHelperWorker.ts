// The real parse worker, except that it dies when asked to help with another worker's file:
// ParserPool's test that the owner then reads the pages itself instead of waiting for them.
import { parentPort } from "node:worker_threads";
import type { WorkerRequest } from "../../src-main/core/documents/pool/workerRequests.ts";

parentPort!.on("message", (request: WorkerRequest) => {
  if (request.kind === "help") process.exit(4);
});
await import("../../src-main/core/documents/pool/parseWorker.ts");
