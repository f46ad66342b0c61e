import { describe, expect, it } from "vitest";
import { parsePdf } from "../../../src-main/core/documents/parsePdf.ts";
import { newPdfKitDocument, pdfKitBytes, wrapToMeasure, type PdfKitDocument } from "../../support/pdfkit.ts";

// A title page (as JCAP sets it) ends with a field, "ArXiv ePrint: 0807.3577": the label in the
// bold the paper's section headings use, the value in roman on the same line. The bold is a
// confirmed heading style, so the line was read as the paper's first section, and the
// introduction's text was filed under "ArXiv ePrint: 0807.3577".

const DATE = new Date(Date.UTC(2024, 0, 1, 12, 0, 0));
const WIDTH = 595;
const HEIGHT = 842;
const LEFT = 90;
const MEASURE = 415;

const ABSTRACT =
  "Abstract. In this paper we consider the relation between the deceleration parameter obtained by averaging over a volume and the one derived from the light of distant supernovae. " +
  "We compute both in a family of models fitted to the data and find that the realistic ones decelerate, while those that accelerate are unrealistic.";
const PROSE = [
  "Accelerated expansion, modelled by a positive cosmological constant, is an essential element of the standard model of the Universe today. " +
    "It fits the data well, yet it needs a form of energy nobody has measured in a laboratory, and so other explanations are worth a close look.",
  "One of them holds that the matter of the Universe is not spread evenly, and that averaging over its clumps and voids changes how fast the whole seems to grow. " +
    "We test that idea here with exact solutions of the field equations that can be fitted to the observed distances.",
  "The averaging scheme we use splits space into regions, follows each region's volume in time, and sums the volumes to find a mean rate of growth. " +
    "Its equations hold for any distribution of dust, which makes it a fair test of the idea that clumps alone can mimic acceleration.",
];

function paragraph(doc: PdfKitDocument, text: string, top: number): number {
  doc.font("Helvetica").fontSize(10.5);
  const lines = wrapToMeasure(doc, text, MEASURE);
  lines.forEach((line, i) => doc.text(line, LEFT, top + i * 13, { lineBreak: false }));
  return top + lines.length * 13 + 8;
}

async function titlePagePdf(): Promise<Uint8Array> {
  const doc = newPdfKitDocument({ size: [WIDTH, HEIGHT], margin: 0, autoFirstPage: false, pdfVersion: "1.4", info: { CreationDate: DATE, ModDate: DATE } });
  const done = pdfKitBytes(doc).then((b) => new Uint8Array(b));
  doc.addPage({ size: [WIDTH, HEIGHT], margin: 0 });
  doc.font("Helvetica-Bold").fontSize(22).text("Apparent and average accelerations of the Universe", 60, 120, { lineBreak: false });
  doc.font("Helvetica").fontSize(13).text("Ada Lovelace and Charles Babbage", LEFT, 160, { lineBreak: false });
  doc.font("Helvetica").fontSize(10.5).text("School of Physics, University of Melbourne, Australia", LEFT, 180, { lineBreak: false });
  paragraph(doc, ABSTRACT, 240);
  // The field: its label in the headings' bold, its value in the body's roman, on one line.
  doc.font("Helvetica-Bold").fontSize(12).text("ArXiv ePrint:", LEFT, 330, { lineBreak: false });
  const at = LEFT + doc.widthOfString("ArXiv ePrint:") + 4;
  doc.font("Helvetica").fontSize(10.5).text("0807.3577", at, 331, { lineBreak: false });
  doc.addPage({ size: [WIDTH, HEIGHT], margin: 0 });
  let top = 80;
  for (const [i, name] of ["1 Introduction", "2 The averaging scheme"].entries()) {
    doc.font("Helvetica-Bold").fontSize(12).text(name, LEFT, top, { lineBreak: false });
    top = paragraph(doc, PROSE[i]!, top + 22);
    if (i === 0) top = paragraph(doc, PROSE[1]!, top);
    else top = paragraph(doc, PROSE[2]!, top);
    top += 14;
  }
  doc.end();
  return done;
}

describe("a title page's field set as a bold label and its value on one line", () => {
  it("is no section: the paper's sections start at its introduction", async () => {
    const paper = await parsePdf(await titlePagePdf(), { file: "generated.pdf" });
    expect(paper.sections.map((s) => s.heading)).toEqual(["Introduction", "The averaging scheme"]);
  });
});
