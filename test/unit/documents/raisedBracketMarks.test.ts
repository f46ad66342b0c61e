import { describe, expect, it } from "vitest";
import { parsePdf } from "../../../src-main/core/documents/parsePdf.ts";
import { newPdfKitDocument, pdfKitBytes } from "../../support/pdfkit.ts";

// A body that cites as some chemistry and materials journals do: the reference numbers raised, in
// square brackets, after the full stop or comma ("compounds 3 and 4.[12] The ..."). Read as text,
// the mark glued the sentence's last number to the citation ("4.[12]") and sat between sentences.
// A raised mark stays a citation mark: left out of the prose, as a raised "12" already is, and
// after a formula's last figure too ("SrHfS3[23–25]"), where a raised number alone may be an exponent.

const DATE = new Date(Date.UTC(2024, 0, 1, 12, 0, 0));
const LEFT = 72;

/** The body's lines; `marks` puts a raised bracketed citation after the word at that index. */
const BODY: { text: string; marks?: Record<number, string> }[] = [
  { text: "Boron dipyrromethene dyes absorb strongly and give high fluorescence quantum yields.", marks: { 10: "[2]" } },
  { text: "Hence, they are used as sensitizers and in organic light emitting diodes.", marks: { 11: "[3]" } },
  { text: "The bromination of the pyrroles 3 and 4 gave the precursors in good yields.", marks: { 14: "[1,2]" } },
  { text: "We then coupled the precursors, as reported for related dyes, with amines 3 and 4.", marks: { 7: "[8–11]", 15: "[12]" } },
  { text: "The oligomers were soluble in common organic solvents and stable in air for weeks.", marks: {} },
  { text: "The related sulfides SrHfS3 and BaZrS3 were made by the same route.", marks: { 3: "[23–25]", 5: "[92]" } },
];
/** The sentences a reader sees: the body without its marks. */
const SENTENCES = [
  "Boron dipyrromethene dyes absorb strongly and give high fluorescence quantum yields.",
  "Hence, they are used as sensitizers and in organic light emitting diodes.",
  "The bromination of the pyrroles 3 and 4 gave the precursors in good yields.",
  "We then coupled the precursors, as reported for related dyes, with amines 3 and 4.",
  "The oligomers were soluble in common organic solvents and stable in air for weeks.",
  "The related sulfides SrHfS3 and BaZrS3 were made by the same route.",
];

async function bracketCitedPdf(): Promise<Uint8Array> {
  const doc = newPdfKitDocument({ size: [612, 792], margin: 0, autoFirstPage: false, pdfVersion: "1.4", info: { CreationDate: DATE, ModDate: DATE } });
  const done = pdfKitBytes(doc).then((b) => new Uint8Array(b));
  doc.addPage({ size: [612, 792], margin: 0 });
  let y = 80;
  doc.font("Times-Bold").fontSize(18).text("Amine-linked dye oligomers", LEFT, y, { lineBreak: false });
  y += 40;
  doc.font("Times-Bold").fontSize(12).text("1. Introduction", LEFT, y, { lineBreak: false });
  y += 18;
  for (const { text, marks } of BODY) {
    let x = LEFT;
    text.split(" ").forEach((word, i) => {
      doc.font("Times-Roman").fontSize(10).text(word, x, y, { lineBreak: false });
      x += doc.widthOfString(word);
      const mark = marks?.[i];
      if (mark) {
        // After the word and its full stop or comma, at 6 pt raised 3.5 pt, as a superscript.
        doc.fontSize(6).text(mark, x, y - 1.2, { lineBreak: false });
        x += doc.fontSize(6).widthOfString(mark);
      }
      x += doc.font("Times-Roman").fontSize(10).widthOfString(" ");
    });
    y += 13;
  }
  doc.end();
  return done;
}

describe("raised citation marks in square brackets after a full stop", () => {
  it("are left out of the sentences, which read as printed and stay apart", async () => {
    const paper = await parsePdf(await bracketCitedPdf(), { file: "generated.pdf" });
    const sentences = paper.passages.flatMap((p) => p.sentences.map(([from, to]) => p.text.slice(from, to).trim()));
    for (const sentence of SENTENCES) expect(sentences).toContain(sentence);
    const body = paper.passages.map((p) => p.text).join("\n");
    expect(body).not.toMatch(/\[\d/);
  });
});
