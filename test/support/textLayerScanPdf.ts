/**
 * Scans with a text layer beside them, as users meet them: a scanned page whose text layer is
 * drawn in a font that maps every glyph to U+FFFD (a converter that lost the fonts' Unicode: the
 * words are there, the text says nothing), and a mixed PDF whose other pages are set in type. Each
 * page is either a picture filling the page (with the broken layer over it, invisible, as
 * scanners' own OCR layers are) or lines of Helvetica.
 */
import { escapePdfText, pdfFromObjects, pdfStream, toUnicodeCMap, BINARY_PDF_HEADER } from "./rawPdf.ts";
import type { RawImage } from "./scannedPdfs.ts";

export type LayeredPage = { picture: RawImage; brokenLayer?: string[] } | { typeset: string[] };

/** Every printable one-byte code read as the replacement character. */
const REPLACEMENT_MAP = toUnicodeCMap(Array.from({ length: 0x7f - 0x20 }, (_, i) => `<${(0x20 + i).toString(16)}> <fffd>`));

/** Lines of 11 pt Helvetica from the top left, in render mode 3 (invisible) when asked. */
function textLines(font: string, lines: string[], heightPt: number, invisible: boolean): string {
  const body = lines.map((line, i) => `1 0 0 1 72 ${(heightPt - 90 - i * 15).toFixed(2)} Tm (${escapePdfText(line)}) Tj`).join("\n");
  return `BT /${font} 11 Tf ${invisible ? "3 Tr " : ""}${body} ET`;
}

export function layeredPdf(pages: LayeredPage[]): Uint8Array {
  // 1 catalog, 2 pages, 3 Helvetica, 4 Helvetica read as U+FFFD, 5 its map; then 3 objects a page.
  const first = 6;
  const pageObject = (i: number) => first + i * 3;
  const fonts = "/Font << /F1 3 0 R /F2 4 0 R >>";
  const objects = pages.flatMap((page, i) => {
    const n = pageObject(i);
    if ("typeset" in page) {
      return [`<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << ${fonts} >> /Contents ${n + 2} 0 R >>`, "<< >>", pdfStream("", Buffer.from(textLines("F1", page.typeset, 792, false), "latin1"))];
    }
    const { picture } = page;
    const w = picture.widthPt.toFixed(2);
    const h = picture.heightPt.toFixed(2);
    const layer = page.brokenLayer ? `\n${textLines("F2", page.brokenLayer, picture.heightPt, true)}` : "";
    return [
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${w} ${h}] /Resources << /XObject << /Im0 ${n + 1} 0 R >> ${fonts} >> /Contents ${n + 2} 0 R >>`,
      pdfStream(`/Type /XObject /Subtype /Image /Width ${picture.width} /Height ${picture.height} ${picture.dictionary}`, picture.bytes),
      pdfStream("", Buffer.from(`q ${w} 0 0 ${h} 0 0 cm /Im0 Do Q${layer}`, "latin1")),
    ];
  });
  return pdfFromObjects(
    [
      "<< /Type /Catalog /Pages 2 0 R >>",
      `<< /Type /Pages /Count ${pages.length} /Kids [${pages.map((_, i) => `${pageObject(i)} 0 R`).join(" ")}] >>`,
      "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>",
      "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding /ToUnicode 5 0 R >>",
      pdfStream("", Buffer.from(REPLACEMENT_MAP, "latin1")),
      ...objects,
    ],
    BINARY_PDF_HEADER,
  );
}
