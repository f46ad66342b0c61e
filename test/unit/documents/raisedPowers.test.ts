import { describe, expect, it } from "vitest";
import { parsePdf } from "../../../src-main/core/documents/parsePdf.ts";
import { newPdfKitDocument, pdfKitBytes } from "../../support/pdfkit.ts";

// A raised digit after a lone lower-case letter is that variable's power ("16t²", "c²", "(r²"),
// not a citation: read as a citation it was left out, and "s = 16t² + 5t" read "s = 16t + 5t".
// Raised numbers after words stay citations and are left out, as before.

const DATE = new Date(Date.UTC(2024, 0, 1, 12, 0, 0));
const LEFT = 72;

/** The body's lines; `marks` raises a number after the word at that index. */
const BODY: { text: string; marks?: Record<number, string> }[] = [
  { text: "The height of the ball after t seconds is s = 16t + 5t + 12 in feet.", marks: { 11: "2" } },
  { text: "Sites differed in their counts, as the test showed (c = 9.1, p < 0.01).", marks: { 9: "2" } },
  { text: "The area grows as r with the radius of the plate, as earlier studies found.", marks: { 4: "2", 13: "5" } },
  { text: "These results agree with the models reported before for similar plates.", marks: { 9: "12,13" } },
];
/** The sentences a reader sees: powers kept after their letter, citations left out. */
const SENTENCES = [
  "The height of the ball after t seconds is s = 16t2 + 5t + 12 in feet.",
  "Sites differed in their counts, as the test showed (c2 = 9.1, p < 0.01).",
  "The area grows as r2 with the radius of the plate, as earlier studies found.",
  "These results agree with the models reported before for similar plates.",
];

async function powersPdf(): Promise<Uint8Array> {
  const doc = newPdfKitDocument({ size: [612, 792], margin: 0, autoFirstPage: false, pdfVersion: "1.4", info: { CreationDate: DATE, ModDate: DATE } });
  const done = pdfKitBytes(doc).then((b) => new Uint8Array(b));
  doc.addPage({ size: [612, 792], margin: 0 });
  let y = 80;
  doc.font("Times-Bold").fontSize(18).text("Falling balls and growing plates", LEFT, y, { lineBreak: false });
  y += 40;
  doc.font("Times-Bold").fontSize(12).text("1. Introduction", LEFT, y, { lineBreak: false });
  y += 18;
  for (const { text, marks } of BODY) {
    let x = LEFT;
    text.split(" ").forEach((word, i) => {
      const mark = marks?.[i];
      // A power sits on its letter: the letter first, then the raised digit, then the rest ("(c" "2" " =").
      const head = mark && /^\(?\d*\p{Ll}/u.test(word) && word.length <= 4 ? (word.match(/^\(?\d*\p{Ll}/u)?.[0] ?? word) : word;
      doc.font("Times-Roman").fontSize(10).text(head, x, y, { lineBreak: false });
      x += doc.widthOfString(head);
      if (mark) {
        doc.fontSize(6).text(mark, x, y - 1.2, { lineBreak: false });
        x += doc.fontSize(6).widthOfString(mark);
      }
      const tail = word.slice(head.length);
      if (tail) {
        doc.font("Times-Roman").fontSize(10).text(tail, x, y, { lineBreak: false });
        x += doc.widthOfString(tail);
      }
      x += doc.font("Times-Roman").fontSize(10).widthOfString(" ");
    });
    y += 13;
  }
  doc.end();
  return done;
}

describe("a raised digit after a lone lower-case letter", () => {
  it("is kept as the letter's power, while raised citations after words are left out", async () => {
    const paper = await parsePdf(await powersPdf(), { file: "generated.pdf" });
    const sentences = paper.passages.flatMap((p) => p.sentences.map(([from, to]) => p.text.slice(from, to).trim()));
    for (const sentence of SENTENCES) expect(sentences).toContain(sentence);
  });
});
