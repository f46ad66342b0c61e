/**
 * A generated page of chemical formulas with subscript digits, the marks OCR reads as "," or ";"
 * ("ZnSO4" read "ZnSO,", "P2" read "P,"): each formula's digit set smaller and dropped below the
 * baseline as journals set them (Times at 0.58 of the type size, Helvetica at 0.7), in 9 and 10.5
 * pt, in sentences whose other words end in real commas ("with P2 in it, with ..."). On clean 300
 * and 200 dpi scans of it tesseract read nearly every subscript as a comma. The text is our own.
 */
import type { PdfKitDocument } from "./pdfkit.ts";
import { LETTER, letterDocument } from "./letterDocument.ts";

/** The formulas drawn: letters, then the subscript digit. */
export const FORMULAS: readonly (readonly [string, string])[] = [
  ["ZnSO", "4"],
  ["P", "2"],
  ["CDCl", "3"],
  ["H", "2"],
  ["MgCl", "2"],
];
/** How each line's subscripts are set: the font, the digit's size as a share of the type's, and how far it drops below the baseline. */
const SETTINGS = [
  { font: "Times-Roman", ratio: 0.58, drop: 0.15 },
  { font: "Times-Roman", ratio: 0.58, drop: 0.3 },
  { font: "Helvetica", ratio: 0.7, drop: 0.3 },
] as const;
/** Font sizes of the lines (pt). */
const SIZES = [9, 10.5];

export async function formulaWordsPdf(): Promise<Uint8Array> {
  const { doc, addPage, finish } = letterDocument();
  addPage();
  let y = 72;
  for (const { font, ratio, drop } of SETTINGS) {
    for (const size of SIZES) {
      let x: number = LETTER.left;
      for (const [letters, digit] of FORMULAS) {
        x = piece(doc, font, `with ${letters}`, size, x, y);
        // pdfkit places a line by its top: a smaller digit's top moves down to share the baseline, then drops.
        x = piece(doc, font, digit, size * ratio, x, y + size * (1 - ratio) * 0.8 + size * drop);
        x = piece(doc, font, " in it, ", size, x, y);
      }
      y += size * 1.8;
    }
  }
  return finish();
}

/** Draws `text` with its top at `top`, and gives the x after it. */
function piece(doc: PdfKitDocument, font: string, text: string, size: number, x: number, top: number): number {
  doc.font(font).fontSize(size).text(text, x, top, { lineBreak: false });
  return x + doc.widthOfString(text);
}
