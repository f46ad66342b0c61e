import { createCanvas } from "@napi-rs/canvas";
import { OPS, type PDFDocumentProxy } from "pdfjs-dist/legacy/build/pdf.mjs";
import { picturePixels } from "./picturePixels.ts";
import type { JpegFramesBySize } from "./pictureDecodePixels.ts";
import type { Matrix } from "./affine.ts";
import { soleImage } from "./soleImage.ts";
import { soleImagePgm } from "./soleImagePgm.ts";
import { countedOperatorList } from "./countedOperatorList.ts";
import { listenPdfjsWarnings } from "./pdfjsWarnings.ts";
import { OCR_MAX_IMAGE_PIXELS, OCR_MAX_PAGE_AREAS, OCR_MAX_PAGE_DRAWN_PIXELS, OCR_MAX_PAGE_DRAWS, OCR_MAX_PAGE_PICTURE_PIXELS, OCR_MAX_PAGE_PICTURES, OCR_MAX_RENDER_PIXELS } from "./ocrPictureBudget.ts";
import { PictureUnreadableError, undecodedWarning } from "./PictureUnreadableError.ts";

/** Render resolution for OCR: tesseract reads body text best at about 300 dpi. */
const OCR_DPI = 300;

/** Drawing operations that put a picture on the page. */
const IMAGE_OPS = new Set<number>([OPS.paintImageXObject, OPS.paintInlineImageXObject, OPS.paintImageMaskXObject, OPS.paintImageXObjectRepeat, OPS.paintImageMaskXObjectRepeat, OPS.paintInlineImageXObjectGroup, OPS.paintImageMaskXObjectGroup]);

/** A page as pixels for OCR, and how they map onto the page as shown (points, top-left origin). */
export interface PageImage {
  /**
   * The page in grey as a PGM file (a short header, then one byte a pixel): what tesseract reads
   * fastest. It turns every picture to grey anyway, and a PNG costs an encode here and a decode
   * in its WebAssembly build (0.5 to 0.85 s of CPU a 300 dpi page, a tenth of its whole reading).
   */
  pgm: Uint8Array;
  /** Pixels per point. */
  scale: number;
  /** The page as shown (turned by its /Rotate), in points. */
  width: number;
  height: number;
  /** Whether the page draws any picture at all (a page with none has nothing for OCR to read). */
  hasImages: boolean;
  /** Why the page was read only in part, when it was (a JPEG whose data ends early: pdf.js draws what arrived). */
  partly?: string;
}

/**
 * Renders page `n` in grey-on-white at up to 300 dpi. The document must be loaded with
 * `maxImageSize: OCR_MAX_IMAGE_PIXELS` and `stopAtErrors: true`, so a picture too large or
 * damaged to decode fails this page (with pdf.js's reason) instead of rendering it blank.
 * `jpegFrames`: the file's JPEGs that declare more in their frame header than in their dictionary
 * (jpegFramesBySize), counted by their header in the page's picture budget. Defaults to none.
 * `drawsAnything`: whether the page draws anything with its pictures left out, asked only when
 * this copy keeps nothing of it. A page drawing more than OCR_MAX_PAGE_PICTURES pictures is
 * refused while its list is built (countedOperatorList), as is one drawing them more than
 * OCR_MAX_PAGE_DRAWS times, over more than OCR_MAX_PAGE_AREAS times its own area, or copying more
 * than OCR_MAX_PAGE_DRAWN_PIXELS of its pictures' pixels in all.
 */
export async function renderPageImage(doc: PDFDocumentProxy, n: number, drawsAnything: () => Promise<boolean>, jpegFrames: JpegFramesBySize = new Map(), declaredPixels?: (pageRef: number) => Promise<number>): Promise<PageImage> {
  const page = await doc.getPage(n);
  // Refused before pdf.js builds the page's list: building it starts decoding every picture,
  // and nothing stops that once begun (pagePicturesDeclared).
  const declared = page.ref && declaredPixels ? await declaredPixels(page.ref.num) : 0;
  if (declared > OCR_MAX_PAGE_PICTURE_PIXELS) {
    page.cleanup();
    throw overPageBudget(declared);
  }
  // pdf.js reports a picture it cannot decode only as a warning (and draws nothing): listened
  // for while this page is read. It runs in this thread, so what it says now is this page's.
  const heard = listenPdfjsWarnings();
  const warnings = heard.warnings;
  try {
    const shown = page.getViewport({ scale: 1 });
    const scale = Math.min(OCR_DPI / 72, Math.sqrt(OCR_MAX_RENDER_PIXELS / (shown.width * shown.height)));
    const counted = await countedOperatorList(page, { pictures: OCR_MAX_PAGE_PICTURES, draws: OCR_MAX_PAGE_DRAWS, pageAreas: OCR_MAX_PAGE_AREAS, drawnPixels: OCR_MAX_PAGE_DRAWN_PIXELS });
    if ("overPictures" in counted) throw PictureUnreadableError.tooMany(OCR_MAX_PAGE_PICTURES);
    if ("overDraws" in counted) throw PictureUnreadableError.drawnTooOften(OCR_MAX_PAGE_DRAWS);
    if ("overArea" in counted) throw PictureUnreadableError.drawnOverTooLarge(OCR_MAX_PAGE_AREAS);
    if ("overPixels" in counted) throw PictureUnreadableError.copiedTooMuch(OCR_MAX_PAGE_DRAWN_PIXELS);
    const { list } = counted;
    // A page that draws something, of which this copy (pictures up to a size, stopping at
    // errors) kept nothing: its picture was too large or could not be read at all.
    if (list.fnArray.length === 0 && (await drawsAnything())) throw PictureUnreadableError.tooLarge(`larger than ${OCR_MAX_IMAGE_PIXELS / 1e6} million pixels, or unreadable`);
    const hasImages = list.fnArray.some((op) => IMAGE_OPS.has(op));
    const pixels = picturePixels(list, jpegFrames);
    if (pixels > OCR_MAX_PAGE_PICTURE_PIXELS) throw overPageBudget(pixels);
    const viewport = page.getViewport({ scale });
    const width = Math.max(1, Math.round(viewport.width));
    const height = Math.max(1, Math.round(viewport.height));
    // A scan: one picture and nothing else on the page. Its own decoded pixels are what the page
    // shows, so they reach OCR without a page-sized canvas and its RGBA copies (Round 19).
    const sole = soleImage(list);
    if (sole) {
      const pgm = await soleImagePgm(page, sole, viewport.transform as Matrix, width, height, warnings);
      if (pgm) return { pgm, scale, width: shown.width, height: shown.height, hasImages: true, ...partlyDrawn(warnings) };
    }
    const canvas = createCanvas(width, height);
    const context = canvas.getContext("2d");
    context.fillStyle = "#fff";
    context.fillRect(0, 0, canvas.width, canvas.height);
    if (hasImages) await page.render({ canvas: canvas as never, canvasContext: context as never, viewport }).promise;
    const undecoded = undecodedWarning(warnings);
    if (undecoded) throw PictureUnreadableError.damaged(undecoded);
    const pgm = greyPgm(context.getImageData(0, 0, canvas.width, canvas.height));
    // The canvas's pixels live outside V8's heap, which does not count them: freed now rather
    // than at some later collection, a long scan does not pile up a page of pixels per page.
    canvas.width = 1;
    canvas.height = 1;
    return { pgm, scale, width: shown.width, height: shown.height, hasImages, ...partlyDrawn(warnings) };
  } finally {
    heard.stop();
    page.cleanup();
  }
}

/** A page whose pictures together hold more than the page's budget. */
function overPageBudget(pixels: number): PictureUnreadableError {
  return PictureUnreadableError.tooLarge(`its pictures together hold ${Math.round(pixels / 1e6)} million pixels, more than the ${OCR_MAX_PAGE_PICTURE_PIXELS / 1e6} million a page may`);
}

/**
 * pdf.js decodes a JPEG cut short (a download or copy that stopped) as far as its data goes and
 * says so only in a warning: the rest of the picture is blank, and the page's note says why.
 */
function partlyDrawn(warnings: readonly string[]): { partly?: string } {
  return warnings.some((w) => /without finding an EOI marker|readDataBlock - incorrect length/.test(w)) ? { partly: PICTURE_CUT_SHORT } : {};
}

/** What a page read from a picture cut short is noted with. */
export const PICTURE_CUT_SHORT = "its picture (JPEG) ends early, so only the part before the cut was read";

/**
 * RGBA pixels as a grey PGM, weighted as leptonica weighs colours when tesseract turns a colour
 * picture to grey for its recogniser (0.3 red, 0.5 green, 0.2 blue). A grey scan gives tesseract
 * the very pixels it read from the PNG (the same words, measured on the shared papers).
 */
function greyPgm({ data, width, height }: { data: Uint8ClampedArray; width: number; height: number }): Uint8Array {
  const header = new TextEncoder().encode(`P5\n${width} ${height}\n255\n`);
  const pgm = new Uint8Array(header.length + width * height);
  pgm.set(header);
  for (let i = 0, o = header.length; i < data.length; i += 4, o++) pgm[o] = (77 * data[i]! + 128 * data[i + 1]! + 51 * data[i + 2]! + 128) >> 8;
  return pgm;
}
