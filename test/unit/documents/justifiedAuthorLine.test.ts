import { describe, expect, it } from "vitest";
import { parsePdf } from "../../../src-main/core/documents/parsePdf.ts";
import { newPdfKitDocument, pdfKitBytes, type PdfKitDocument } from "../../support/pdfkit.ts";

// An author line justified to the full measure, as Oxford's journals set theirs: each word placed
// on its own, the word spaces stretched past half an em, a raised dagger after each name and the
// comma after it. A space that wide is where a raised marker stood elsewhere, so each word was
// taken for a name ("Laura", "Sze", "Choong") and the paper was read with no authors at all.

const DATE = new Date(Date.UTC(2024, 0, 1, 12, 0, 0));
const WIDTH = 595;
const HEIGHT = 842;
const MEASURE = [55, 481] as const;
const NAMES = [["Laura Lucaccioni", "Sze Choong Wong", "Arlene Smyth", "Helen Lyall"], ["Anna Dominiczak", "Faisal Ahmed", "Avril Mason"]];

const ABSTRACT =
  "Turner syndrome is associated with a spectrum of health problems across the age span, which requires particular attention during the transition period in these adolescents. " +
  "The majority of girls with the condition require oestrogen replacement from puberty onwards, which is important for adequate growth and for bone health.";
const BODY =
  "The condition affects one in every few thousand live female births and is reached with a standard banded karyotype. Care moves from the children's clinic to adult services in the late teens, and this move is often where follow-up is lost.";

/** Words, raised daggers and commas placed one by one across the measure, the word spaces stretched to fill it. */
function justifiedNames(doc: PdfKitDocument, names: string[], y: number, last: boolean): void {
  type Piece = { text: string; raised: boolean; space: boolean };
  const pieces: Piece[] = [];
  names.forEach((name, n) => {
    name.split(" ").forEach((word, w) => pieces.push({ text: word, raised: false, space: w > 0 || n > 0 }));
    pieces.push({ text: "†", raised: true, space: false });
    if (!(last && n === names.length - 1)) pieces.push({ text: ",", raised: false, space: false });
    if (last && n === names.length - 2) pieces.push({ text: "and", raised: false, space: true });
  });
  const width = (p: Piece) => doc.fontSize(p.raised ? 7 : 12).widthOfString(p.text);
  const inked = pieces.reduce((sum, p) => sum + width(p), 0);
  const spaces = pieces.filter((p) => p.space).length;
  const space = last ? 0.64 * 12 : (MEASURE[1] - MEASURE[0] - inked) / spaces;
  let x = MEASURE[0];
  for (const p of pieces) {
    if (p.space) x += space;
    doc.fontSize(p.raised ? 7 : 12).text(p.text, x, p.raised ? y - 3 : y, { lineBreak: false });
    x += width(p) + (p.raised ? 0.5 : 0);
  }
}

async function titlePagePdf(): Promise<Uint8Array> {
  const doc = newPdfKitDocument({ size: [WIDTH, HEIGHT], margin: 0, autoFirstPage: false, pdfVersion: "1.4", info: { CreationDate: DATE, ModDate: DATE } });
  const done = pdfKitBytes(doc).then((b) => new Uint8Array(b));
  doc.addPage({ size: [WIDTH, HEIGHT], margin: 0 });
  doc.font("Helvetica-Bold").fontSize(18).text("Turner syndrome: issues to consider for transition to adulthood", MEASURE[0], 90, { width: MEASURE[1] - MEASURE[0] });
  doc.font("Helvetica-Bold");
  justifiedNames(doc, NAMES[0]!, 160, false);
  justifiedNames(doc, NAMES[1]!, 175, true);
  doc.font("Helvetica").fontSize(10).text("Developmental Endocrinology Research Group, School of Medicine, University of Glasgow, Glasgow, UK", MEASURE[0], 200, { width: MEASURE[1] - MEASURE[0] });
  doc.font("Helvetica-Bold").fontSize(12).text("Abstract", MEASURE[0], 250, { lineBreak: false });
  doc.font("Helvetica").fontSize(10).text(ABSTRACT, MEASURE[0], 270, { width: MEASURE[1] - MEASURE[0], lineGap: 3 });
  doc.font("Helvetica-Bold").fontSize(12).text("Introduction", MEASURE[0], 360, { lineBreak: false });
  doc.font("Helvetica").fontSize(10).text(BODY, MEASURE[0], 380, { width: MEASURE[1] - MEASURE[0], lineGap: 3 });
  doc.end();
  return done;
}

describe("an author line justified to the full measure, its word spaces stretched", () => {
  it("reads each name whole: a wide word space between a given name and a surname is no marker", async () => {
    const paper = await parsePdf(await titlePagePdf(), { file: "generated.pdf" });
    expect(paper.authors).toEqual(NAMES.flat());
  });
});
