import { AnnotationMode } from "pdfjs-dist/legacy/build/pdf.mjs";
import { PdfTooManyPagesError } from "../errors/PdfTooManyPagesError.ts";
import { PdfUnpacksTooLargeError } from "../errors/PdfUnpacksTooLargeError.ts";
import { PdfBareRunError } from "../errors/PdfBareRunError.ts";
import { findBareRunOverBudget, PDF_MAX_BARE_RUN_BYTES } from "./bareRunBudget.ts";
import { findStreamOverBudget } from "./streamBudget.ts";
import { watchForCaseSwappingMaps } from "./caseSwappingMaps.ts";
import { declaredPicturePixels, declaredPictures, jpegFramesBySize } from "./declaredPicturePixels.ts";
import { OCR_MAX_IMAGE_PIXELS } from "./ocrPictureBudget.ts";
import { renderPageImage } from "./renderPageImage.ts";
import { PdfObjectIndex } from "./pdfObjectIndex.ts";
import { pagePicturesDeclared } from "./pagePicturesDeclared.ts";
import { PDF_MAX_PAGES, TABLE_PICTURES_MAX_PIXELS } from "./pdfLimits.ts";
import { PageFonts } from "./pageFonts.ts";
import { readPageGraphics } from "./readPageGraphics.ts";
import { load, toImportError, type LoadedPdf } from "./loadPdf.ts";
import { readOutline, type OutlineEntry } from "./pdfOutline.ts";
import type { PdfDocument } from "./pdfDocument.ts";
import { readPage } from "./readPageText.ts";
import type { PageText } from "./types.ts";

// What openPdf returns is declared on its own; its callers name it from here too.
export type { PdfDocument } from "./pdfDocument.ts";

export interface ReadPdfResult {
  pages: PageText[];
  info: Record<string, unknown>;
  /** The PDF's own outline (bookmarks), when it has one: each entry's title and depth (0 at the top). */
  outline?: OutlineEntry[];
  /** Whether the file declares any picture (see PdfDocument.declaresPictures); absent, taken as yes. */
  declaresPictures?: boolean;
}

/**
 * Opens the PDF with pdf.js. Throws the named import errors: password needed or wrong, damaged
 * file; so do `readPage` and `info` for damage found later. Empty text is not an error here; the
 * caller decides.
 */
export async function openPdf(data: Uint8Array, file: string, password?: string): Promise<PdfDocument> {
  // Pictures cost most of a page's operator list (decoding them: 2.2 s against 0.56 s over the
  // table pages of the shared papers-more set), and tables need only rules and boxes: this copy
  // skips every picture bigger than a pixel. readImages opens a second copy that keeps them.
  // Fonts' extra properties (their encodings) and each glyph's char code: the case of a letter a
  // faulty ToUnicode map changed is read from them (readRecasedGlyphs).
  // pdf.js unpacks a stream whole before reading it, with no bound of its own.
  const bareRun = findBareRunOverBudget(data);
  if (bareRun) throw new PdfBareRunError(file, bareRun, PDF_MAX_BARE_RUN_BYTES);
  const caseMaps = watchForCaseSwappingMaps();
  const over = findStreamOverBudget(data, undefined, undefined, caseMaps.visit);
  if (over) throw new PdfUnpacksTooLargeError(file, over);
  // Read before pdf.js takes the bytes over (see readImages).
  const pictures = declaredPictures(data);
  const picturePixels = declaredPicturePixels(pictures, OCR_MAX_IMAGE_PIXELS);
  const jpegFrames = jpegFramesBySize(pictures);
  const doc = await load(data, file, password, { maxImageSize: 1, fontExtraProperties: true });
  // pdf.js counts the pages on opening (and walks the page tree when the declared count is wrong),
  // so the count is known before any page is read.
  if (doc.proxy.numPages > PDF_MAX_PAGES) {
    const pageCount = doc.proxy.numPages;
    await doc.destroy();
    throw new PdfTooManyPagesError(file, pageCount, PDF_MAX_PAGES);
  }
  let withImages: Promise<LoadedPdf> | undefined;
  let forOcr: Promise<LoadedPdf> | undefined;
  let objects: Promise<PdfObjectIndex> | undefined;
  const pdf = doc.proxy;
  const fonts = new PageFonts(pdf);
  return {
    pageCount: pdf.numPages,
    declaresPictures: pictures.length > 0,
    mayMisreadCase: caseMaps.mayMisreadCase(),
    async readPage(n) {
      try {
        return await readPage(pdf, n);
      } catch (error) {
        throw toImportError(file, error);
      }
    },
    async readGraphics(n, turned = false) {
      try {
        // This copy drops pictures, so where they are is not known here (readImages).
        const { images: _, ...graphics } = await readPageGraphics(pdf, n, turned);
        return graphics;
      } catch (error) {
        throw toImportError(file, error);
      }
    },
    async readRecasedGlyphs(n) {
      try {
        return await fonts.readRecasedGlyphs(n);
      } catch (error) {
        throw toImportError(file, error);
      }
    },
    async readItalicGaps(n) {
      try {
        return await fonts.readItalicGaps(n);
      } catch (error) {
        throw toImportError(file, error);
      }
    },
    async keyFonts(page) {
      try {
        await fonts.keyFonts(page);
      } catch (error) {
        throw toImportError(file, error);
      }
    },
    async readImages(n, turned = false) {
      // Where pictures are is only a hint for tables: not worth decoding more than this.
      if (picturePixels > TABLE_PICTURES_MAX_PIXELS) return [];
      try {
        // pdf.js took over the bytes it was given (their buffer is detached): the copy is made
        // from its own, only for a document that needs it. A picture over the bound is dropped
        // before pdf.js decodes it (a JPEG whose header declares 60,000 x 60,000, say).
        withImages ??= pdf.getData().then((bytes) => load(bytes, file, password, { maxImageSize: OCR_MAX_IMAGE_PIXELS }));
        return (await readPageGraphics((await withImages).proxy, n, turned)).images ?? [];
      } catch (error) {
        throw toImportError(file, error);
      }
    },
    async renderForOcr(n) {
      // A copy of its own: pictures are decoded only up to a size, and a picture that cannot be
      // decoded fails its page rather than leaving it blank (stopAtErrors).
      forOcr ??= pdf.getData().then((bytes) => load(bytes, file, password, { maxImageSize: OCR_MAX_IMAGE_PIXELS, stopAtErrors: true, verbosity: 1 }));
      // What the page draws with pictures left out: a page that draws something, of which the
      // OCR copy keeps nothing, lost it to a picture too large or damaged. Asked only then (a
      // page of thousands of pictures costs this copy a lookup each, and is refused before).
      const drawsAnything = async () => (await (await pdf.getPage(n)).getOperatorList({ annotationMode: AnnotationMode.DISABLE })).fnArray.length > 0;
      // The file's own objects, indexed once for OCR's first page: each page's pictures are
      // measured from them before pdf.js is asked for the page (pagePicturesDeclared).
      objects ??= pdf.getData().then((bytes) => new PdfObjectIndex(bytes));
      const declaredPixels = async (pageRef: number) => pagePicturesDeclared(await objects!, pageRef, OCR_MAX_IMAGE_PIXELS);
      return renderPageImage((await forOcr).proxy, n, drawsAnything, jpegFrames, declaredPixels);
    },
    async info() {
      const metadata = await pdf.getMetadata().catch(() => null);
      const info = { ...((metadata?.info as Record<string, unknown>) ?? {}) };
      // Custom info keys arrive as a Map; plain data crosses worker threads and JSON columns.
      if (info["Custom"] instanceof Map) info["Custom"] = Object.fromEntries(info["Custom"] as Map<string, unknown>);
      return info;
    },
    outline() {
      return readOutline(pdf);
    },
    async close() {
      await doc.destroy();
      if (withImages) await (await withImages.catch(() => null))?.destroy();
      if (forOcr) await (await forOcr.catch(() => null))?.destroy();
    },
  };
}

/**
 * Opens the PDF and reads every page's text runs in order, then its information dictionary.
 * `afterPages` runs while the document is still open (to read more of some pages).
 */
export async function readPdf(data: Uint8Array, file: string, password?: string, afterPages?: (doc: PdfDocument, pages: PageText[]) => Promise<void>): Promise<ReadPdfResult> {
  const doc = await openPdf(data, file, password);
  try {
    const pages: PageText[] = [];
    for (let n = 1; n <= doc.pageCount; n++) pages.push(await doc.readPage(n));
    if (afterPages) await afterPages(doc, pages);
    return { pages, info: await doc.info(), outline: await doc.outline(), declaresPictures: doc.declaresPictures };
  } finally {
    await doc.close();
  }
}
