/**
 * A many-page PDF written object by object whose pages share three fonts: body text in Helvetica,
 * headings in Helvetica-Bold, and tables in Times-Roman whose ToUnicode map reads chosen capitals
 * as lower case (the glyphs drawn, and their names in the encoding, are the capitals). Each page
 * lists its pieces in drawing order, so which font a page meets first is the caller's choice: a
 * worker that reads the pages from the back then meets the fonts in another order than one that
 * reads them from the front.
 */

import { escapePdfText as escape, pdfFromObjects } from "./rawPdf.ts";
import { loweringToUnicode } from "./recasedFontPdf.ts";

export type SharedFont = "body" | "heading" | "table";

/** One line of text at (x, y), y from the page's top. */
export interface Piece {
  font: SharedFont;
  text: string;
  x: number;
  y: number;
  size?: number;
}

export interface SharedFontsPage {
  pieces: Piece[];
  /** Horizontal rules (a table's), y from the page's top. */
  rules?: { x0: number; x1: number; y: number }[];
}

const PAGE_HEIGHT = 792;
const RESOURCE: Record<SharedFont, string> = { body: "F1", heading: "F2", table: "F3" };

/** The PDF's bytes; `lowered` are the capitals the table font's ToUnicode map reads as lower case. */
export function sharedFontsPdf(pages: SharedFontsPage[], lowered: string): Uint8Array {
  // 1 catalogue, 2 page tree, 3-5 fonts, 6 the ToUnicode map, then each page and its content.
  const firstPage = 7;
  const kids = pages.map((_, i) => `${firstPage + 2 * i} 0 R`).join(" ");
  const cmap = loweringToUnicode(lowered);
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    `<< /Type /Pages /Kids [${kids}] /Count ${pages.length} >>`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>",
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>",
    "<< /Type /Font /Subtype /Type1 /BaseFont /Times-Roman /Encoding /WinAnsiEncoding /ToUnicode 6 0 R >>",
    `<< /Length ${cmap.length} >>\nstream\n${cmap}\nendstream`,
  ];
  for (const [i, page] of pages.entries()) {
    const content = [
      "BT",
      ...page.pieces.map((p) => `/${RESOURCE[p.font]} ${p.size ?? 10} Tf 1 0 0 1 ${p.x} ${PAGE_HEIGHT - p.y} Tm (${escape(p.text)}) Tj`),
      "ET",
      "0.6 w",
      ...(page.rules ?? []).map((r) => `${r.x0} ${PAGE_HEIGHT - r.y} m ${r.x1} ${PAGE_HEIGHT - r.y} l S`),
    ].join("\n");
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 ${PAGE_HEIGHT}] /Resources << /Font << /F1 3 0 R /F2 4 0 R /F3 5 0 R >> >> /Contents ${firstPage + 2 * i + 1} 0 R >>`,
      `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    );
  }
  return pdfFromObjects(objects);
}
