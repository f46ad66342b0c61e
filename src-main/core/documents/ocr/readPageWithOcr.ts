import type { PdfDocument } from "../layout/readPdf.ts";
import type { PageText } from "../layout/types.ts";
import { describeOcrError } from "./describeOcrError.ts";
import type { OcrPageRead, OcrReader } from "./OcrReader.ts";
import { needsOcr, ocrPageText, type OcrPageReport } from "./ocrPageText.ts";
import { withSidewaysTableRead } from "./sidewaysTableRead.ts";

/** A page as read: its text layer, or what OCR read of its picture (with how sure OCR was). */
export interface ReadPage {
  page: PageText;
  /** Present when OCR read the page or tried to. */
  ocr?: OcrPageReport;
}

/** The most pixels read in one run of the command: four US Letter pages at 300 dpi (8.4 million each). */
const MAX_BATCH_PIXELS = 36_000_000;

/** A page whose picture OCR is to read, rendered. */
interface PendingPage {
  n: number;
  page: PageText;
  image: Awaited<ReturnType<PdfDocument["renderForOcr"]>>;
}

/** What `readPagesWithOcr` is told of the pages as it goes. */
export interface OcrPagesProgress {
  /** OCR starts on page `n` (before its picture is rendered, and again before its words are read): the pool then knows the file's other pages may take seconds each, and which page a worker that dies was on. */
  onOcr?: (n: number) => void;
  /** Page `n` is read; told once a page, in the pages' order. */
  onPage?: (n: number, read: ReadPage) => void;
  /** Given what pdf.js said of a picture it could not decode: the page's note says it in the app's words. */
  log?: (text: string) => void;
}

/**
 * Reads page `n`'s text layer, and when it has none worth reading (see needsOcr) and OCR is on,
 * reads its picture by OCR instead. A page OCR cannot read (a picture too large or damaged, a
 * page that takes too long) keeps its empty text and says why; the other pages go on.
 * `skipOcr` says a page OCR already failed on by crashing its worker: it is not tried again.
 */
export async function readPageWithOcr(doc: PdfDocument, n: number, engine: OcrReader | null, skipOcr?: string, onOcr?: () => void, log?: (text: string) => void): Promise<ReadPage> {
  const [read] = await readPagesWithOcr(doc, [n], engine, skipOcr ? { [n]: skipOcr } : undefined, { ...(onOcr ? { onOcr: () => onOcr() } : {}), ...(log ? { log } : {}) });
  return read!;
}

/**
 * Reads pages `ns` as readPageWithOcr reads each, the pictures of those that need OCR handed to
 * the engine together (OcrReader.readMany: the installed command reads them in one run, its start
 * paid once). Each page is its own: one that fails is that page's error, the others are read.
 */
export async function readPagesWithOcr(doc: PdfDocument, ns: readonly number[], engine: OcrReader | null, skipOcr: Readonly<Record<number, string>> | undefined, progress: OcrPagesProgress = {}): Promise<ReadPage[]> {
  const done = new Map<number, ReadPage>();
  const pending: PendingPage[] = [];
  for (const n of ns) {
    const first = await renderPage(doc, n, engine, skipOcr?.[n], progress);
    if ("image" in first) pending.push(first);
    else done.set(n, first);
  }
  const reads: (OcrPageRead | Error)[] = [];
  // Told as each page's own work starts, so a worker that dies then names that page (single pages: told once, above).
  const onPage = (batch: readonly PendingPage[]) => (i: number) => void (ns.length > 1 && progress.onOcr?.(batch[i]!.n));
  for (const batch of pixelBatches(pending)) reads.push(...(await readBatch(engine!, batch.map((p) => p.image.pgm), onPage(batch))));
  const pages: ReadPage[] = [];
  for (const n of ns) {
    const at = pending.findIndex((p) => p.n === n);
    // Told again as each page's words are read, so a worker that dies reading them names that page.
    if (at >= 0 && ns.length > 1) progress.onOcr?.(n);
    const read = at >= 0 ? await finishPage(pending[at]!, reads[at]!, engine!) : done.get(n)!;
    progress.onPage?.(n, read);
    pages.push(read);
  }
  return pages;
}

/**
 * The pending pages in runs of the command of at most MAX_BATCH_PIXELS (a page larger than that
 * alone): the command holds each picture only while it reads it, but a run's time limit grows
 * with its pages, and a batch that fails is read again a page at a time.
 */
function pixelBatches(pending: readonly PendingPage[]): PendingPage[][] {
  const batches: PendingPage[][] = [];
  let pixels = Infinity;
  for (const p of pending) {
    const size = p.image.width * p.image.height;
    if (pixels + size > MAX_BATCH_PIXELS) batches.push([]), (pixels = 0);
    batches.at(-1)!.push(p);
    pixels += size;
  }
  return batches;
}

/** Each picture's read, together when the engine can (see OcrReader.readMany). */
async function readBatch(engine: OcrReader, images: Uint8Array[], onPage: (i: number) => void): Promise<(OcrPageRead | Error)[]> {
  if (engine.readMany) return engine.readMany(images, onPage);
  const reads: (OcrPageRead | Error)[] = [];
  for (const [i, image] of images.entries()) onPage(i), reads.push(await engine.read(image).catch((e: unknown) => (e instanceof Error ? e : new Error(String(e)))));
  return reads;
}

/** The page read from its text layer, or its picture rendered for OCR, or why OCR could not read it. */
async function renderPage(doc: PdfDocument, n: number, engine: OcrReader | null, skipOcr: string | undefined, progress: OcrPagesProgress): Promise<ReadPage | PendingPage> {
  const page = await doc.readPage(n);
  if (!engine || !needsOcr(page)) return { page };
  if (skipOcr) return failed(page, n, skipOcr);
  progress.onOcr?.(n);
  let image;
  try {
    image = await doc.renderForOcr(n);
  } catch (error) {
    const detail = (error as { detail?: unknown }).detail;
    if (typeof detail === "string") progress.log?.(`page ${n}: ${describeOcrError(error)}: ${detail}`);
    return failed(page, n, describeOcrError(error));
  }
  // A page with no picture has nothing for OCR to read: blank, or drawn only with lines.
  if (!image.hasImages) return { page };
  return { n, page, image };
}

/** The page's text from what OCR read of its picture. */
async function finishPage({ n, page, image }: PendingPage, read: OcrPageRead | Error, engine: OcrReader): Promise<ReadPage> {
  try {
    if (read instanceof Error) throw read;
    const first = ocrPageText(read.blocks, { pageNumber: n, width: image.width, height: image.height, rotate: page.rotate, scale: image.scale, pgm: image.pgm });
    const { report } = first;
    // A table printed sideways is read again on the picture turned so that it reads upright.
    const text = await withSidewaysTableRead(first.text, read.blocks, image, async (turned) => (await engine.read(turned)).blocks);
    return { page: text, ocr: { ...report, engine: read.engine, ...(read.engineNote ? { engineNote: read.engineNote } : {}), ...(image.partly ? { partly: image.partly } : {}) } };
  } catch (error) {
    return failed(page, n, describeOcrError(error));
  }
}

function failed(page: PageText, n: number, error: string): ReadPage {
  return { page, ocr: { pageNumber: n, confidence: null, characters: 0, lowConfidenceLines: [], error } };
}
