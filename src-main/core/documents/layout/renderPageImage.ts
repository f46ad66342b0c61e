import { createCanvas } from "@napi-rs/canvas";
import { OPS, type PDFDocumentProxy, type PDFPageProxy } from "pdfjs-dist/legacy/build/pdf.mjs";
import { picturePixels } from "./picturePixels.ts";
import type { JpegFramesBySize } from "./pictureDecodePixels.ts";
import { imagePgm, type DecodedImage } from "./imagePgm.ts";
import { multiply, soleImage, type Matrix } from "./soleImage.ts";
import { countedOperatorList } from "./countedOperatorList.ts";
import { listenPdfjsWarnings } from "./pdfjsWarnings.ts";

/** Render resolution for OCR: tesseract reads body text best at about 300 dpi. */
const OCR_DPI = 300;
/**
 * The most pixels one page is rendered to (a 300 dpi A3 page is 17.4 M): a page drawn larger
 * (a poster, a page box set in metres) is rendered at less than 300 dpi so its canvas stays
 * within about 100 MB.
 */
export const OCR_MAX_RENDER_PIXELS = 25_000_000;
/**
 * The largest picture a page may hold to be read (width x height): decoding one takes 4 bytes a
 * pixel, so this bounds a page at about 200 MB. A 600 dpi scan of a Letter page is 33.7 M.
 */
export const OCR_MAX_IMAGE_PIXELS = 50_000_000;
/**
 * The most pixels all the pictures of one page may hold together: a 600 dpi scan split in three
 * layers (text, pictures, background) is about 100 M on a Letter page. Each picture is under
 * OCR_MAX_IMAGE_PIXELS, but a 190 KB file drew 400 of 49 M each on one page, and rendering it
 * was still decoding at 300 s and 7.3 GB. Decoding takes 4 bytes a pixel: about 600 MB a page.
 */
export const OCR_MAX_PAGE_PICTURE_PIXELS = 150_000_000;
/**
 * The most pictures one page may draw to be read by OCR. pdf.js decodes each while it builds the
 * page's list of drawing operations, before any pixel is drawn: a page of 20,000 tiny pictures
 * took 10.2 s and 640 MB for the list, 62 s and 959 MB to import, and OCR read noise. The busiest
 * page among 78 publishers' papers (the fixture PDFs) draws 1,349; a scan draws one to three.
 * A picture drawn again is decoded once and counts once here (see OCR_MAX_PAGE_DRAWS).
 */
export const OCR_MAX_PAGE_PICTURES = 4000;
/**
 * The most times one page may draw its pictures (a picture drawn again counts again). A tiled
 * background repeats one small picture: one 8 x 8 picture drawn 100,000 times renders in 7.1 s
 * and 241 MB (500,000 times: 26.9 s, 331 MB), against 23.8 s and 757 MB for 20,000 distinct ones;
 * the bound keeps the list of drawing operations and the drawing to about a busy page's cost.
 */
export const OCR_MAX_PAGE_DRAWS = 100_000;
/**
 * The most area one page's pictures may cover, summed over their draws, in pages' worth (the
 * page's own area). Each draw paints the pixels it covers: one page-sized 300 dpi picture drawn
 * 50 times over its page renders in 13.6 s under load (0.25 s a draw; 3,999 draws would take
 * about a quarter of an hour), though it is decoded once and counts once among the pictures. The
 * busiest page among 214 real PDFs (the 78 publishers' papers and the table suites' 136) covers
 * 2.7 pages' worth; a scan covers one, or a few with its layers.
 */
export const OCR_MAX_PAGE_AREAS = 50;
/**
 * The most pixels one page's draws may copy of their pictures, summed over draws (DrawnPixels).
 * pdf.js copies a picture's every pixel to draw it, at any size: one 7,000 x 7,000 picture drawn
 * ten times as two-point squares covers almost nothing (OCR_MAX_PAGE_AREAS) and counts once among
 * the pictures (OCR_MAX_PAGE_PICTURE_PIXELS), yet rendered in 158 s under load (one draw: 15 s;
 * 3,999 draws would take most of a day). Twice OCR_MAX_PAGE_PICTURE_PIXELS, so every page that
 * draws each of its pictures once is still read; the busiest page among 214 real PDFs (the 78
 * publishers' and OCR tuning papers, the table suites' 136) copies 27 M (bench/ocrDrawnPixels.ts).
 */
export const OCR_MAX_PAGE_DRAWN_PIXELS = 2 * OCR_MAX_PAGE_PICTURE_PIXELS;

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
export async function renderPageImage(doc: PDFDocumentProxy, n: number, drawsAnything: () => Promise<boolean>, jpegFrames: JpegFramesBySize = new Map()): Promise<PageImage> {
  const page = await doc.getPage(n);
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
    if (pixels > OCR_MAX_PAGE_PICTURE_PIXELS) throw PictureUnreadableError.tooLarge(`its pictures together hold ${Math.round(pixels / 1e6)} million pixels, more than the ${OCR_MAX_PAGE_PICTURE_PIXELS / 1e6} million a page may`);
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
    const undecoded = warnings.find((w) => /Unable to decode image|JpegError|JpxError|Jbig2Error|CCITT/i.test(w));
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
 * The PGM of a page that draws one picture alone, from the picture's decoded pixels (see
 * imagePgm), or null when the picture is in a form that path does not read, or drawn under a
 * clip that cuts it: the page is then rendered. A picture pdf.js could not decode fails the page
 * as rendering does.
 */
async function soleImagePgm(page: PDFPageProxy, sole: ReturnType<typeof soleImage> & object, viewport: Matrix, width: number, height: number, warnings: readonly string[]): Promise<Uint8Array | null> {
  // pdf.js sends a picture apart from the operator list: wait for it as its renderer does.
  const image = (typeof sole.image === "string" ? await decodedObject(page, sole.image) : sole.image) as (DecodedImage & { bitmap?: unknown }) | null;
  if (!image) {
    const undecoded = warnings.find((w) => /Unable to decode image|JpegError|JpxError|Jbig2Error|CCITT/i.test(w));
    throw PictureUnreadableError.damaged(undecoded);
  }
  if (image.bitmap || !image.data) return null;
  if (sole.clip) {
    // A form's box that leaves the picture whole (within a point) clips nothing of it.
    const [x0, y0, x1, y1] = sole.clip;
    const corners = [
      [0, 0],
      [1, 1],
    ].map(([u, v]) => [sole.transform[0] * u! + sole.transform[2] * v! + sole.transform[4], sole.transform[1] * u! + sole.transform[3] * v! + sole.transform[5]]);
    const inside = corners.every(([x, y]) => x! >= x0 - 1 && x! <= x1 + 1 && y! >= y0 - 1 && y! <= y1 + 1);
    if (!inside) return null;
  }
  // Picture pixels (y down from its top row) to its unit square (y up), to the page, to the device.
  const toUnit: Matrix = [1 / image.width, 0, 0, -1 / image.height, 0, 1];
  return imagePgm(image, multiply(viewport, multiply(sole.transform, toUnit)), width, height);
}

function decodedObject(page: PDFPageProxy, id: string): Promise<unknown> {
  const objs = id.startsWith("g_") ? page.commonObjs : page.objs;
  return new Promise((resolve) => (objs as unknown as { get(id: string, callback: (data: unknown) => void): void }).get(id, resolve));
}

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

/** A page's picture that could not be decoded for OCR (too large, or damaged). */
export class PictureUnreadableError extends Error {
  override readonly name = "PictureUnreadableError";
  /** What pdf.js said of a damaged picture, in its own words: for the log, not for the user. */
  readonly detail: string | undefined;
  constructor(message: string, detail?: string) {
    super(message);
    this.detail = detail;
  }

  /** Too large for the bounds here: `why` says which. */
  static tooLarge(why: string): PictureUnreadableError {
    return new PictureUnreadableError(`its picture could not be read (${why})`);
  }

  /** A page drawing more pictures than `max`: counted while pdf.js lists them, and stopped there. */
  static tooMany(max: number): PictureUnreadableError {
    return new PictureUnreadableError(`it draws more than ${max.toLocaleString("en-US")} pictures, too many to read`);
  }

  /** A page drawing its pictures more than `max` times in all (one picture repeated counts each time). */
  static drawnTooOften(max: number): PictureUnreadableError {
    return new PictureUnreadableError(`it draws its pictures more than ${max.toLocaleString("en-US")} times, too many to read`);
  }

  /** A page whose pictures, drawn, cover more than `max` times its own area (counted only until past it). */
  static drawnOverTooLarge(max: number): PictureUnreadableError {
    return new PictureUnreadableError(`it draws its pictures over an area more than ${max.toLocaleString("en-US")} times the page's, too much to read`);
  }

  /** A page whose draws copy more than `max` of their pictures' pixels in all (a large picture drawn again and again, however small). */
  static copiedTooMuch(max: number): PictureUnreadableError {
    return new PictureUnreadableError(`it draws its pictures again and again, more than ${(max / 1e6).toLocaleString("en-US")} million pixels in all, too much to read`);
  }

  /** A picture pdf.js could not decode, told in the app's words with the picture's kind; pdf.js's own (`words`) kept as the detail. */
  static damaged(words: string | undefined): PictureUnreadableError {
    const kind = PICTURE_KINDS.find(([pattern]) => pattern.test(words ?? ""))?.[1];
    return new PictureUnreadableError(`its picture is damaged and cannot be read${kind ? ` (${kind})` : ""}`, words?.replace(/^Warning:\s*/, "") ?? "pdf.js decoded nothing");
  }
}

/** pdf.js names the decoder that failed in its error's name; the user is told the picture's format. */
const PICTURE_KINDS: [RegExp, string][] = [
  [/JpegError/, "JPEG"],
  [/JpxError/, "JPEG 2000"],
  [/Jbig2Error/, "JBIG2"],
  [/CCITT/i, "CCITT fax"],
];
