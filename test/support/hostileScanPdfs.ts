// Scanned pages made to hurt OCR: a picture that claims far more pixels than its bytes hold, a
// page of thousands of tiny pictures, a JPEG cut short. Each is a page of an image-only PDF
// (what OCR is given), built from the same raw streams as scannedPdfs.ts.
import zlib from "node:zlib";
import { createCanvas } from "@napi-rs/canvas";
import { BINARY_PDF_HEADER, pdfFromObjects, pdfStream } from "./rawPdf.ts";
import type { PageImage, RawImage } from "./scannedPdfs.ts";

const LETTER = { widthPt: 612, heightPt: 792 };

/** A grey `side` x `side` picture, white with a black diagonal line, stored whole (Flate): a large picture of a few KB. */
export function largeGreyPicture(side: number): RawImage {
  const pixels = Buffer.alloc(side * side, 0xff);
  for (let i = 0; i < side; i++) pixels[i * side + i] = 0;
  return { width: side, height: side, ...LETTER, dictionary: "/Filter /FlateDecode /ColorSpace /DeviceGray /BitsPerComponent 8", bytes: zlib.deflateSync(pixels) };
}

/** A white grey picture whose dictionary claims `side` x `side` pixels over a few bytes of Flate data. */
export function claimedHugePicture(side: number): RawImage {
  return { width: side, height: side, ...LETTER, dictionary: "/Filter /FlateDecode /ColorSpace /DeviceGray /BitsPerComponent 8", bytes: zlib.deflateSync(Buffer.alloc(64, 0xff)) };
}

/** A grey page picture stored as a JPEG (as a scanner stores pages), the stream the PDF holds. */
export function jpegPicture(image: PageImage, quality = 85): RawImage {
  if (image.kind !== "gray") throw new Error("jpegPicture takes a grey page picture");
  const canvas = createCanvas(image.width, image.height);
  const context = canvas.getContext("2d");
  const pixels = context.createImageData(image.width, image.height);
  image.data.forEach((grey, i) => pixels.data.set([grey, grey, grey, 255], i * 4));
  context.putImageData(pixels, 0, 0);
  const { width, height, widthPt, heightPt } = image;
  return { width, height, widthPt, heightPt, dictionary: "/Filter /DCTDecode /ColorSpace /DeviceRGB /BitsPerComponent 8", bytes: new Uint8Array(canvas.encodeSync("jpeg", quality)) };
}

/** A Letter page at 300 dpi in grey: thin grey lines every 40 rows on white (a few KB of Flate data). */
export function stripedPagePicture(): RawImage {
  const [width, height] = [2550, 3300];
  const pixels = Buffer.alloc(width * height, 0xff);
  for (let y = 0; y < height; y += 40) pixels.fill(0x80, y * width, (y + 2) * width);
  return { width, height, ...LETTER, dictionary: "/Filter /FlateDecode /ColorSpace /DeviceGray /BitsPerComponent 8", bytes: zlib.deflateSync(pixels) };
}

/** A JPEG page picture with only the first `fraction` of its bytes (a download or copy cut short). */
export function cutJpeg(image: RawImage, fraction: number): RawImage {
  return { ...image, bytes: image.bytes.slice(0, Math.round(image.bytes.length * fraction)) };
}

/**
 * One page of an image-only PDF: one picture filling it (drawn `draws` times over itself, once
 * unless told; or, given `drawnSide`, each draw a square of that many points in a grid), or
 * `count` tiny grey pictures in a grid.
 */
export type HostilePage = { picture: RawImage; draws?: number; drawnSide?: number } | { tinyPictures: number; text?: readonly string[] } | { repeatedPicture: number };

/**
 * An image-only PDF of Letter pages. A page of tiny pictures draws each of its 8 x 8 grey
 * pictures (each its own object) once, in a grid of 6 x 6 pt cells; a page of a repeated picture
 * draws one such picture (one object) `repeatedPicture` times in the same grid, as a tiled
 * background does. A page of tiny pictures may carry lines of `text` over them.
 */
export function hostileScanPdf(pages: readonly HostilePage[]): Uint8Array {
  const objects: (string | Uint8Array)[] = ["<< /Type /Catalog /Pages 2 0 R >>", ""];
  const kids: number[] = [];
  for (const page of pages) {
    const at = objects.length + 1;
    kids.push(at);
    const draws = "picture" in page ? 1 : "tinyPictures" in page ? page.tinyPictures : page.repeatedPicture;
    const pictures = "picture" in page ? [page.picture] : Array.from({ length: "tinyPictures" in page ? draws : 1 }, (_, i) => tinyPicture(i));
    const drawn = (i: number) => (pictures.length === 1 ? 0 : i);
    const w = ("picture" in page ? page.picture.widthPt : LETTER.widthPt).toFixed(2);
    const h = ("picture" in page ? page.picture.heightPt : LETTER.heightPt).toFixed(2);
    const names = pictures.map((_, i) => `/Im${i} ${at + 2 + i} 0 R`).join(" ");
    const perRow = Math.floor(LETTER.widthPt / 6);
    const content = "picture" in page ? Array.from({ length: page.draws ?? 1 }, (_, i) => `q ${pictureDrawn(page.drawnSide, i, w, h)} cm /Im0 Do Q`).join("\n") : Array.from({ length: draws }, (_, i) => `q 5 0 0 5 ${(i % perRow) * 6} ${Math.floor(i / perRow) * 6} cm /Im${drawn(i)} Do Q`).join("\n");
    // Lines of text over the pictures (Helvetica, one a line from the top): a born-digital page.
    const lines = "tinyPictures" in page ? (page.text ?? []) : [];
    const text = lines.length ? `\nBT /F1 11 Tf 14 TL 72 740 Td ${lines.map((line) => `(${line.replace(/[()\\]/g, "\\$&")}) Tj T*`).join(" ")} ET` : "";
    const font = lines.length ? " /Font << /F1 << /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >> >>" : "";
    objects.push(`<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${w} ${h}] /Resources << /XObject << ${names} >>${font} >> /Contents ${at + 1} 0 R >>`);
    objects.push(pdfStream("", Buffer.from(content + text, "latin1")));
    for (const picture of pictures) objects.push(pdfStream(`/Type /XObject /Subtype /Image /Width ${picture.width} /Height ${picture.height} ${picture.dictionary}`, picture.bytes));
  }
  objects[1] = `<< /Type /Pages /Count ${kids.length} /Kids [${kids.map((k) => `${k} 0 R`).join(" ")}] >>`;
  return pdfFromObjects(objects, BINARY_PDF_HEADER);
}

/**
 * Where draw `i` of a page's one picture goes: over the whole page, or a `side` point square in a
 * grid of cells one point larger, each a hair skewed (as a hostile file would): pdf.js folds a run
 * of unskewed draws of one picture into one operation that copies the picture once.
 */
function pictureDrawn(side: number | undefined, i: number, w: string, h: string): string {
  if (side === undefined) return `${w} 0 0 ${h} 0 0`;
  const perRow = Math.floor(LETTER.widthPt / (side + 1));
  return `${side} 0.001 0 ${side} ${(i % perRow) * (side + 1)} ${Math.floor(i / perRow) * (side + 1)}`;
}

/** An 8 x 8 grey picture, a different checker for each `seed`, so no two are one object's copies. */
function tinyPicture(seed: number): RawImage {
  const pixels = Buffer.alloc(64);
  for (let i = 0; i < 64; i++) pixels[i] = ((i + seed) * 37) % 256;
  return { width: 8, height: 8, ...LETTER, dictionary: "/Filter /FlateDecode /ColorSpace /DeviceGray /BitsPerComponent 8", bytes: zlib.deflateSync(pixels) };
}
