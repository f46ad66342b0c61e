import { jpegFramePixels, pictureDecodePixels, sizeKey, type JpegFramesBySize } from "./pictureDecodePixels.ts";

/** One picture as the file's bytes declare it. */
export interface DeclaredPicture {
  /** The dictionary's /Width and /Height; undefined when given by reference (pdf.js reads it). */
  width?: number;
  height?: number;
  /** A JPEG's frame header width x height; 0 for other pictures or when none is found. */
  jpegFramePixels: number;
}

/**
 * Every picture a PDF declares, read from the file's bytes before pdf.js sees it (pdf.js takes
 * the bytes over and decodes pictures without a bound on their frame headers).
 */
export function declaredPictures(data: Uint8Array): DeclaredPicture[] {
  const text = Buffer.from(data.buffer, data.byteOffset, data.byteLength).toString("latin1");
  const pictures: DeclaredPicture[] = [];
  for (const match of text.matchAll(STREAM)) {
    if (text.slice(Math.max(0, match.index - 3), match.index) === "end") continue;
    const dictStart = text.lastIndexOf("obj", match.index);
    const dict = text.slice(Math.max(dictStart, match.index - DICT_WINDOW), match.index);
    if (!IMAGE.test(dict)) continue;
    const width = WIDTH.exec(dict)?.[1];
    const height = HEIGHT.exec(dict)?.[1];
    const frame = DCT.test(dict) ? jpegFramePixels(text, match.index + match[0].length) : 0;
    pictures.push(width && height ? { width: Number(width), height: Number(height), jpegFramePixels: frame } : { jpegFramePixels: frame });
  }
  return pictures;
}

/**
 * The pixels the pictures of a PDF declare, all of them together: what decoding every picture
 * would cost at most (pictureDecodePixels). A picture whose dictionary declares more than
 * `maxImageSize` is left out: pdf.js, given that bound, drops it without decoding it. A size
 * given by reference counts as `maxImageSize` (pdf.js reads it, and the bound holds).
 */
export function declaredPicturePixels(pictures: readonly DeclaredPicture[], maxImageSize: number): number {
  let pixels = 0;
  for (const { width, height, jpegFramePixels: frame } of pictures) {
    if (width === undefined || height === undefined) {
      pixels += Math.max(maxImageSize, frame);
      continue;
    }
    if (width * height > maxImageSize) continue;
    pixels += pictureDecodePixels(width, height, frame);
  }
  return pixels;
}

/** The JPEGs whose frame header declares more than their dictionary, for OCR's page budget (picturePixels). */
export function jpegFramesBySize(pictures: readonly DeclaredPicture[]): JpegFramesBySize {
  const frames = new Map<string, number>();
  for (const { width, height, jpegFramePixels: frame } of pictures) {
    if (width === undefined || height === undefined || frame <= width * height) continue;
    const key = sizeKey(width, height);
    frames.set(key, Math.max(frames.get(key) ?? 0, frame));
  }
  return frames;
}

const STREAM = /stream\r?\n/g;
const IMAGE = /\/Subtype\s*\/Image\b/;
/** A direct number; `/Width 12 0 R` (a reference) does not match and counts as unknown. */
const WIDTH = /\/(?:Width|W)\s+(\d+)(?!\s+\d+\s+R)\b/;
const HEIGHT = /\/(?:Height|H)\s+(\d+)(?!\s+\d+\s+R)\b/;
const DCT = /\/(?:DCTDecode|DCT)\b/;
/** How far before `stream` its dictionary is looked for (as streamBudget looks). */
const DICT_WINDOW = 4096;
