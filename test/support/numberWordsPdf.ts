/**
 * A generated page of the words OCR misreads in numbers and web addresses: counts with a decimal
 * one and a unit ("81.1M", "11.1B", "1.1M"), set in Times from 8 to 12 pt at three offsets each,
 * and lines of addresses in small type, one after "https:", one ending in a slash before a word
 * ("http://www.mol-tree.org/TREEFIT"), beside real words that look like misread numbers ("Il",
 * "IO", "CO2", "H2O2", "3D"). On a 200 dpi scan set askew tesseract read "1.1M" as "1.IM" and
 * "81.1M" as "81.1IM"; at 150 dpi it set the address's last word apart. The text is our own.
 */
import { LETTER, letterDocument } from "./letterDocument.ts";

/** The counts drawn, each line naming all of them in turn. */
export const COUNTS = ["81.1M", "11.1B", "41.1K", "1.1M", "380.1M", "21.1M", "6.1B", "2.1K"];
/** The addresses drawn, each line naming all three. */
const ADDRESSES = ["https://github.com/scanlab/records/", "http://www.mol-tree.org/TREEFIT", "doi:10.1088/1475-7516/2008"];
/** Font sizes of the count lines (pt), three lines each. */
const SIZES = [8, 8.5, 9, 9.5, 10, 10.5, 11, 12];

export async function numberWordsPdf(): Promise<Uint8Array> {
  const { doc, addPage, finish } = letterDocument();
  addPage();
  let y = 60;
  for (const size of [7, 8, 9]) {
    doc.font("Times-Roman").fontSize(size).text(ADDRESSES.map((a) => `see ${a} for`).join(" "), LETTER.left, y, { lineBreak: false });
    y += size * 1.4;
  }
  for (const size of SIZES) {
    for (let k = 0; k < 3; k++) {
      // Each line starts a third of a pixel further right, so the digits fall on the pixel grid differently.
      const text = COUNTS.map((_, i) => `of ${COUNTS[(i + k) % COUNTS.length]} papers`).join(" and ");
      doc.font("Times-Roman").fontSize(size).text(text, LETTER.left + k * 0.37, y, { lineBreak: false });
      y += size * 1.3;
    }
  }
  y += 12;
  doc.font("Times-Roman").fontSize(10).text("The Il Mulino press and the IO series print 3D maps of CO2 and H2O2 levels (see Figure 1.In each map).", LETTER.left, y, { lineBreak: false });
  return finish();
}
