// Worker-thread entry: parses one PDF at a time for ParserPool, so pdf.js's CPU-bound work
// never blocks the main thread (the Electron UI, or the CLI's SQLite writes and progress). While
// idle it may be asked to help another worker with its file: read pages from the back of that
// file's PageClaims and send them over, while the owner reads from the front.
import { parentPort } from "node:worker_threads";
import { openPdf, type ReadPdfResult } from "../layout/readPdf.ts";
import type { PageText } from "../layout/types.ts";
import { paperFromPages } from "../parsePdf.ts";
import { readTableGraphics } from "../tables/tableGraphicsPages.ts";
import { PageClaims } from "./PageClaims.ts";
import { errorToReply, type HelpRequest, type ParseReply, type ParseRequest, type WorkerMessage, type WorkerRequest } from "./workerMessages.ts";

const port = parentPort;
if (!port) throw new Error("parseWorker.ts runs only as a worker thread (see ParserPool).");
const post = (message: WorkerMessage) => port.postMessage(message);

/** Helpers' pages for the file this worker owns, by request id, in arrival order. */
const inboxes = new Map<number, Inbox>();

port.on("message", (request: WorkerRequest) => {
  if (request.kind === "pages") inboxes.get(request.id)?.push(request.pages);
  else if (request.kind === "help") void help(request);
  else if (request.kind === "close") port.close();
  else void parse(request);
});

async function parse(request: ParseRequest): Promise<void> {
  let reply: ParseReply;
  const inbox = new Inbox();
  inboxes.set(request.id, inbox);
  try {
    reply = { id: request.id, ok: true, paper: paperFromPages(await readOwned(request, inbox), request.file) };
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

/** Reads the file's pages from the front, takes what helpers read from the back, and reads any page a helper took but did not deliver. */
async function readOwned(request: ParseRequest, inbox: Inbox): Promise<ReadPdfResult> {
  const doc = await openPdf(request.data, request.file, request.password);
  try {
    const pages = new Map<number, PageText>();
    if (request.claims) {
      const claims = new PageClaims(request.claims);
      claims.open(doc.pageCount);
      post({ kind: "opened", id: request.id });
      for (let n = claims.takeFront(); n !== null; n = claims.takeFront()) pages.set(n, await doc.readPage(n));
      // Read once nothing is left to take: a helper that joins later finds nothing and is not waited for.
      const helpers = claims.helpers;
      for (let i = 0; i < helpers; i++) for (const page of await inbox.next()) pages.set(page.pageNumber, page);
    }
    const all: PageText[] = [];
    for (let n = 1; n <= doc.pageCount; n++) all.push(pages.get(n) ?? (await doc.readPage(n)));
    // Pages a helper read are in this document too: their rules are read here.
    await readTableGraphics(doc, all);
    return { pages: all, info: await doc.info() };
  } finally {
    await doc.close();
  }
}

/** Reads pages from the back until none is left; any failure just ends the help (the owner reads what is missing and reports errors itself). */
async function help(request: HelpRequest): Promise<void> {
  const pages: PageText[] = [];
  try {
    const claims = new PageClaims(request.claims);
    const doc = await openPdf(request.data, request.file, request.password);
    try {
      for (let n = claims.takeBack(); n !== null; n = claims.takeBack()) pages.push(await doc.readPage(n));
    } finally {
      await doc.close();
    }
  } catch {
    // Deliberately quiet: see above.
  }
  post({ kind: "helped", id: request.id, pages });
}

/** Deliveries in arrival order, awaited one at a time. */
class Inbox {
  readonly #items: PageText[][] = [];
  readonly #waiting: ((pages: PageText[]) => void)[] = [];

  push(pages: PageText[]): void {
    const waiter = this.#waiting.shift();
    if (waiter) waiter(pages);
    else this.#items.push(pages);
  }

  next(): Promise<PageText[]> {
    const item = this.#items.shift();
    return item ? Promise.resolve(item) : new Promise((resolve) => this.#waiting.push(resolve));
  }
}
