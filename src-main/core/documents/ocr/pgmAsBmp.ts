/** A grey PGM's header as the renderer writes it (pgmHeader): "P5", width, height, 255, one byte a pixel. */
const PGM_HEADER = /^P5\s+(\d+)\s+(\d+)\s+255\s/;
const FILE_HEADER = 14;
const INFO_HEADER = 40;
const PALETTE = 256 * 4;

/**
 * The same grey pixels as an 8-bit BMP with a grey palette, for the tesseract command; any other
 * picture is given back as it is. Why: leptonica reads a PGM one byte at a time through `fread`,
 * which took 2.7-5.8% of the command's CPU for a 300 dpi page (perf, Round 35), and a BMP in one
 * read (1-2.5% with turning its palette into grey). The file holds no resolution, as the PGM
 * held none, so tesseract estimates the page's resolution the same way; it read the same words
 * with the same confidences from both (docs/ocr.md, "Round 35: OCR speed").
 */
export function pgmAsBmp(image: Uint8Array): Uint8Array {
  const header = PGM_HEADER.exec(new TextDecoder("latin1").decode(image.subarray(0, 64)));
  if (!header) return image;
  const width = Number(header[1]);
  const height = Number(header[2]);
  const start = header[0].length;
  if (!(width > 0 && height > 0) || image.length < start + width * height) return image;
  // BMP rows are padded to four bytes and stored bottom row first.
  const stride = (width + 3) & ~3;
  const offset = FILE_HEADER + INFO_HEADER + PALETTE;
  const bmp = new Uint8Array(offset + stride * height);
  const view = new DataView(bmp.buffer);
  bmp[0] = 0x42; // "B"
  bmp[1] = 0x4d; // "M"
  view.setUint32(2, bmp.length, true);
  view.setUint32(10, offset, true);
  view.setUint32(14, INFO_HEADER, true);
  view.setInt32(18, width, true);
  view.setInt32(22, height, true);
  view.setUint16(26, 1, true); // planes
  view.setUint16(28, 8, true); // bits a pixel
  view.setUint32(34, stride * height, true);
  view.setUint32(46, 256, true); // palette entries; resolution (38, 42) left 0: none
  for (let i = 0; i < 256; i++) bmp.fill(i, FILE_HEADER + INFO_HEADER + i * 4, FILE_HEADER + INFO_HEADER + i * 4 + 3);
  for (let y = 0; y < height; y++) bmp.set(image.subarray(start + y * width, start + (y + 1) * width), offset + (height - 1 - y) * stride);
  return bmp;
}
