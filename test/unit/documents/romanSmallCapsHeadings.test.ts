import { describe, expect, it } from "vitest";
import { parsePdf } from "../../../src-main/core/documents/parsePdf.ts";
import { newPdfKitDocument, pdfKitBytes, wrapToMeasure, type PdfKitDocument } from "../../support/pdfkit.ts";

// IEEE's section headings as pdflatex sets them in Times, which has no small capitals: a roman
// number, then the name in capitals, each word's first capital at the body's 10 points and the
// rest scaled down to 8, centred in the column ("I. I NTRODUCTION"). Most of the line is 8-point
// type, so the block reads smaller than the body, and the number's full stop looked like a run-in
// heading's: no section of such a paper was read (its lines were dropped as figure labels).

const DATE = new Date(Date.UTC(2024, 0, 1, 12, 0, 0));
const WIDTH = 612;
const HEIGHT = 792;
const COLUMN = [72, 540] as const;

const PROSE = [
  "Machine learning systems that produce new images, texts and sounds have drawn wide attention in recent years, and this paper gives an overview of how such results are made and what they look like in practice.",
  "The systems studied here were trained on public collections and their outputs were compared with the examples they were fed, so that a reader can judge how far the results go beyond a simple recombination of the data.",
  "Each system was run several times with different settings, and the results kept for this paper are those its authors published, so that nothing shown here depends on a choice made by us after seeing the outputs.",
];

function paragraph(doc: PdfKitDocument, text: string, top: number): number {
  doc.font("Times-Roman").fontSize(10);
  const cut = wrapToMeasure(doc, text, COLUMN[1] - COLUMN[0]);
  cut.forEach((line, i) => doc.text(line, COLUMN[0], top + i * 12, { lineBreak: false }));
  return top + cut.length * 12;
}

/** "II. RELATED SYSTEMS" as IEEEtran draws it: the number and each word's capital at 10 points, the rest at 8, centred. */
function smallCapsHeading(doc: PdfKitDocument, number: string, name: string, top: number): void {
  const pieces: [string, number][] = [[`${number}. `, 10]];
  name.split(" ").forEach((word, i) => {
    pieces.push([`${i > 0 ? " " : ""}${word[0]}`, 10], [word.slice(1).toUpperCase(), 8]);
  });
  const widthOf = ([text, size]: [string, number]) => doc.font("Times-Roman").fontSize(size).widthOfString(text);
  const total = pieces.reduce((sum, piece) => sum + widthOf(piece), 0);
  let x = (COLUMN[0] + COLUMN[1] - total) / 2;
  for (const piece of pieces) {
    // The scaled capitals share the line's baseline: pdfkit places text by its top, so lower the small ones.
    doc.font("Times-Roman").fontSize(piece[1]).text(piece[0], x, top + (10 - piece[1]) * 0.7, { lineBreak: false });
    x += widthOf(piece);
  }
}

async function ieeePdf(): Promise<Uint8Array> {
  const doc = newPdfKitDocument({ size: [WIDTH, HEIGHT], margin: 0, autoFirstPage: false, pdfVersion: "1.4", info: { CreationDate: DATE, ModDate: DATE } });
  const done = pdfKitBytes(doc).then((b) => new Uint8Array(b));
  doc.addPage({ size: [WIDTH, HEIGHT], margin: 0 });
  doc.font("Times-Bold").fontSize(22);
  const title = "Creative Results of Learning Systems";
  doc.text(title, (WIDTH - doc.widthOfString(title)) / 2, 72, { lineBreak: false });
  doc.font("Times-Roman").fontSize(11);
  doc.text("Ada Lovelace", (WIDTH - doc.widthOfString("Ada Lovelace")) / 2, 104, { lineBreak: false });
  // IEEE's abstract: a bold run-in "Abstract—" and the text in bold 9 point.
  doc.font("Times-Bold").fontSize(9);
  const abstract = wrapToMeasure(doc, `Abstract\u2014${PROSE[2]} ${PROSE[0]}`, COLUMN[1] - COLUMN[0]);
  abstract.forEach((line, i) => doc.text(line, COLUMN[0], 130 + i * 11, { lineBreak: false }));
  let top = 140 + abstract.length * 11 + 12;
  for (const [i, [number, name]] of ([["I", "Introduction"], ["II", "Related Systems"], ["III", "Image Outputs"], ["IV", "Discussion"]] as const).entries()) {
    smallCapsHeading(doc, number, name, top);
    top = paragraph(doc, `${PROSE[i % PROSE.length]} ${PROSE[(i + 1) % PROSE.length]}`, top + 20) + 18;
  }
  doc.end();
  return done;
}

describe("IEEE section headings in scaled capitals under a roman number", () => {
  it("reads every section, numbered, the ones named by no common word among them", async () => {
    const paper = await parsePdf(await ieeePdf(), { file: "generated.pdf" });
    expect(paper.sections.map((s) => [s.number, s.heading])).toEqual([
      ["I", "INTRODUCTION"],
      ["II", "RELATED SYSTEMS"],
      ["III", "IMAGE OUTPUTS"],
      ["IV", "DISCUSSION"],
    ]);
    // The headings are not left in the text as paragraphs, and the prose under them is kept.
    expect(paper.abstract).toMatch(/^Each system was run several times/);
    expect(paper.passages.some((p) => /INTRODUCTION|RELATED SYSTEMS/.test(p.text))).toBe(false);
    expect(paper.passages.filter((p) => p.kind === "paragraph").length).toBeGreaterThanOrEqual(4);
  });
});
