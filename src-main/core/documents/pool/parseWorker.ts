// Worker-thread entry: parses one PDF at a time for ParserPool, so pdf.js's CPU-bound work
// never blocks the main thread (the Electron UI, or the CLI's SQLite writes and progress). While
// idle it may be asked to help another worker with its file: read pages from the back of that
// file's PageClaims and send them over, while the owner reads from the front (workerPageReads.ts).
import { parentPort } from "node:worker_threads";
import type { OcrPageReport } from "../ocr/ocrPageText.ts";
import { paperFromPages, type OcrReading } from "../parsePdf.ts";
import { HelperInbox } from "./helperInbox.ts";
import { ParentCommandRunner } from "./ParentCommandRunner.ts";
import type { HelpRequest, ParseRequest, WorkerRequest } from "./workerRequests.ts";
import type { ParseReply, WorkerMessage } from "./workerMessages.ts";
import { errorToReply } from "./workerErrors.ts";
import { WorkerOcrEngine } from "./workerOcrEngine.ts";
import { pageReader, readHelpedPages, readOwnedPages } from "./workerPageReads.ts";

const port = parentPort;
if (!port) throw new Error("parseWorker.ts runs only as a worker thread (see ParserPool).");
const post = (message: WorkerMessage) => port.postMessage(message);

/** Helpers' pages for the file this worker owns, by request id, in arrival order. */
const inboxes = new Map<number, HelperInbox>();

/** OCR commands run by the pool, on the main thread (see ParentCommandRunner). */
const commands = new ParentCommandRunner(post);

/** The OCR engine, kept from file to file while the languages stay the same. */
const engine = new WorkerOcrEngine(commands);

/** Reads pages, by OCR when they need it, telling the pool as it goes. */
const readSome = pageReader(engine, post);

port.on("message", (request: WorkerRequest) => {
  if (request.kind === "command-end") commands.ended(request.call, request.end);
  else if (request.kind === "pages") inboxes.get(request.id)?.push(request.pages);
  else if (request.kind === "known") for (const done of request.pages) inboxes.get(request.id)?.known.set(done.page.pageNumber, done);
  else if (request.kind === "help") void help(request);
  else if (request.kind === "close") void engine.dispose().finally(() => port.close());
  else void parse(request);
});

async function parse(request: ParseRequest): Promise<void> {
  let reply: ParseReply;
  const inbox = new HelperInbox();
  inboxes.set(request.id, inbox);
  try {
    const reports = new Map<number, OcrPageReport>();
    const read = await readOwnedPages(request, inbox, reports, readSome, post);
    const ocr: OcrReading | undefined = request.ocr ? { languages: request.ocr.languages, pages: [...reports.values()].sort((a, b) => a.pageNumber - b.pageNumber) } : undefined;
    reply = { id: request.id, ok: true, paper: paperFromPages(read, request.file, ocr) };
  } catch (error) {
    reply = errorToReply(request.id, error);
  } finally {
    inboxes.delete(request.id);
  }
  try {
    post(reply);
  } catch (error) {
    // A parsed paper that cannot be cloned is a parser bug; report it as this file's failure.
    post(errorToReply(request.id, error));
  }
}

/** Reads pages from the back for another worker's file; any failure just ends the help (the owner reads what is missing and reports errors itself). */
async function help(request: HelpRequest): Promise<void> {
  post({ kind: "helped", id: request.id, pages: await readHelpedPages(request, readSome) });
}
