import zlib from "node:zlib";
import { pdfFromObjects } from "./rawPdf.ts";

/**
 * PDFs built byte by byte to attack a reader (no PDF library makes these on purpose): each is a
 * valid file that pdf.js opens, with one page saying `PAGE_TEXT`.
 */
export const PAGE_TEXT = "The same page again";

/** A PDF of the given objects (1: the catalog), numbered in order, with a correct xref table. */
function rawPdf(objects: Buffer[]): Buffer {
  return Buffer.from(pdfFromObjects(objects, "%PDF-1.7\n"));
}

const text = (s: string) => Buffer.from(s, "latin1");
const FONT = text("<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>");
const CONTENT = `BT /F1 12 Tf 72 720 Td (${PAGE_TEXT}) Tj ET`;

/** Pages 2 0 R listing page 3 0 R `times` times; its content is object 4, its font 5. */
function onePageTree(times: number, content: Buffer): Buffer {
  const kids = Array.from({ length: times }, () => "3 0 R").join(" ");
  return rawPdf([
    text("<< /Type /Catalog /Pages 2 0 R >>"),
    text(`<< /Type /Pages /Kids [${kids}] /Count ${times} >>`),
    text("<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>"),
    content,
    FONT,
  ]);
}

function stream(data: Buffer, filters: string[] = []): Buffer {
  const filter = filters.length === 0 ? "" : ` /Filter [${filters.map((f) => `/${f}`).join(" ")}]`;
  return Buffer.concat([text(`<< /Length ${data.length}${filter} >>\nstream\n`), data, text("\nendstream")]);
}

/** One page object listed `times` times: a few bytes per page, so 600 KB lists 100,000 pages. */
export function repeatedPagePdf(times: number): Buffer {
  return onePageTree(times, stream(text(CONTENT)));
}

/**
 * One page whose content stream unpacks to its text followed by `unpackedBytes` of spaces,
 * compressed with Flate `layers` times (each layer up to about a thousandth of the one inside).
 */
export function compressedBombPdf(unpackedBytes: number, layers = 1): Buffer {
  let data = Buffer.concat([text(`${CONTENT}\n`), Buffer.alloc(unpackedBytes, " ")]);
  for (let i = 0; i < layers; i++) data = zlib.deflateSync(data, { level: 9 });
  return onePageTree(1, stream(data, Array.from({ length: layers }, () => "FlateDecode")));
}

/** One page whose content is split into `count` Flate streams, each unpacking to `eachBytes` (mostly spaces). */
export function manyStreamsPdf(count: number, eachBytes: number): Buffer {
  const packed = zlib.deflateSync(Buffer.alloc(eachBytes, " "), { level: 9 });
  const refs = Array.from({ length: count }, (_, i) => `${i + 6} 0 R`).join(" ");
  return rawPdf([
    text("<< /Type /Catalog /Pages 2 0 R >>"),
    text("<< /Type /Pages /Kids [3 0 R] /Count 1 >>"),
    text(`<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents [4 0 R ${refs}] /Resources << /Font << /F1 5 0 R >> >> >>`),
    stream(text(CONTENT)),
    FONT,
    ...Array.from({ length: count }, () => stream(packed, ["FlateDecode"])),
  ]);
}

/**
 * LZW codes for the page's text followed by at least `spaces` spaces, packed as little as LZW
 * allows: each code after the text names the sequence being defined (one space longer each
 * time) until the table is full, then its longest sequence (3,800 spaces in 12 bits) again.
 */
function lzwBomb(spaces: number): { packed: Buffer; unpackedBytes: number } {
  const codes: number[] = [...Buffer.from(`${CONTENT}\n`, "latin1"), 32];
  let nextCode = 258 + codes.length - 1;
  let lastLength = 1;
  let written = codes.length;
  while (nextCode < 4096) {
    codes.push(nextCode++);
    written += ++lastLength;
  }
  while (written < spaces) {
    codes.push(4095);
    written += lastLength;
  }
  codes.push(257);
  // Bits, most significant first; the code length grows as pdf.js grows it (EarlyChange 1).
  const out: number[] = [];
  let acc = 0;
  let bits = 0;
  let length = 9;
  let defined = 258;
  codes.forEach((code, i) => {
    acc = (acc << length) | code;
    bits += length;
    while (bits >= 8) {
      bits -= 8;
      out.push((acc >>> bits) & 0xff);
    }
    acc &= (1 << bits) - 1;
    if (i > 0) {
      defined++;
      const edge = defined + 1;
      if ((edge & (edge - 1)) === 0) length = Math.min(Math.log2(edge) + 1, 12);
    }
  });
  if (bits > 0) out.push((acc << (8 - bits)) & 0xff);
  return { packed: Buffer.from(out), unpackedBytes: written };
}

/**
 * One page whose LZW-packed content stream unpacks to its text followed by at least `spaces`
 * spaces (27 KB for 70 MB), and what it unpacks to, counted as it is packed.
 */
export function lzwBombPdf(spaces: number): { data: Buffer; unpackedBytes: number } {
  const { packed, unpackedBytes } = lzwBomb(spaces);
  return { data: onePageTree(1, stream(packed, ["LZWDecode"])), unpackedBytes };
}

/**
 * One page whose RunLength-packed content unpacks to its text followed by `spaces` spaces,
 * rounded up to 128 (2 bytes for each 128), and what it unpacks to.
 */
export function runLengthBombPdf(spaces: number): { data: Buffer; unpackedBytes: number } {
  const content = Buffer.from(`${CONTENT}\n`, "latin1");
  const runs = Buffer.alloc(Math.ceil(spaces / 128) * 2);
  for (let i = 0; i < runs.length; i += 2) {
    runs[i] = 129;
    runs[i + 1] = 32;
  }
  const packed = Buffer.concat([Buffer.from([content.length - 1]), content, runs, Buffer.from([128])]);
  return { data: onePageTree(1, stream(packed, ["RunLengthDecode"])), unpackedBytes: content.length + (runs.length / 2) * 128 };
}

/** A one-page PDF holding a stream stored unpacked (no page draws it): `bytes` of "A" with no line end. */
export function longUnpackedStreamPdf(bytes: number): Buffer {
  return rawPdf([
    text("<< /Type /Catalog /Pages 2 0 R >>"),
    text("<< /Type /Pages /Kids [3 0 R] /Count 1 >>"),
    text("<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>"),
    stream(text(CONTENT)),
    FONT,
    stream(Buffer.alloc(bytes, "A")),
  ]);
}
