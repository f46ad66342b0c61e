import zlib from "node:zlib";
import { BINARY_PDF_HEADER, pdfFromObjects, pdfStream } from "./rawPdf.ts";
import type { RawImage } from "./scannedPdfs.ts";

/**
 * A two-page scan: page 1 is `scan` over the whole page, page 2 draws `count` grey pictures of
 * `side` x `side` (one grey packed twice with Flate: 49 M pixels in a few hundred bytes), each
 * its own object, each within OCR's picture limit, together far over a page's budget. `inline`:
 * the same pictures written into the page's content (BI ... ID ... EI, packed once with Flate).
 */
export function scanThenPicturesPdf(scan: RawImage, count: number, side: number, inline = false): Uint8Array {
  const packed = zlib.deflateSync(zlib.deflateSync(Buffer.alloc(side * side, 0x80), { level: 9 }), { level: 9 });
  const first = 8;
  const names = inline ? "" : Array.from({ length: count }, (_, i) => `/Im${i} ${first + i} 0 R`).join(" ");
  const once = inline ? zlib.deflateSync(Buffer.alloc(side * side, 0x80), { level: 9 }) : Buffer.alloc(0);
  const drawnInline = (i: number) => Buffer.concat([Buffer.from(`q 40 0 0 40 ${40 + i * 44} 400 cm BI /W ${side} /H ${side} /CS /G /BPC 8 /F /Fl ID `, "latin1"), once, Buffer.from("\nEI Q\n", "latin1")]);
  const drawn = inline ? Buffer.concat(Array.from({ length: count }, (_, i) => drawnInline(i))) : Buffer.from(Array.from({ length: count }, (_, i) => `q 40 0 0 40 ${40 + i * 44} 400 cm /Im${i} Do Q`).join("\n"), "latin1");
  return pdfFromObjects(
    [
      "<< /Type /Catalog /Pages 2 0 R >>",
      "<< /Type /Pages /Kids [3 0 R 5 0 R] /Count 2 >>",
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${scan.widthPt} ${scan.heightPt}] /Resources << /XObject << /Scan 7 0 R >> >> /Contents 4 0 R >>`,
      pdfStream("", Buffer.from(`q ${scan.widthPt} 0 0 ${scan.heightPt} 0 0 cm /Scan Do Q`, "latin1")),
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /XObject << ${names} >> >> /Contents 6 0 R >>`,
      pdfStream("", drawn),
      pdfStream(`/Type /XObject /Subtype /Image /Width ${scan.width} /Height ${scan.height} ${scan.dictionary}`, scan.bytes),
      ...Array.from({ length: inline ? 0 : count }, () => pdfStream(`/Type /XObject /Subtype /Image /Width ${side} /Height ${side} /ColorSpace /DeviceGray /BitsPerComponent 8 /Filter [/FlateDecode /FlateDecode]`, packed)),
    ],
    BINARY_PDF_HEADER,
  );
}
