import { AnnotationMode, type PDFDocumentProxy, type PDFPageProxy } from "pdfjs-dist/legacy/build/pdf.mjs";
import { PdfTooManyPagesError } from "../errors/PdfTooManyPagesError.ts";
import { PdfUnpacksTooLargeError } from "../errors/PdfUnpacksTooLargeError.ts";
import { findStreamOverBudget } from "./streamBudget.ts";
import { watchForCaseSwappingMaps } from "./caseSwappingMaps.ts";
import { declaredPicturePixels, declaredPictures, jpegFramesBySize } from "./declaredPicturePixels.ts";
import { OCR_MAX_IMAGE_PIXELS } from "./ocrPictureBudget.ts";
import { renderPageImage } from "./renderPageImage.ts";
import { randomUUID } from "node:crypto";
import { findRecasedGlyphs, type FontEncoding } from "./glyphCase.ts";
import { findItalicGaps } from "./italicGaps.ts";
import { fontKey, isLoadedFontName, renameFonts, type FontFacts } from "./fontKeys.ts";
import { readGraphics } from "./pageGraphics.ts";
import { load, toImportError, type LoadedPdf } from "./loadPdf.ts";
import { readOutline, type OutlineEntry } from "./pdfOutline.ts";
import type { PdfDocument } from "./pdfDocument.ts";
import type { Matrix } from "./affine.ts";
import { readPage } from "./readPageText.ts";
import type { PageGraphics, PageText } from "./types.ts";

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
 * The most pages read of one PDF: far above the longest theses and handbooks (a few thousand
 * pages), far below what a small hostile file can list (one page object named 100,000 times in
 * 600 KB took over 5 minutes and 6 GB before it was stopped; about 70 ms and 60 KB a page).
 */
export const PDF_MAX_PAGES = 5000;

/**
 * The most pixels the pictures of one PDF may declare for readImages to decode them (it only
 * looks for a table printed as a picture). pdf.js decodes every picture of a page once its
 * operator list is built, whether or not anyone draws it, and goes on after the document is
 * closed: 40 pictures of 49 M pixels on one page took 154 s and 7.8 GB. The shared papers
 * declare at most 24 M; a 20-page 300 dpi scan with a text layer 168 M.
 */
export const TABLE_PICTURES_MAX_PIXELS = 200_000_000;

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
  const pdf = doc.proxy;
  // Font names by key once keyFonts has been called (see there).
  let keyed = false;
  const keys = new Map<string, string>();
  // A font pdf.js cannot describe (one it failed to load) keeps a name no other load can give it.
  const loadTag = randomUUID().slice(0, 8);
  const keyOf = (objs: PDFPageProxy["commonObjs"], id: string): string => {
    let key = keys.get(id);
    if (key === undefined) {
      const facts = objs.has(id) ? (objs.get(id) as FontFacts | null) : null;
      key = !isLoadedFontName(id) ? id : facts && typeof facts === "object" && facts.name ? fontKey(facts) : `${id}@${loadTag}`;
      keys.set(id, key);
    }
    return key;
  };
  // A page's per-font findings under the fonts' keys. Two fonts alike in every fact kept (see
  // fontKeys) on one page cannot be told apart in its text, so neither's findings are kept.
  const byFontKey = <T,>(objs: PDFPageProxy["commonObjs"], byId: ReadonlyMap<string, T>): Map<string, T> => {
    const byKey = new Map<string, T>();
    const clashing = new Set<string>();
    for (const [id, found] of byId) {
      const key = keyOf(objs, id);
      if (byKey.has(key)) clashing.add(key);
      byKey.set(key, found);
    }
    for (const key of clashing) byKey.delete(key);
    return byKey;
  };
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
        const { images: _, ...graphics } = await graphicsOf(pdf, n, turned);
        return graphics;
      } catch (error) {
        throw toImportError(file, error);
      }
    },
    async readRecasedGlyphs(n) {
      try {
        const page = await pdf.getPage(n);
        const list = await page.getOperatorList({ annotationMode: AnnotationMode.DISABLE });
        const found = findRecasedGlyphs(list, (id) => (page.commonObjs.has(id) ? (page.commonObjs.get(id) as FontEncoding | null) : null));
        return keyed ? byFontKey(page.commonObjs, found) : found;
      } catch (error) {
        throw toImportError(file, error);
      }
    },
    async readItalicGaps(n) {
      try {
        const page = await pdf.getPage(n);
        const found = findItalicGaps(await page.getOperatorList({ annotationMode: AnnotationMode.DISABLE }));
        if (!keyed) return found;
        return { fonts: byFontKey(page.commonObjs, found.fonts), wordGap: found.wordGap, placed: byFontKey(page.commonObjs, found.placed) };
      } catch (error) {
        throw toImportError(file, error);
      }
    },
    async keyFonts(page) {
      keyed = true;
      try {
        const proxy = await pdf.getPage(page.pageNumber);
        const fonts = new Set([...page.runs, ...page.sideways].map((r) => r.font).filter((f) => isLoadedFontName(f) && !keys.has(f)));
        if ([...fonts].some((f) => !proxy.commonObjs.has(f))) await proxy.getOperatorList({ annotationMode: AnnotationMode.DISABLE });
        renameFonts(page, (font) => keyOf(proxy.commonObjs, font));
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
        return (await graphicsOf((await withImages).proxy, n, turned)).images ?? [];
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
      return renderPageImage((await forOcr).proxy, n, drawsAnything, jpegFrames);
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

async function graphicsOf(doc: PDFDocumentProxy, n: number, turned: boolean): Promise<PageGraphics> {
  const page = await doc.getPage(n);
  // Annotations (links, form fields) are not part of the page's printed tables.
  const list = await page.getOperatorList({ annotationMode: AnnotationMode.DISABLE });
  const [vx0, , , vy1] = page.view as [number, number, number, number];
  // Placed as the page's text was: as shown for a page read turned (see pagePlacement).
  const viewport = page.getViewport({ scale: 1 });
  const matrix = turned ? (viewport.transform as Matrix) : ([1, 0, 0, -1, -vx0, vy1] as Matrix);
  const [, vy0, vx1] = page.view as [number, number, number, number];
  return readGraphics(list, matrix, turned ? { width: viewport.width, height: viewport.height } : { width: vx1 - vx0, height: vy1 - vy0 });
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
