// Worker-thread entry: parses one PDF at a time for ParserPool, so pdf.js's CPU-bound work
// never blocks the main thread (the Electron UI, or the CLI's SQLite writes and progress). While
// idle it may be asked to help another worker with its file: read pages from the back of that
// file's PageClaims and send them over, while the owner reads from the front.
import { parentPort } from "node:worker_threads";
import { openPdf, type PdfDocument, type ReadPdfResult } from "../layout/readPdf.ts";
import type { PageText } from "../layout/types.ts";
import type { OcrPageReport } from "../ocr/ocrPageText.ts";
import { readPageWithOcr } from "../ocr/readPageWithOcr.ts";
import { paperFromPages, type OcrReading } from "../parsePdf.ts";
import { readTableGraphics } from "../tables/tableGraphicsPages.ts";
import { HelperInbox } from "./helperInbox.ts";
import { PageClaims } from "./PageClaims.ts";
import { ParentCommandRunner } from "./ParentCommandRunner.ts";
import type { HelpedPage, HelpRequest, OcrDonePage, ParseRequest, WorkerRequest } from "./workerRequests.ts";
import type { ParseReply, WorkerMessage } from "./workerMessages.ts";
import { errorToReply } from "./workerErrors.ts";
import { WorkerOcrEngine } from "./workerOcrEngine.ts";

const port = parentPort;
if (!port) throw new Error("parseWorker.ts runs only as a worker thread (see ParserPool).");
const post = (message: WorkerMessage) => port.postMessage(message);

/** Helpers' pages for the file this worker owns, by request id, in arrival order. */
const inboxes = new Map<number, HelperInbox>();

/** OCR commands run by the pool, on the main thread (see ParentCommandRunner). */
const commands = new ParentCommandRunner(post);

/** The OCR engine, kept from file to file while the languages stay the same. */
const engine = new WorkerOcrEngine(commands);

/**
 * Reads one page (by OCR when it needs it), telling the pool as each page is done. A page OCR
 * already read in another worker (`known`: a crashed one's, or a helper's) is taken as it is.
 */
async function readOne(doc: PdfDocument, n: number, request: ParseRequest | HelpRequest, reports: Map<number, OcrPageReport>, known: ReadonlyMap<number, OcrDonePage> = new Map()): Promise<PageText> {
  const done = known.get(n) ?? request.known?.find((k) => k.page.pageNumber === n);
  if (done) {
    reports.set(n, done.report);
    return done.page;
  }
  const ocr = engine.reader(request.ocr);
  // Told only for a page OCR reads: the pool shares the file's other pages out from then on.
  // What this thread writes to stderr reaches the pool's log.
  const log = (text: string) => void process.stderr.write(`${text}\n`);
  const read = await readPageWithOcr(doc, n, ocr, request.skipOcr?.[n], () => post({ kind: "ocr-start", id: request.id, pageNumber: n }), log);
  if (read.ocr) reports.set(n, read.ocr);
  post({ kind: "page", id: request.id, pageNumber: n, pageCount: doc.pageCount, ...(read.ocr ? { ocr: { page: read.page, report: read.ocr } } : {}) });
  return read.page;
}

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
    const read = await readOwned(request, inbox, reports);
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

/** Reads the file's pages from the front, takes what helpers read from the back, and reads any page a helper took but did not deliver. */
async function readOwned(request: ParseRequest, inbox: HelperInbox, reports: Map<number, OcrPageReport>): Promise<ReadPdfResult> {
  const doc = await openPdf(request.data, request.file, request.password);
  try {
    const pages = new Map<number, PageText>();
    const helped = new Set<number>();
    const keyed = new Set<number>();
    if (request.claims) {
      const claims = new PageClaims(request.claims);
      claims.open(doc.pageCount);
      post({ kind: "opened", id: request.id });
      for (let n = claims.takeFront(); n !== null; n = claims.takeFront()) {
        const page = await readOne(doc, n, request, reports, inbox.known);
        // With a helper at work, fonts are named by key (see below) as pages are read, so that
        // pass is shared out with the pages rather than left to the end.
        if (claims.helpers > 0) {
          await doc.keyFonts(page);
          keyed.add(n);
        }
        pages.set(n, page);
      }
      // Read once nothing is left to take: a helper that joins later finds nothing and is not waited for.
      const helpers = claims.helpers;
      for (let i = 0; i < helpers; i++) {
        for (const { page, report } of await inbox.next()) {
          pages.set(page.pageNumber, page);
          helped.add(page.pageNumber);
          if (report) reports.set(page.pageNumber, report);
        }
      }
    }
    const all: PageText[] = [];
    for (let n = 1; n <= doc.pageCount; n++) all.push(pages.get(n) ?? (await readOne(doc, n, request, reports, inbox.known)));
    // A helper's pages name their fonts by keys the same in any load (see fontKeys): this worker's
    // pages are renamed the same way, so a font is one font on every page. Read alone, the file
    // keeps pdf.js's names, which are consistent within one load and cost no extra pass.
    if (helped.size > 0 || keyed.size > 0) for (const page of all) if (!helped.has(page.pageNumber) && !keyed.has(page.pageNumber)) await doc.keyFonts(page);
    // A helper read its pages' rules itself (see help); this worker reads those of its own pages.
    await readTableGraphics(doc, all.filter((page) => !helped.has(page.pageNumber)));
    return { pages: all, info: await doc.info(), outline: await doc.outline(), declaresPictures: doc.declaresPictures };
  } finally {
    await doc.close();
  }
}

/** Reads pages from the back until none is left; any failure just ends the help (the owner reads what is missing and reports errors itself). */
async function help(request: HelpRequest): Promise<void> {
  const pages: HelpedPage[] = [];
  try {
    const claims = new PageClaims(request.claims);
    const doc = await openPdf(request.data, request.file, request.password);
    try {
      const reports = new Map<number, OcrPageReport>();
      for (let n = claims.takeBack(); n !== null; n = claims.takeBack()) {
        const page = await readOne(doc, n, request, reports);
        // pdf.js's font names are this load's own; the owner's differ (see fontKeys).
        await doc.keyFonts(page);
        // Its rules too, and the letter case they put back, here where its text was read: the
        // owner would otherwise read them alone after its own pages, while this worker idles.
        await readTableGraphics(doc, [page]);
        pages.push({ page, ...(reports.has(n) ? { report: reports.get(n)! } : {}) });
      }
    } finally {
      await doc.close();
    }
  } catch {
    // Deliberately quiet: see above.
  }
  post({ kind: "helped", id: request.id, pages });
}
