// Worker-thread entry: parses one PDF at a time for ParserPool, so pdf.js's CPU-bound work
// never blocks the main thread (the Electron UI, or the CLI's SQLite writes and progress).
import { parentPort } from "node:worker_threads";
import { parsePdf } from "../parsePdf.ts";
import { errorToReply, type ParseReply, type ParseRequest } from "./workerMessages.ts";

const port = parentPort;
if (!port) throw new Error("parseWorker.ts runs only as a worker thread (see ParserPool).");

port.on("message", async (request: ParseRequest) => {
  let reply: ParseReply;
  try {
    const paper = await parsePdf(request.data, { file: request.file, password: request.password });
    reply = { id: request.id, ok: true, paper };
  } catch (error) {
    reply = errorToReply(request.id, error);
  }
  try {
    port.postMessage(reply);
  } catch (error) {
    // A parsed paper that cannot be cloned is a parser bug; report it as this file's failure.
    port.postMessage(errorToReply(request.id, error));
  }
});
