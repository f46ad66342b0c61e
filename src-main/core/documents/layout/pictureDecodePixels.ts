/**
 * What decoding one picture costs, in pixels: the larger of its dictionary's /Width x /Height
 * and, for a JPEG, its frame header's, which is what pdf.js's JPEG decoder sizes its work by (a
 * dictionary may say 100 x 100 over a JPEG of 60,000 x 60,000). The one rule the import's
 * whole-file count (declaredPicturePixels) and OCR's page budget (picturePixels) both follow.
 */
export function pictureDecodePixels(width: number, height: number, jpegFramePixels = 0): number {
  return Math.max(width * height, jpegFramePixels);
}

/**
 * The JPEGs of a file whose frame header declares more than their dictionary, by the dictionary
 * size pdf.js's operator list reports for them ("WxH"): the list names a picture by an id of its
 * own, not by its object, so two such JPEGs declaring one size share the larger header.
 */
export type JpegFramesBySize = ReadonlyMap<string, number>;

export const sizeKey = (width: number, height: number): string => `${width}x${height}`;

/** Width x height from a JPEG's frame header (SOF0 to SOF15, not DHT/JPG/DAC), 0 when none is found before its scan. */
export function jpegFramePixels(text: string, start: number): number {
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

/** How far into a JPEG its frame header is looked for: after its tables and a few metadata segments. */
const JPEG_HEADER_WINDOW = 256 * 1024;
