import { ImageKind } from "pdfjs-dist/legacy/build/pdf.mjs";
import { isAxisAligned, type Matrix } from "./soleImage.ts";

/** A picture as pdf.js decodes it in Node: rows of 1-bit grey, RGB or RGBA, top row first. */
export interface DecodedImage {
  width: number;
  height: number;
  kind: number;
  data: Uint8Array | Uint8ClampedArray;
  /** The PDF's /Interpolate: smooth when enlarged. */
  interpolate?: boolean;
}

/**
 * Device pixels per picture pixel above which pdf.js draws an enlarged picture without
 * smoothing (its getImageSmoothingEnabled: 96/72 at a pixel ratio of 1). Followed here, so a
 * 200 dpi scan reaches OCR at 300 dpi with the very pixels rendering gave it.
 */
const SMOOTHING_UP_TO = 96 / 72;

/** The header of a grey PGM `width` x `height`. */
export function pgmHeader(width: number, height: number): Uint8Array {
  return new TextEncoder().encode(`P5\n${width} ${height}\n255\n`);
}

/**
 * The page picture a renderer would paint for one picture drawn alone on white, as a grey PGM
 * of `width` x `height` device pixels, straight from the picture's decoded pixels: no canvas, no
 * RGBA copies of the page. `toDevice` maps picture pixels (x right, y down from the top row) to
 * device pixels; it must be axis-aligned (quarter turns and flips are followed). Pixels the
 * picture does not cover stay white. Grey is weighed as renderPageImage weighs a rendered page
 * (leptonica's 0.3 red, 0.5 green, 0.2 blue), a transparent pixel is blended on white. A picture
 * enlarged is sampled as pdf.js draws it (nearest pixel past 4/3, else bilinear), one made
 * smaller is averaged over the pixels each device pixel covers. Null when the picture is in a
 * form this does not read (the caller renders the page instead).
 */
export function imagePgm(image: DecodedImage, toDevice: Matrix, width: number, height: number): Uint8Array | null {
  if (!isAxisAligned(toDevice) || !image.data || !(image.width > 0) || !(image.height > 0)) return null;
  const header = pgmHeader(width, height);
  const pgm = new Uint8Array(header.length + width * height).fill(255);
  pgm.set(header);
  const out = pgm.subarray(header.length);
  const [a, b, c, d, e, f] = toDevice;
  // Quarter-turned: picture x runs along device y and picture y along device x.
  const swapped = Math.abs(a) + Math.abs(d) < Math.abs(b) + Math.abs(c);
  const alongX = swapped ? image.height : image.width;
  const alongY = swapped ? image.width : image.height;
  // Device x from picture (x or y): dx = sx * s + tx; device y likewise, with the picture's edges
  // put on whole device pixels as pdf.js draws it (drawImageAtIntegerCoords): a 300 dpi scan on a
  // page 3507.9 pixels tall fills 3508 rows one to one, not a shade smaller.
  const [sx, tx] = onWholePixels(swapped ? c : a, e, alongX);
  const [sy, ty] = onWholePixels(swapped ? b : d, f, alongY);
  // The picture fills the page one to one, upright (a scan at the resolution read): its grey is
  // the page, with no second page-sized copy.
  if (!swapped && sx === 1 && sy === 1 && tx === 0 && ty === 0 && image.width === width && image.height === height) return greyPixels(image, out) ? pgm : null;
  const grey = greyPixels(image, new Uint8Array(image.width * image.height));
  if (!grey) return null;
  const smooth = image.interpolate === true || (Math.abs(sx) <= SMOOTHING_UP_TO && Math.abs(sy) <= SMOOTHING_UP_TO);
  const columns = samples(width, sx, tx, alongX, smooth);
  const rows = samples(height, sy, ty, alongY, smooth);
  if (!swapped && columns.every((c) => !c || c.index.length === 1) && rows.every((r) => !r || r.index.length === 1)) {
    // One picture pixel to each device pixel (one to one, or enlarged without smoothing): copied.
    const from = Int32Array.from(columns, (c) => (c ? c.index[0]! : -1));
    for (let y = 0; y < height; y++) {
      const row = rows[y];
      if (!row) continue;
      const base = row.index[0]! * image.width;
      const at = y * width;
      for (let x = 0; x < width; x++) if (from[x]! >= 0) out[at + x] = grey[base + from[x]!]!;
    }
    return pgm;
  }
  const stride = image.width;
  // Enlarged with smoothing, sums are cut to whole levels as skia cuts them; averages are rounded.
  const cut = smooth && Math.abs(sx) > 1 && Math.abs(sy) > 1;
  for (let y = 0; y < height; y++) {
    const row = rows[y];
    if (!row) continue;
    for (let x = 0; x < width; x++) {
      const column = columns[x];
      if (!column) continue;
      // Source (picture) pixels and weights along each of its own axes.
      const [across, down] = swapped ? [row, column] : [column, row];
      let sum = 0;
      for (let j = 0; j < down.index.length; j++) {
        const base = down.index[j]! * stride;
        let line = 0;
        for (let i = 0; i < across.index.length; i++) line += grey[base + across.index[i]!]! * across.weight[i]!;
        sum += line * down.weight[j]!;
      }
      out[y * width + x] = Math.min(255, Math.max(0, cut ? Math.floor(sum + 1e-9) : Math.round(sum)));
    }
  }
  return pgm;
}

/** Scale and offset of an axis once the picture's two edges along it are rounded to whole pixels. */
function onWholePixels(scale: number, offset: number, size: number): [number, number] {
  const start = Math.round(offset);
  let end = Math.round(offset + scale * size);
  // Within a pixel of its own size the picture is drawn one to one: a page 2480.5 pixels wide
  // (papers-wide 32 at 300 dpi) rounds either way by float error, and a 2,481-pixel scan
  // squeezed into 2,480 would be resampled whole for one column.
  if (Math.abs(Math.abs(scale * size) - size) < 1) end = start + Math.sign(scale) * size;
  if (end === start) end = start + (Math.sign(scale) || 1);
  return [(end - start) / size, start];
}

/** The picture pixels (with weights summing to 1) one device pixel takes along one axis. */
interface Sample {
  index: number[];
  weight: number[];
}

/**
 * For each of `count` device pixels along an axis placed by `device = scale * source + offset`,
 * the source pixels it takes, or undefined where the picture does not reach.
 */
function samples(count: number, scale: number, offset: number, size: number, smooth: boolean): (Sample | undefined)[] {
  const result: (Sample | undefined)[] = [];
  const step = 1 / Math.abs(scale);
  for (let p = 0; p < count; p++) {
    const centre = (p + 0.5 - offset) / scale;
    if (centre < 0 || centre >= size) {
      result.push(undefined);
      continue;
    }
    if (step > 1) {
      // Smaller: the mean of the source pixels under the device pixel, each by how much of it lies there.
      const from = Math.max(0, centre - step / 2);
      const to = Math.min(size, centre + step / 2);
      const index: number[] = [];
      const weight: number[] = [];
      for (let s = Math.floor(from); s < to; s++) {
        const part = Math.min(s + 1, to) - Math.max(s, from);
        if (part > 0) {
          index.push(s);
          weight.push(part / (to - from));
        }
      }
      result.push({ index, weight });
    } else if (!smooth) {
      // A centre on the edge between two pixels takes the one before it, as skia does (a 200 dpi
      // Letter scan enlarged exactly 1.5 times puts every third centre there).
      result.push({ index: [Math.max(0, Math.ceil(centre) - 1)], weight: [1] });
    } else {
      // Bilinear between the two nearest pixel centres (one at the edges, and at an exact centre),
      // the fraction in sixteenths as skia's raster filter takes it (with the sum cut, not
      // rounded, below): so a 72 dpi scan enlarged to 300 dpi gets the pixels rendering gave it
      // (measured on the shared typewritten thesis: 3,509 of 25 million pixels differ, by rounding).
      const at = centre - 0.5;
      const low = Math.floor(at);
      const part = Math.floor((at - low) * 16) / 16;
      if (low < 0) result.push({ index: [0], weight: [1] });
      else if (low + 1 >= size || part === 0) result.push({ index: [low], weight: [1] });
      else result.push({ index: [low, low + 1], weight: [1 - part, part] });
    }
  }
  return result;
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
