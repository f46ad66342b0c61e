import type { PdfDocument } from "../layout/readPdf.ts";
import type { PageText } from "../layout/types.ts";
import { describeOcrError } from "./describeOcrError.ts";
import type { OcrReader } from "./OcrReader.ts";
import { needsOcr, ocrPageText, type OcrPageReport } from "./ocrPageText.ts";
import { withSidewaysTableRead } from "./sidewaysTableRead.ts";

/** A page as read: its text layer, or what OCR read of its picture (with how sure OCR was). */
export interface ReadPage {
  page: PageText;
  /** Present when OCR read the page or tried to. */
  ocr?: OcrPageReport;
}

/**
 * Reads page `n`'s text layer, and when it has none worth reading (see needsOcr) and OCR is on,
 * reads its picture by OCR instead. A page OCR cannot read (a picture too large or damaged, a
 * page that takes too long) keeps its empty text and says why; the other pages go on.
 * `skipOcr` says a page OCR already failed on by crashing its worker: it is not tried again.
 * `onOcr` is told when OCR starts on the page (before its picture is rendered): the pool then
 * knows the file's other pages may take seconds each, and shares them out at once.
 * `log` is given what pdf.js said of a picture it could not decode: the page's note says it in
 * the app's words.
 */
export async function readPageWithOcr(doc: PdfDocument, n: number, engine: OcrReader | null, skipOcr?: string, onOcr?: () => void, log?: (text: string) => void): Promise<ReadPage> {
  const page = await doc.readPage(n);
  if (!engine || !needsOcr(page)) return { page };
  const failed = (error: string): ReadPage => ({ page, ocr: { pageNumber: n, confidence: null, characters: 0, lowConfidenceLines: [], error } });
  if (skipOcr) return failed(skipOcr);
  onOcr?.();
  let image;
  try {
    image = await doc.renderForOcr(n);
  } catch (error) {
    const detail = (error as { detail?: unknown }).detail;
    if (typeof detail === "string") log?.(`page ${n}: ${describeOcrError(error)}: ${detail}`);
    return failed(describeOcrError(error));
  }
  // A page with no picture has nothing for OCR to read: blank, or drawn only with lines.
  if (!image.hasImages) return { page };
  try {
    const read = await engine.read(image.pgm);
    const first = ocrPageText(read.blocks, { pageNumber: n, width: image.width, height: image.height, rotate: page.rotate, scale: image.scale, pgm: image.pgm });
    const { report } = first;
    // A table printed sideways is read again on the picture turned so that it reads upright.
    const text = await withSidewaysTableRead(first.text, read.blocks, image, async (turned) => (await engine.read(turned)).blocks);
    return { page: text, ocr: { ...report, engine: read.engine, ...(read.engineNote ? { engineNote: read.engineNote } : {}), ...(image.partly ? { partly: image.partly } : {}) } };
  } catch (error) {
    return failed(describeOcrError(error));
  }
}
