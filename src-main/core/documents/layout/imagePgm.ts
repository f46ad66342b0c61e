import { ImageKind } from "pdfjs-dist/legacy/build/pdf.mjs";
import type { Matrix } from "./affine.ts";
import { isAxisAligned } from "./soleImage.ts";

/** A picture as pdf.js decodes it in Node: rows of 1-bit grey, RGB or RGBA, top row first. */
export interface DecodedImage {
  width: number;
  height: number;
  kind: number;
  data: Uint8Array | Uint8ClampedArray;
}

/** The header of a grey PGM `width` x `height`. */
export function pgmHeader(width: number, height: number): Uint8Array {
  return new TextEncoder().encode(`P5\n${width} ${height}\n255\n`);
}

/**
 * The page picture a renderer would paint for one picture drawn alone on white, as a grey PGM
 * of `width` x `height` device pixels, straight from the picture's decoded pixels: no canvas, no
 * RGBA copies of the page. `toDevice` maps picture pixels (x right, y down from the top row) to
 * device pixels; quarter turns and flips are followed. Grey is weighed as renderPageImage weighs
 * a rendered page (leptonica's 0.3 red, 0.5 green, 0.2 blue), a transparent pixel is blended on
 * white; pixels the picture does not cover stay white.
 *
 * Only a picture drawn one to one (its edges on whole device pixels, each picture pixel one
 * device pixel, as pdf.js then draws it) is read so; null otherwise, and the caller renders the
 * page. A picture pdf.js enlarges or shrinks is resampled by skia, whose ties and rounding this
 * did not copy to the pixel: on papers-wide 32 at 200 dpi the 0.7% of pixels that differed moved
 * tesseract's body text from 91.1% to 82.4% (Round 19), so every such page is rendered as before.
 */
export function imagePgm(image: DecodedImage, toDevice: Matrix, width: number, height: number): Uint8Array | null {
  if (!isAxisAligned(toDevice) || !image.data || !(image.width > 0) || !(image.height > 0)) return null;
  const [a, b, c, d, e, f] = toDevice;
  // Quarter-turned: picture x runs along device y and picture y along device x.
  const swapped = Math.abs(a) + Math.abs(d) < Math.abs(b) + Math.abs(c);
  const alongX = swapped ? image.height : image.width;
  const alongY = swapped ? image.width : image.height;
  const x = oneToOne(swapped ? c : a, e, alongX);
  const y = oneToOne(swapped ? b : d, f, alongY);
  if (!x || !y) return null;
  const header = pgmHeader(width, height);
  const pgm = new Uint8Array(header.length + width * height).fill(255);
  pgm.set(header);
  const out = pgm.subarray(header.length);
  // The picture fills the page upright (a scan at the resolution read): its grey is the page,
  // with no second page-sized copy.
  if (!swapped && x.step === 1 && y.step === 1 && x.start === 0 && y.start === 0 && image.width === width && image.height === height) return greyPixels(image, out) ? pgm : null;
  const grey = greyPixels(image, new Uint8Array(image.width * image.height));
  if (!grey) return null;
  // For each device column and row, the picture's column or row along that axis (-1: not covered).
  const along = (axis: { start: number; step: number }, count: number, size: number) =>
    Int32Array.from({ length: count }, (_, p) => {
      const s = axis.step > 0 ? p - axis.start : axis.start - 1 - p;
      return s >= 0 && s < size ? s : -1;
    });
  const columns = along(x, width, alongX);
  const rows = along(y, height, alongY);
  const stride = image.width;
  for (let py = 0; py < height; py++) {
    const row = rows[py]!;
    if (row < 0) continue;
    for (let px = 0; px < width; px++) {
      const column = columns[px]!;
      if (column >= 0) out[py * width + px] = swapped ? grey[column * stride + row]! : grey[row * stride + column]!;
    }
  }
  return pgm;
}

/**
 * Where a picture's axis starts on the device and which way it runs, when pdf.js draws it one to
 * one: its edges rounded to whole pixels as pdf.js rounds them (drawImageAtIntegerCoords) span
 * exactly its pixels (a 2,480-pixel scan on a page 2,480.3 pixels wide). An edge on a half pixel
 * (2,480.5 for a 2,481-pixel scan, papers-wide 32) is left to the renderer, which may round it
 * either way.
 */
function oneToOne(scale: number, offset: number, size: number): { start: number; step: 1 | -1 } | null {
  const span = scale * size;
  // An edge a hair from half a pixel rounds either way by float error.
  const onHalf = (v: number) => Math.abs(Math.abs(v - Math.round(v)) - 0.5) < 0.01;
  if (onHalf(offset) || onHalf(offset + span)) return null;
  const start = Math.round(offset);
  if (Math.abs(Math.round(offset + span) - start) !== size) return null;
  return { start, step: span > 0 ? 1 : -1 };
}

/** The picture's pixels in grey, one byte each, written into `grey`; null for a form this does not read. */
function greyPixels(image: DecodedImage, grey: Uint8Array): Uint8Array | null {
  const { width, height, kind, data } = image;
  const count = width * height;
  if (kind === ImageKind.GRAYSCALE_1BPP) {
    // A set bit is white (pdf.js has applied the /Decode array already); rows start on a byte.
    const rowBytes = (width + 7) >> 3;
    if (data.length < rowBytes * height) return null;
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) grey[y * width + x] = (data[y * rowBytes + (x >> 3)]! >> (7 - (x & 7))) & 1 ? 255 : 0;
    }
  } else if (kind === ImageKind.RGB_24BPP) {
    if (data.length < count * 3) return null;
    for (let i = 0, s = 0; i < count; i++, s += 3) grey[i] = (77 * data[s]! + 128 * data[s + 1]! + 51 * data[s + 2]! + 128) >> 8;
  } else if (kind === ImageKind.RGBA_32BPP) {
    if (data.length < count * 4) return null;
    for (let i = 0, s = 0; i < count; i++, s += 4) {
      const alpha = data[s + 3]!;
      // Painted over the white page: each channel blended with white by its alpha.
      const on = (v: number) => (v * alpha + 255 * (255 - alpha) + 127) / 255;
      grey[i] = alpha === 255 ? (77 * data[s]! + 128 * data[s + 1]! + 51 * data[s + 2]! + 128) >> 8 : (77 * on(data[s]!) + 128 * on(data[s + 1]!) + 51 * on(data[s + 2]!) + 128) >> 8;
    }
  } else return null;
  return grey;
}
