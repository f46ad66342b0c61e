/**
 * A one-page PDF written byte by byte whose text is set in a CID font that is not embedded, with a
 * predefined CMap (UniJIS-UCS2-H) and no ToUnicode map, as Japanese and Chinese journals' PDFs
 * often are. Its text can be read only through the CMap files pdf.js ships (cmaps/): the codes
 * name Unicode through the predefined CMap, and the font's character collection (Adobe-Japan1)
 * maps its CIDs back to Unicode.
 */

import { pdfFromObjects } from "./rawPdf.ts";

const PAGE_HEIGHT = 792;

/** UTF-16BE hex of a line, the codes UniJIS-UCS2-H reads. */
function ucs2Hex(text: string): string {
  return [...text].map((ch) => ch.charCodeAt(0).toString(16).padStart(4, "0")).join("");
}

/** The PDF's bytes; each line is set at (x, y), y from the page's top, 11 points. */
export function predefinedCMapPdf(lines: { text: string; x: number; y: number }[]): Uint8Array {
  const content = ["BT", ...lines.map((l) => `/F1 11 Tf 1 0 0 1 ${l.x} ${PAGE_HEIGHT - l.y} Tm <${ucs2Hex(l.text)}> Tj`), "ET"].join("\n");
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 ${PAGE_HEIGHT}] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>`,
    "<< /Type /Font /Subtype /Type0 /BaseFont /KozMinPr6N-Regular /Encoding /UniJIS-UCS2-H /DescendantFonts [6 0 R] >>",
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    "<< /Type /Font /Subtype /CIDFontType0 /BaseFont /KozMinPr6N-Regular /CIDSystemInfo << /Registry (Adobe) /Ordering (Japan1) /Supplement 6 >> /FontDescriptor 7 0 R /DW 1000 /W [1 95 500] >>",
    "<< /Type /FontDescriptor /FontName /KozMinPr6N-Regular /Flags 6 /FontBBox [-200 -300 1200 900] /ItalicAngle 0 /Ascent 880 /Descent -120 /CapHeight 740 /StemV 80 >>",
  ];
  return pdfFromObjects(objects);
}
