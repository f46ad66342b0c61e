import { fileURLToPath } from "node:url";
import { AnnotationMode, getDocument, type PDFDocumentProxy, type PDFPageProxy } from "pdfjs-dist/legacy/build/pdf.mjs";
import type { TextItem } from "pdfjs-dist/types/src/display/api.js";
import { DamagedPdfError } from "../errors/DamagedPdfError.ts";
import { IncorrectPasswordError } from "../errors/IncorrectPasswordError.ts";
import { PasswordRequiredError } from "../errors/PasswordRequiredError.ts";
import { PdfTooManyPagesError } from "../errors/PdfTooManyPagesError.ts";
import { PdfUnpacksTooLargeError } from "../errors/PdfUnpacksTooLargeError.ts";
import { findStreamOverBudget } from "./streamBudget.ts";
import { watchForCaseSwappingMaps } from "./caseSwappingMaps.ts";
import { declaredPicturePixels, declaredPictures, jpegFramesBySize } from "./declaredPicturePixels.ts";
import { isSpacingAccent } from "../text/composeAccents.ts";
import { OCR_MAX_IMAGE_PIXELS } from "./ocrPictureBudget.ts";
import { renderPageImage, type PageImage } from "./renderPageImage.ts";
import { randomUUID } from "node:crypto";
import { findRecasedGlyphs, type FontEncoding, type ShownGlyphs } from "./glyphCase.ts";
import { findItalicGaps, type PageItalicGaps } from "./italicGaps.ts";
import { fontKey, isLoadedFontName, renameFonts, type FontFacts } from "./fontKeys.ts";
import { readGraphics } from "./pageGraphics.ts";
import { isSquashed, sizeSquashedRuns } from "./squashedRunSizes.ts";
import { dropKerningSpaces } from "./squashedRunSpaces.ts";
import { routePdfjsWarnings } from "./pdfjsWarnings.ts";
import { findOt1Ligatures, ligatureFontCandidates, restoreOt1Ligatures } from "./type3Ligatures.ts";
import type { PageGraphics, PageText, Rect, SidewaysRun, TextRun } from "./types.ts";

// pdf.js needs its font data and character maps as directories; resolve them from the package
// so this works from the sources, the Electron bundle and worker threads alike. The module sits in
// pdfjs-dist/legacy/build/, two folders below the package root (test/unit/documents/predefinedCMap).
const pdfjsRoot = fileURLToPath(new URL("../../", import.meta.resolve("pdfjs-dist/legacy/build/pdf.mjs")));

export interface ReadPdfResult {
  pages: PageText[];
  info: Record<string, unknown>;
  /** The PDF's own outline (bookmarks), when it has one: each entry's title and depth (0 at the top). */
  outline?: OutlineEntry[];
}

export interface OutlineEntry {
  title: string;
  depth: number;
  /** The page (1-based) the entry points at, when its destination names one that can be read. */
  page?: number;
}

/** Bounds on the outline kept: a generated PDF can carry one entry per reference or more. */
const OUTLINE_MAX_ENTRIES = 400;
const OUTLINE_MAX_DEPTH = 4;

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

/** pdf.js's PasswordException codes (its PasswordResponses). */
const NEED_PASSWORD = 1;
const INCORRECT_PASSWORD = 2;

/** pdf.js reports password problems as PasswordException with code 1 (needed) or 2 (wrong). */
function toImportError(file: string, error: unknown): Error {
  const e = error as { name?: string; code?: number; message?: string };
  if (e?.name === "PasswordException") {
    return e.code === INCORRECT_PASSWORD ? new IncorrectPasswordError(file) : new PasswordRequiredError(file);
  }
  const detail = e?.message ? e.message.replace(/\.$/, "") : "unknown parser error";
  return new DamagedPdfError(file, detail);
}

/** An open PDF whose pages can be read in any order, by one worker or shared between two. */
export interface PdfDocument {
  readonly pageCount: number;
  /**
   * Whether some ToUnicode map of the file may read a capital as its small letter (or the
   * reverse), or a stream could not be read to tell: only then is readRecasedGlyphs worth its
   * operator list on a page that needs that list for nothing else (see caseSwappingMaps).
   */
  readonly mayMisreadCase: boolean;
  /** The text runs of page `n` (1-based). */
  readPage(n: number): Promise<PageText>;
  /**
   * The rules and filled boxes page `n` draws (its pictures are not decoded, so none is listed):
   * a second pass over the page's content, worth it only for pages that may hold a table.
   */
  readGraphics(n: number, turned?: boolean): Promise<PageGraphics>;
  /**
   * The glyphs on page `n` whose text differs only in case from what the font's encoding names
   * them (see glyphCase), by font. Reads the same operator list as readGraphics (pdf.js keeps it
   * for the page, so after readGraphics this costs no second pass).
   */
  readRecasedGlyphs(n: number): Promise<Map<string, ShownGlyphs>>;
  /**
   * The glyphs on page `n` of the fonts whose gaps are mostly narrower than the page's word
   * spaces (math letters with their italic corrections), by font, with the page's word gap (see
   * italicGaps). Reads the same operator list as readGraphics.
   */
  readItalicGaps(n: number): Promise<PageItalicGaps>;
  /**
   * Renames the fonts of `page` (read from this document) to names that are the same in every
   * load of the file (see fontKeys), for pages read by two workers. pdf.js describes a font only
   * once it has drawn it, so a page with a font not drawn yet has its operator list read (kept by
   * pdf.js: readGraphics on it later costs nothing more). From the first call on, readRecasedGlyphs
   * names fonts the same way.
   */
  keyFonts(page: PageText): Promise<void>;
  /**
   * Where page `n` places its pictures (decoding them, which costs): for a table printed as a
   * picture. Pictures larger than OCR_MAX_IMAGE_PIXELS are not listed, and none is for a PDF
   * whose pictures together declare more than TABLE_PICTURES_MAX_PIXELS.
   */
  readImages(n: number, turned?: boolean): Promise<Rect[]>;
  /**
   * Page `n` as pixels for OCR (see renderPageImage). Rejects with pdf.js's reason when a picture
   * on it is too large or too damaged to decode; other pages are not affected.
   */
  renderForOcr(n: number): Promise<PageImage>;
  /** The document information dictionary (Title, Author, Custom keys...). */
  info(): Promise<Record<string, unknown>>;
  /** The outline's entries in order, depth first (none when the PDF has no outline or it cannot be read). */
  outline(): Promise<OutlineEntry[]>;
  /** Frees pdf.js's copy of the file and everything it parsed. Safe to call twice. */
  close(): Promise<void>;
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
    async outline() {
      // A damaged outline costs the paper nothing but this hint.
      const items = await pdf.getOutline().catch(() => null);
      const entries: OutlineEntry[] = [];
      const destinations: unknown[] = [];
      const walk = (list: readonly { title: string; dest?: unknown; items: unknown[] }[] | null, depth: number) => {
        for (const item of list ?? []) {
          if (entries.length >= OUTLINE_MAX_ENTRIES) return;
          if (typeof item.title === "string" && item.title.trim()) {
            entries.push({ title: item.title.trim().slice(0, 300), depth });
            destinations.push(item.dest);
          }
          if (depth < OUTLINE_MAX_DEPTH) walk(item.items as { title: string; dest?: unknown; items: unknown[] }[], depth + 1);
        }
      };
      walk(items as Parameters<typeof walk>[0], 0);
      // Where each entry points tells a section's heading from an earlier line with the same words
      // (a pointer to methods printed after the references). One bad destination loses only its page.
      for (const [i, dest] of destinations.entries()) {
        const page = await destinationPage(pdf, dest).catch(() => null);
        if (page !== null) entries[i]!.page = page;
      }
      return entries;
    },
    async close() {
      await doc.destroy();
      if (withImages) await (await withImages.catch(() => null))?.destroy();
      if (forOcr) await (await forOcr.catch(() => null))?.destroy();
    },
  };
}

/** The 1-based page an outline destination names: a named destination is looked up first; null when it names none. */
async function destinationPage(pdf: PDFDocumentProxy, dest: unknown): Promise<number | null> {
  const explicit = typeof dest === "string" ? await pdf.getDestination(dest) : dest;
  if (!Array.isArray(explicit) || explicit.length === 0) return null;
  const target: unknown = explicit[0];
  // A destination names its page by reference, or (in some writers) by its index.
  const index = typeof target === "number" ? target : target && typeof target === "object" && "num" in target ? await pdf.getPageIndex(target as Parameters<PDFDocumentProxy["getPageIndex"]>[0]) : null;
  return index !== null && Number.isInteger(index) && index >= 0 && index < pdf.numPages ? index + 1 : null;
}

interface LoadedPdf {
  proxy: PDFDocumentProxy;
  destroy(): Promise<void>;
}

async function load(data: Uint8Array, file: string, password: string | undefined, options: { maxImageSize?: number; stopAtErrors?: boolean; verbosity?: number; fontExtraProperties?: boolean }): Promise<LoadedPdf> {
  // The OCR copy's warning level holds for every copy in this thread: none of them prints.
  routePdfjsWarnings();
  const task = getDocument({
      data,
      standardFontDataUrl: `${pdfjsRoot}standard_fonts/`,
      cMapUrl: `${pdfjsRoot}cmaps/`,
      // JPEG 2000, JBIG2 and CCITT pictures (scans are often stored so) are decoded by pdf.js's
      // WebAssembly decoders, which it finds only when told where; ICC profiles likewise.
      wasmUrl: `${pdfjsRoot}wasm/`,
      iccUrl: `${pdfjsRoot}iccs/`,
      cMapPacked: true,
      useSystemFonts: false,
      disableFontFace: true,
      stopAtErrors: false,
      verbosity: 0,
      ...options,
  });
  // The password goes only to a file that cannot be opened without one. A file with just an
  // owner password (printing or copying restricted) opens as it is, and pdf.js would refuse it
  // if handed a password that is neither of its two. Throwing here makes pdf.js reject the load
  // with its own PasswordException (code 1: none given, 2: the given one is wrong).
  let offered = false;
  task.onPassword = (updatePassword: (password: string) => void, reason: number) => {
    if (reason !== NEED_PASSWORD || password === undefined || offered) throw new Error("no password to offer");
    offered = true;
    updatePassword(password);
  };
  try {
    return { proxy: await task.promise, destroy: () => task.destroy() };
  } catch (error) {
    await task.destroy();
    throw toImportError(file, error);
  }
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

type Matrix = [number, number, number, number, number, number];

function multiply(m: readonly number[], n: readonly number[]): Matrix {
  return [m[0]! * n[0]! + m[2]! * n[1]!, m[1]! * n[0]! + m[3]! * n[1]!, m[0]! * n[2]! + m[2]! * n[3]!, m[1]! * n[2]! + m[3]! * n[3]!, m[0]! * n[4]! + m[2]! * n[5]! + m[4]!, m[1]! * n[4]! + m[3]! * n[5]! + m[5]!];
}

/** Whether text drawn with this matrix (page coordinates, y down) runs left to right on a level baseline. */
const upright = ([a, b, , d]: Matrix) => Math.abs(b) <= 1e-3 && a > 0 && d < 0;

/**
 * How a page's text is placed: from its user space, or as the page is shown, turned by its
 * /Rotate. A landscape page (rotated 90, its text drawn sideways so it reads upright when turned)
 * is read as shown; its boxes are then where a viewer shows them.
 */
async function pagePlacement(page: PDFPageProxy, items: readonly TextItem[]): Promise<{ matrix: Matrix; width: number; height: number; turned: boolean }> {
  const [vx0, vy0, vx1, vy1] = page.view as [number, number, number, number];
  const user: Matrix = [1, 0, 0, -1, -vx0, vy1];
  const plain = { matrix: user, width: vx1 - vx0, height: vy1 - vy0, turned: false };
  if (page.rotate % 360 === 0) return plain;
  const viewport = page.getViewport({ scale: 1 });
  const shown = viewport.transform as Matrix;
  let uprightAsShown = 0;
  let uprightInUserSpace = 0;
  for (const item of items) {
    const length = item.str.trim().length;
    if (upright(multiply(shown, item.transform as number[]))) uprightAsShown += length;
    if (upright(multiply(user, item.transform as number[]))) uprightInUserSpace += length;
  }
  return uprightAsShown > uprightInUserSpace ? { matrix: shown, width: viewport.width, height: viewport.height, turned: true } : plain;
}

async function readPage(doc: PDFDocumentProxy, n: number): Promise<PageText> {
  const page = await doc.getPage(n);
  const content = await page.getTextContent({ disableNormalization: false });
  const textItems = content.items.filter((item): item is TextItem => "str" in item);
  // Only a page whose body is set in Type 3 fonts opens its operator list here (see type3Ligatures).
  const ligatureFonts = ligatureFontCandidates(content.styles, textItems);
  if (ligatureFonts.size > 0) {
    const list = await page.getOperatorList({ annotationMode: AnnotationMode.DISABLE });
    const isType3 = (id: string) => page.commonObjs.has(id) && (page.commonObjs.get(id) as { isType3Font?: boolean } | null)?.isType3Font === true;
    restoreOt1Ligatures(textItems, findOt1Ligatures(list, ligatureFonts, isType3));
  }
  const placement = await pagePlacement(page, textItems);
  let runs: TextRun[] = [];
  const squashed = new Set<number>();
  // Runs whose last space came from a pdf.js space item, not their own text.
  const spaced = new Set<number>();
  const rotated: string[] = [];
  const sideways: SidewaysRun[] = [];
  let lastSideways = false;
  for (const item of textItems) {
    const { str, transform, width } = item;
    if (!str) continue;
    // In page coordinates, y down; a, b, c, d turned back to user space's sense (d > 0 upright).
    const [a, minusB, c, minusD, x, y] = multiply(placement.matrix, transform as number[]);
    const b = -minusB;
    const d = -minusD;
    if (!str.trim()) {
      const side = sideways.at(-1);
      if (lastSideways && side && !/\s$/.test(side.text)) side.text += " ";
      // An explicit space item is a word break even when it is narrower than the gap rule
      // would notice ("These" + " " + "fi" + "ndings"): keep it on the run before it.
      // A raised marker ("doping⁵ and") sits above the baseline the space is on: the space
      // still separates the words around it.
      const last = runs.at(-1);
      const spaceSize = Math.abs(d) || Math.hypot(c, d);
      if (last && Math.abs(last.y - y) < 0.5 * Math.max(last.size, spaceSize) && !/\s$/.test(last.text)) {
        last.text += " ";
        spaced.add(runs.length - 1);
      }
      continue;
    }
    // Text whose baseline is not horizontal is a margin stamp or an axis label. Text slanted on a
    // horizontal baseline (b = 0, c != 0) is an italic made by shearing an upright font, as some
    // typesetters set run-in labels ("Objectives."): it is read like any other text.
    if (Math.abs(b) > 1e-3 || a <= 0 || d <= 0 || Math.abs(c) > 0.5 * d) {
      rotated.push(str);
      // A quarter turn either way (a table printed sideways, a margin stamp): kept with its place,
      // so a sideways table can be read in its own frame.
      const size = Math.hypot(a, b);
      if (Math.abs(a) < 1e-3 * size && Math.abs(d) < 1e-3 * size && size >= 1) {
        sideways.push({ text: str, x, y, w: width, size, font: item.fontName, angle: b > 0 ? 90 : 270 });
        lastSideways = true;
      }
      continue;
    }
    lastSideways = false;
    const size = d;
    if (size < 1) continue;
    let text = str;
    // A hyphen followed by a soft hyphen ("Post-\u00AD transcriptional"): pdf.js drops the
    // soft hyphen but starts the next item with a space exactly where the hyphen ends.
    const prev = runs.at(-1);
    if (prev && /^\s+\p{L}/u.test(text) && /[\p{L}\p{N}][-\u2010\u2011]$/u.test(prev.text) && Math.abs(prev.y - y) < 0.2 * size && Math.abs(x - (prev.x + prev.w)) < 0.05 * size) {
      text = text.trimStart();
    }
    // TeX draws an accent, then moves back to draw its letter under it ("G ¨" + "odel"):
    // pdf.js reads the small step to the accent as a word space. The letter that follows,
    // drawn back over the accent, shows the space was never there.
    if (prev && Math.abs(prev.y - y) < 0.2 * size && x < prev.x + prev.w - 0.5 && /\s\S$/.test(prev.text) && isSpacingAccent(prev.text.at(-1)!)) {
      prev.text = prev.text.slice(0, -2) + prev.text.at(-1)!;
    }
    if (isSquashed(a, d)) squashed.add(runs.length);
    runs.push({ text, x, y, w: width, size, font: item.fontName });
  }
  runs = sizeSquashedRuns(runs, squashed);
  dropKerningSpaces(runs, squashed, spaced);
  // No page.cleanup() here: it drops the fonts pdf.js parsed for this page, and the next page
  // usually uses the same ones (measured: 62 -> 83 pages/s). Closing the document frees them all.
  const monospaced = Object.keys(content.styles).filter((font) => content.styles[font]?.fontFamily === "monospace");
  return { pageNumber: n, width: placement.width, height: placement.height, runs, rotated, sideways, rotate: page.rotate, ...(placement.turned ? { turned: true } : {}), ...(monospaced.length > 0 ? { monospaced } : {}) };
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
    return { pages, info: await doc.info(), outline: await doc.outline() };
  } finally {
    await doc.close();
  }
}
