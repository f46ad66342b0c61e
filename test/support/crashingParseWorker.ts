// A parse worker that dies the way a real one can, for ParserPool's crash tests: files whose
// name contains "oom" exhaust the worker's heap, "exit" ends the thread abruptly; any other file
// is parsed by the real parser, so the pool's replacement worker is shown doing real work.
import { parentPort } from "node:worker_threads";
import { parsePdf } from "../../src-main/core/documents/parsePdf.ts";
import type { CloseRequest, ParseRequest } from "../../src-main/core/documents/pool/workerRequests.ts";
import { errorToReply } from "../../src-main/core/documents/pool/workerErrors.ts";

parentPort!.on("message", async (request: ParseRequest | CloseRequest) => {
  if (request.kind === "close") return parentPort!.close();
  if (request.file.includes("oom")) {
    // Many small arrays, as a parser's pages and text items grow: that is the shape Node turns
    // into the worker's own out-of-memory error. One huge array can instead hit V8's fatal
    // allocation failure, which aborts the whole process however the worker is limited.
    const hog: number[][] = [];
    for (;;) hog.push(Array.from({ length: 10_000 }, (_, i) => i * Math.random()));
  }
  if (request.file.includes("exit")) process.exit(3);
  try {
    parentPort!.postMessage({ id: request.id, ok: true, paper: await parsePdf(request.data, request) });
  } catch (error) {
    parentPort!.postMessage(errorToReply(request.id, error));
  }
});
