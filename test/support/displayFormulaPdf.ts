/**
 * A generated article's first page with a display formula under its abstract: a stacked fraction
 * (dA over dt, nearly twice the type's height) before words set in 12 pt italic, mostly letters as
 * a title's words are. Tesseract.js, read as the OCR bench reads, stretched the formula's row by
 * the fraction (71 px about an 87 px fraction over words of 44 px at 300 dpi); the reader still
 * took the 13 pt title there, so the page guards the path rather than shows the rule. Laid out by
 * hand; the text is our own.
 */
import type { PdfKitDocument } from "./pdfkit.ts";
import { LETTER, letterDocument, linePen } from "./letterDocument.ts";

const TITLE = "Waves over a shallow channel of slowly varying depth";
const ABSTRACT = [
  "Long waves in a channel whose depth changes slowly along its length steepen, split and reflect",
  "in ways that a flat bed does not show. We derive a model equation for such waves, solve it in",
];
const BODY = ["where the bed enters through the coefficients of the terms in B, and t is the time. We look"];
/** The formula's words after the fraction, set in italic: products of variables, mostly letters as a title's words are. */
const FORMULA_WORDS = ["By(x)", "+", "Gy(t)", "=", "0,", "Hky", "Kxy", "Lxy"];

export interface DisplayFormulaPage {
  bytes: Uint8Array;
  title: string;
  abstract: string;
}

export async function displayFormulaPdf(): Promise<DisplayFormulaPage> {
  const { doc, addPage, finish } = letterDocument();
  addPage();
  const pen = linePen(doc, 90);
  pen.line(TITLE, "Times-Bold", 13, 20);
  pen.line("Mira Dahl and Tomas Ek", "Times-Roman", 11, 28);
  pen.line("Abstract", "Times-Bold", 11, 16);
  for (const text of ABSTRACT) pen.line(text, "Times-Roman", 10, 12.5);
  pen.y += 30;
  formula(doc, pen.y);
  pen.y += 40;
  for (const text of BODY) pen.line(text, "Times-Roman", 10, 12.5);
  return { bytes: await finish(), title: TITLE, abstract: ABSTRACT.join(" ") };
}

/** "+ dA/dt By(x) + Gy(t) = 0, Hky Kxy Lxy" from the line whose top is `y`: the fraction's rule on the formula's axis. */
function formula(doc: PdfKitDocument, y: number): void {
  const size = 12;
  let x = LETTER.left + 110;
  doc.font("Times-Roman").fontSize(size).text("+", x, y, { lineBreak: false });
  x += 14;
  // The fraction, stacked tight: "dA" over a rule over "dt", nearly two lines of the type tall.
  doc.font("Times-Italic").fontSize(size).text("dA", x + 1, y - 6, { lineBreak: false });
  doc.lineWidth(0.8).strokeColor("black").moveTo(x, y + 6).lineTo(x + 15, y + 6).stroke();
  doc.font("Times-Italic").fontSize(size).text("dt", x + 2, y + 6.5, { lineBreak: false });
  x += 20;
  for (const word of FORMULA_WORDS) {
    doc.font("Times-Italic").fontSize(size).text(word, x, y, { lineBreak: false });
    x += doc.widthOfString(word) + 6;
  }
}
