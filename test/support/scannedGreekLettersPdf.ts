/**
 * A generated one-page methods section whose body names a beta and a mu, the Greek letters
 * tesseract's English model reads as Latin ones ("B-sitosterol", "uM"), among plain words with
 * the same Latin letters ("Bacteria", "plates", "run"). 10 pt Liberation Sans (pdf.js's own copy,
 * which has Greek letters), laid out by hand one line at a time; the text is our own.
 */
import { fileURLToPath } from "node:url";
import { LETTER, letterDocument } from "./letterDocument.ts";

const FONT = fileURLToPath(new URL("standard_fonts/LiberationSans-Regular.ttf", new URL("../../", import.meta.resolve("pdfjs-dist/legacy/build/pdf.mjs"))));
const LEFT = LETTER.left;

/** The body's lines: Greek letters in some, the Latin letters they are read as in all. */
export const GREEK_BODY = [
  "Bacteria were grown overnight on plates and the extract was run on a column of silica gel.",
  "The fraction eluted with hexane gave β-sitosterol as white needles, which we purified again.",
  "Each sample was dissolved in buffer with 10 μM zinc sulfate and kept on ice before it was read.",
  "A volume of 5 μl was put on every disc, and the plates were kept at room temperature for a day.",
  "The second fraction gave β-amyrin, and a third gave a mixture of both that was not separated.",
  "Pure compounds were tested at 50 μM against the same bacteria, and the zones were measured.",
];

export async function scannedGreekLettersPdf(): Promise<Uint8Array> {
  const { doc, addPage, finish } = letterDocument();
  addPage();
  doc.font(FONT).fontSize(12).text("2 Materials and methods", LEFT, 80, { lineBreak: false });
  let y = 104;
  for (const line of GREEK_BODY) {
    doc.font(FONT).fontSize(10).text(line, LEFT, y, { lineBreak: false });
    y += 13;
  }
  return finish();
}
