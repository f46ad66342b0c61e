import zlib from "node:zlib";
import { createCanvas } from "@napi-rs/canvas";
import { pdfFromObjects, pdfStream } from "./rawPdf.ts";

/** A picture's stream: its dictionary entries (besides /Type /XObject /Subtype /Image) and bytes. */
export interface PictureStream {
  dictionary: string;
  bytes: Uint8Array;
}

const u16 = (n: number) => [(n >> 8) & 0xff, n & 0xff];
const u32 = (n: number) => [(n >>> 24) & 0xff, (n >> 16) & 0xff, (n >> 8) & 0xff, n & 0xff];

/**
 * A real JPEG (grey, encoded by @napi-rs/canvas) whose frame header is changed to declare `side` x
 * `side` pixels (at most 65,535); the PDF dictionary says `dictionarySide` (the same unless given):
 * pdf.js sizes its decoding from the frame header.
 */
export function hugeJpeg(side: number, dictionarySide = side): PictureStream {
  const canvas = createCanvas(64, 64);
  const context = canvas.getContext("2d");
  context.fillStyle = "#888";
  context.fillRect(0, 0, 64, 64);
  const jpeg = Buffer.from(canvas.encodeSync("jpeg", 90));
  for (let i = 2; i + 4 < jpeg.length; i += 2 + jpeg.readUInt16BE(i + 2)) {
    if (jpeg[i + 1]! >= 0xc0 && jpeg[i + 1]! <= 0xc2) {
      jpeg.writeUInt16BE(side, i + 5);
      jpeg.writeUInt16BE(side, i + 7);
      break;
    }
  }
  return { dictionary: `/Width ${dictionarySide} /Height ${dictionarySide} /ColorSpace /DeviceGray /BitsPerComponent 8 /Filter /DCTDecode`, bytes: new Uint8Array(jpeg) };
}

/** A JPEG 2000 codestream whose size marker declares `side` x `side` grey pixels in one tile, and nothing more to read. */
export function hugeJpx(side: number): PictureStream {
  const siz = [0xff, 0x51, ...u16(41), 0x00, 0x00, ...u32(side), ...u32(side), ...u32(0), ...u32(0), ...u32(side), ...u32(side), ...u32(0), ...u32(0), ...u16(1), 0x07, 0x01, 0x01];
  const cod = [0xff, 0x52, ...u16(12), 0x00, 0x00, ...u16(1), 0x00, 0x05, 0x04, 0x04, 0x00, 0x01];
  const qcd = [0xff, 0x5c, ...u16(4), 0x40, 0x48];
  const bytes = new Uint8Array([0xff, 0x4f, ...siz, ...cod, ...qcd, 0xff, 0xd9]);
  return { dictionary: `/Width ${side} /Height ${side} /ColorSpace /DeviceGray /BitsPerComponent 8 /Filter /JPXDecode`, bytes };
}

/** An embedded JBIG2 stream whose page information segment declares `side` x `side` pixels, then ends its page. */
export function hugeJbig2(side: number): PictureStream {
  const pageInfo = [...u32(0), 48, 0x00, 0x01, ...u32(19), ...u32(side), ...u32(side), ...u32(0), ...u32(0), 0x00, ...u16(0)];
  const endOfPage = [...u32(1), 49, 0x00, 0x01, ...u32(0)];
  return { dictionary: `/Width ${side} /Height ${side} /ColorSpace /DeviceGray /BitsPerComponent 1 /Filter /JBIG2Decode`, bytes: new Uint8Array([...pageInfo, ...endOfPage]) };
}

/** A CCITT group 4 stream declared `side` x `side` pixels, holding only its end-of-block code. */
export function hugeCcitt(side: number): PictureStream {
  return { dictionary: `/Width ${side} /Height ${side} /ColorSpace /DeviceGray /BitsPerComponent 1 /Filter /CCITTFaxDecode /DecodeParms << /K -1 /Columns ${side} /Rows ${side} >>`, bytes: new Uint8Array([0x00, 0x10, 0x01, 0x00, 0x10, 0x01]) };
}

/** `count` grey Flate pictures of `side` x `side` pixels sharing one packed stream's bytes (each its own object). */
export function largeFlatePictures(count: number, side: number): PictureStream[] {
  const packed = zlib.deflateSync(zlib.deflateSync(Buffer.alloc(side * side, 0x80), { level: 9 }), { level: 9 });
  return Array.from({ length: count }, () => ({ dictionary: `/Width ${side} /Height ${side} /ColorSpace /DeviceGray /BitsPerComponent 8 /Filter [/FlateDecode /FlateDecode]`, bytes: packed }));
}

const escape = (text: string) => text.replace(/[\\()]/g, (c) => `\\${c}`);
const textLines = (lines: readonly { text: string; y: number; size?: number }[]) => lines.map((l) => `BT /F1 ${l.size ?? 10} Tf 72 ${l.y} Td (${escape(l.text)}) Tj ET\n`).join("");

/** The body sentences each page of the paper prints (the text an import must still read). */
export const BODY_SENTENCES = [
  "Soil cores were taken from twelve plots across the northern field in early spring.",
  "Each core was dried, sieved and weighed before its nitrogen content was measured.",
  "The plots that received compost held more nitrogen than the plots left bare.",
  "We repeated the measurement after the harvest to see whether the difference lasted.",
];

/**
 * A born-digital paper in Helvetica (its text read without OCR) whose later pages each print a
 * table caption with the given pictures drawn in the space below it: where the import looks for
 * a table printed as a picture, so it reads where those pictures are.
 */
export function paperWithPictures(pages: readonly (readonly PictureStream[])[]): Uint8Array {
  const pageCount = 1 + pages.length;
  const kids = Array.from({ length: pageCount }, (_, i) => `${3 + i} 0 R`).join(" ");
  const firstContent = 3 + pageCount;
  const font = firstContent + pageCount;
  let next = font + 1;
  const pageObjects: string[] = [];
  const contents: Uint8Array[] = [];
  const pictures: Uint8Array[] = [];
  const first = textLines([{ text: "Nitrogen held by composted soils", y: 720, size: 16 }, ...BODY_SENTENCES.map((text, i) => ({ text, y: 680 - 16 * i }))]);
  pageObjects.push(`<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 ${font} 0 R >> >> /Contents ${firstContent} 0 R >>`);
  contents.push(pdfStream("", Buffer.from(first, "latin1")));
  pages.forEach((drawn, p) => {
    const names = drawn.map((_, i) => `/Im${i} ${next + i} 0 R`).join(" ");
    let content = textLines([{ text: `Table ${p + 1}. Nitrogen measured in each plot before and after the harvest`, y: 720 }]);
    // Each picture in the empty band under the caption, side by side.
    drawn.forEach((_, i) => (content += `q 40 0 0 40 ${72 + (i % 10) * 44} ${660 - Math.floor(i / 10) * 44} cm /Im${i} Do Q\n`));
    content += textLines(BODY_SENTENCES.map((text, i) => ({ text, y: 300 - 16 * i })));
    pageObjects.push(`<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 ${font} 0 R >> /XObject << ${names} >> >> /Contents ${firstContent + 1 + p} 0 R >>`);
    contents.push(pdfStream("", Buffer.from(content, "latin1")));
    for (const picture of drawn) pictures.push(pdfStream(`/Type /XObject /Subtype /Image ${picture.dictionary}`, picture.bytes));
    next += drawn.length;
  });
  return pdfFromObjects([
    "<< /Type /Catalog /Pages 2 0 R >>",
    `<< /Type /Pages /Kids [${kids}] /Count ${pageCount} >>`,
    ...pageObjects,
    ...contents,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>",
    ...pictures,
  ]);
}
