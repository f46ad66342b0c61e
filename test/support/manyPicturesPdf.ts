import zlib from "node:zlib";
import { pdfFromObjects, pdfStream } from "./rawPdf.ts";

/**
 * A one-page PDF with no text that draws `count` grey pictures of `width` x `height` pixels, each
 * its own object, each drawn `timesDrawn` times: what a scan looks like to OCR, or (many large
 * ones) a picture bomb. The pixels are one grey packed twice with Flate, so even 400 pictures of
 * 49 M pixels fit in 200 KB.
 */
export function manyPicturesPdf(count: number, width: number, height: number, timesDrawn = 1): Uint8Array {
  const packed = zlib.deflateSync(zlib.deflateSync(Buffer.alloc(width * height, 0x80), { level: 9 }), { level: 9 });
  const first = 5;
  const names = Array.from({ length: count }, (_, i) => `/Im${i} ${first + i} 0 R`).join(" ");
  let content = "";
  for (let i = 0; i < count; i++) for (let t = 0; t < timesDrawn; t++) content += `q 40 0 0 40 ${40 + (i % 12) * 44} ${40 + t * 44 + Math.floor(i / 12) * 44 * timesDrawn} cm /Im${i} Do Q\n`;
  const objects: (string | Uint8Array)[] = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /XObject << ${names} >> >> /Contents 4 0 R >>`,
    pdfStream("", Buffer.from(content, "latin1")),
  ];
  for (let i = 0; i < count; i++) objects.push(pdfStream(`/Type /XObject /Subtype /Image /Width ${width} /Height ${height} /ColorSpace /DeviceGray /BitsPerComponent 8 /Filter [/FlateDecode /FlateDecode]`, packed));
  return pdfFromObjects(objects);
}
