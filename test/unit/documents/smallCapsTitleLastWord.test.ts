import { describe, expect, it } from "vitest";
import { parsePdf } from "../../../src-main/core/documents/parsePdf.ts";
import { newPdfKitDocument, pdfKitBytes, wrapToMeasure, type PdfKitDocument } from "../../support/pdfkit.ts";

// A title set in small capitals made by scaling capitals down (a type with no small capitals of
// its own): each word's first letter at 17 points, the rest at 14, "S PARSE M IXTURE T ECHNICAL
// R EPORT". Every word opens at the larger size after a space, so the title page's pieces were cut
// there; "REPORT" became a piece of its own and was dropped as an article-type label, leaving the
// title "SPARSE MIXTURE TECHNICAL".

const DATE = new Date(Date.UTC(2024, 0, 1, 12, 0, 0));
const WIDTH = 612;
const HEIGHT = 792;
const ABSTRACT =
  "This report introduces a family of language models trained on public text and code, from small models that run on a laptop to large ones that need a server. " +
  "We describe the data, the training recipe and the evaluation, and we release the weights so that others can reproduce and extend the results reported here.";
const BODY =
  "Large language models have changed how software is written and how questions are answered, and open models let researchers study them in detail. " +
  "This section reviews the models released before ours and the benchmarks on which they were compared, so that the reader can place our results among them.";

function smallCaps(doc: PdfKitDocument, words: string[], top: number): void {
  const pieces: [string, number][] = [];
  words.forEach((word, i) => pieces.push([`${i > 0 ? " " : ""}${word[0]}`, 17], [word.slice(1), 14]));
  const widthOf = ([text, size]: [string, number]) => doc.font("Helvetica").fontSize(size).widthOfString(text);
  let x = (WIDTH - pieces.reduce((sum, p) => sum + widthOf(p), 0)) / 2;
  for (const piece of pieces) {
    // Shared baseline: pdfkit places text by its top, so the smaller capitals go down.
    doc.font("Helvetica").fontSize(piece[1]).text(piece[0], x, top + (17 - piece[1]) * 0.72, { lineBreak: false });
    x += widthOf(piece);
  }
}

function paragraph(doc: PdfKitDocument, text: string, top: number): number {
  doc.font("Times-Roman").fontSize(10);
  const cut = wrapToMeasure(doc, text, 400);
  cut.forEach((line, i) => doc.text(line, 106, top + i * 12, { lineBreak: false }));
  return top + cut.length * 12;
}

async function reportPdf(): Promise<Uint8Array> {
  const doc = newPdfKitDocument({ size: [WIDTH, HEIGHT], margin: 0, autoFirstPage: false, pdfVersion: "1.4", info: { CreationDate: DATE, ModDate: DATE } });
  const done = pdfKitBytes(doc).then((b) => new Uint8Array(b));
  doc.addPage({ size: [WIDTH, HEIGHT], margin: 0 });
  smallCaps(doc, ["SPARSE", "MIXTURE", "TECHNICAL", "REPORT"], 90);
  doc.font("Times-Roman").fontSize(11);
  const authors = "Ada Lovelace, Charles Babbage, Mary Somerville";
  doc.text(authors, (WIDTH - doc.widthOfString(authors)) / 2, 130, { lineBreak: false });
  doc.font("Times-Bold").fontSize(11);
  doc.text("Abstract", (WIDTH - doc.widthOfString("Abstract")) / 2, 170, { lineBreak: false });
  const end = paragraph(doc, ABSTRACT, 190);
  doc.font("Times-Bold").fontSize(12).text("1 Introduction", 106, end + 24, { lineBreak: false });
  paragraph(doc, BODY, end + 44);
  doc.end();
  return done;
}

describe("a title in scaled small capitals", () => {
  it("keeps every word of the title, the last one an article-type word", async () => {
    const paper = await parsePdf(await reportPdf(), { file: "generated.pdf" });
    expect(paper.title).toBe("SPARSE MIXTURE TECHNICAL REPORT");
    expect(paper.authors).toEqual(["Ada Lovelace", "Charles Babbage", "Mary Somerville"]);
  });
});
