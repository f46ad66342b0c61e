// How a parse worker reads a file's pages: the owner reads from the front and takes what helpers
// send, a helper reads from the back of the same PageClaims. Apart from the worker's message
// loop (parseWorker.ts) so each side of the sharing reads on its own.
import { openPdf, type PdfDocument, type ReadPdfResult } from "../layout/readPdf.ts";
import type { PageText } from "../layout/types.ts";
import type { OcrPageReport } from "../ocr/ocrPageText.ts";
import { readPagesWithOcr } from "../ocr/readPageWithOcr.ts";
import { readTableGraphics } from "../tables/tableGraphicsPages.ts";
import type { HelperInbox } from "./helperInbox.ts";
import { PageClaims } from "./PageClaims.ts";
import type { HelpedPage, HelpRequest, OcrDonePage, ParseRequest } from "./workerRequests.ts";
import type { WorkerMessage } from "./workerMessages.ts";
import type { WorkerOcrEngine } from "./workerOcrEngine.ts";

/** Reads pages `ns` of an open file for a request, keeping their OCR reports; `known` holds pages OCR already read elsewhere. */
export type ReadSome = (doc: PdfDocument, ns: readonly number[], request: ParseRequest | HelpRequest, reports: Map<number, OcrPageReport>, known?: ReadonlyMap<number, OcrDonePage>) => Promise<PageText[]>;

/**
 * Reads pages (by OCR when they need it), telling the pool as each page is done. A page OCR
 * already read in another worker (`known`: a crashed one's, or a helper's) is taken as it is.
 * The pages OCR reads are read together (see readPagesWithOcr): the installed command's start is
 * paid once for them.
 */
export function pageReader(engine: WorkerOcrEngine, post: (message: WorkerMessage) => void): ReadSome {
  return async (doc, ns, request, reports, known = new Map()) => {
    const taken = new Map<number, PageText>();
    for (const n of ns) {
      const done = known.get(n) ?? request.known?.find((k) => k.page.pageNumber === n);
      if (done) reports.set(n, done.report), taken.set(n, done.page);
    }
    const ocr = engine.reader(request.ocr);
    // What this thread writes to stderr reaches the pool's log.
    const log = (text: string) => void process.stderr.write(`${text}\n`);
    const reads = await readPagesWithOcr(doc, ns.filter((n) => !taken.has(n)), ocr, request.skipOcr, {
      // Told only for a page OCR reads: the pool shares the file's other pages out from then on.
      onOcr: (n) => post({ kind: "ocr-start", id: request.id, pageNumber: n }),
      onPage: (n, read) => {
        if (read.ocr) reports.set(n, read.ocr);
        post({ kind: "page", id: request.id, pageNumber: n, pageCount: doc.pageCount, ...(read.ocr ? { ocr: { page: read.page, report: read.ocr } } : {}) });
      },
      log,
    });
    for (const read of reads) taken.set(read.page.pageNumber, read.page);
    return ns.map((n) => taken.get(n)!);
  };
}

/**
 * Pages the owner reads together once OCR has read one of the file's pages, when the installed
 * command may read them (before then, a page at a time, as a file with a text layer is read): the
 * command's start (about 0.6 s of CPU) is paid once for four, round 41. More would hold more pages
 * back from a helper, and lose more of a worker's pages should it die before they are told.
 */
const OCR_BATCH = 4;

/** Reads the file's pages from the front, takes what helpers read from the back, and reads any page a helper took but did not deliver. */
export async function readOwnedPages(request: ParseRequest, inbox: HelperInbox, reports: Map<number, OcrPageReport>, readSome: ReadSome, post: (message: WorkerMessage) => void): Promise<ReadPdfResult> {
  const doc = await openPdf(request.data, request.file, request.password);
  try {
    const pages = new Map<number, PageText>();
    const helped = new Set<number>();
    const keyed = new Set<number>();
    if (request.claims) {
      const claims = new PageClaims(request.claims);
      claims.open(doc.pageCount);
      post({ kind: "opened", id: request.id });
      // Together only with the installed command (tesseract.js reads a page at a time in any case).
      const batch = () => (reports.size > 0 && request.ocr?.engine === "automatic" ? OCR_BATCH : 1);
      for (let ns = claims.takeFrontRun(batch()); ns.length > 0; ns = claims.takeFrontRun(batch())) {
        for (const page of await readSome(doc, ns, request, reports, inbox.known)) {
          // With a helper at work, fonts are named by key (see below) as pages are read, so that
          // pass is shared out with the pages rather than left to the end.
          if (claims.helpers > 0) {
            await doc.keyFonts(page);
            keyed.add(page.pageNumber);
          }
          pages.set(page.pageNumber, page);
        }
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
    for (let n = 1; n <= doc.pageCount; n++) all.push(pages.get(n) ?? (await readSome(doc, [n], request, reports, inbox.known))[0]!);
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
export async function readHelpedPages(request: HelpRequest, readSome: ReadSome): Promise<HelpedPage[]> {
  const pages: HelpedPage[] = [];
  try {
    const claims = new PageClaims(request.claims);
    const doc = await openPdf(request.data, request.file, request.password);
    try {
      const reports = new Map<number, OcrPageReport>();
      for (let n = claims.takeBack(); n !== null; n = claims.takeBack()) {
        const [page] = (await readSome(doc, [n], request, reports)) as [PageText];
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
  return pages;
}
