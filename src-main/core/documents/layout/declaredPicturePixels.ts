/**
 * The pixels the pictures of a PDF declare, all of them together, read from the file's bytes
 * before pdf.js sees it: what decoding every picture would cost at most. A picture's size is the
 * larger of its dictionary's /Width x /Height and, for a JPEG, its frame header's, which is what
 * pdf.js's JPEG decoder sizes its work by (a dictionary may say 100 x 100 over a JPEG of
 * 60,000 x 60,000). A picture whose dictionary declares more than `maxImageSize` is left out:
 * pdf.js, given that bound, drops it without decoding it. A size given by reference counts as
 * `maxImageSize` (pdf.js reads it, and the bound holds).
 */
export function declaredPicturePixels(data: Uint8Array, maxImageSize: number): number {
  const text = Buffer.from(data.buffer, data.byteOffset, data.byteLength).toString("latin1");
  let pixels = 0;
  for (const match of text.matchAll(STREAM)) {
    if (text.slice(Math.max(0, match.index - 3), match.index) === "end") continue;
    const dictStart = text.lastIndexOf("obj", match.index);
    const dict = text.slice(Math.max(dictStart, match.index - DICT_WINDOW), match.index);
    if (!IMAGE.test(dict)) continue;
    const width = WIDTH.exec(dict)?.[1];
    const height = HEIGHT.exec(dict)?.[1];
    let picture = width && height ? Number(width) * Number(height) : maxImageSize;
    if (picture > maxImageSize) continue;
    if (DCT.test(dict)) picture = Math.max(picture, jpegFramePixels(text, match.index + match[0].length));
    pixels += picture;
  }
  return pixels;
}

const STREAM = /stream\r?\n/g;
const IMAGE = /\/Subtype\s*\/Image\b/;
/** A direct number; `/Width 12 0 R` (a reference) does not match and counts as unknown. */
const WIDTH = /\/(?:Width|W)\s+(\d+)(?!\s+\d+\s+R)\b/;
const HEIGHT = /\/(?:Height|H)\s+(\d+)(?!\s+\d+\s+R)\b/;
const DCT = /\/(?:DCTDecode|DCT)\b/;
/** How far before `stream` its dictionary is looked for (as streamBudget looks). */
const DICT_WINDOW = 4096;
/** How far into a JPEG its frame header is looked for: after its tables and a few metadata segments. */
const JPEG_HEADER_WINDOW = 256 * 1024;

/** Width x height from a JPEG's frame header (SOF0 to SOF15, not DHT/JPG/DAC), 0 when none is found before its scan. */
function jpegFramePixels(text: string, start: number): number {
  if (text.charCodeAt(start) !== 0xff || text.charCodeAt(start + 1) !== 0xd8) return 0;
  const end = Math.min(text.length, start + JPEG_HEADER_WINDOW);
  const u16 = (at: number) => (text.charCodeAt(at) << 8) | text.charCodeAt(at + 1);
  for (let at = start + 2; at + 9 < end; ) {
    if (text.charCodeAt(at) !== 0xff) return 0;
    const marker = text.charCodeAt(at + 1);
    if (marker === 0xff) {
      at++;
      continue;
    }
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) return u16(at + 5) * u16(at + 7);
    if (marker === 0xda || marker === 0xd9) return 0;
    at += 2 + u16(at + 2);
  }
  return 0;
}
