import fs from "node:fs";
import { newPdfKitDocument, pdfKitBytes } from "./pdfkit.ts";

// A one-off PDF whose details the reader should doubt: a clear title and abstract, then a body
// of plain paragraphs with no heading at all (as a comment or letter often is), so "No sections
// found" is what the reader must say about it. Built with pdfkit like the generated papers, with
// a fixed creation date so the bytes are the same on every run.

export const DOUBTFUL_TITLE = "Quiet Notes on Water in Porous Solids";

const BODY = [
  "Water held in the pores of a solid behaves unlike water in a glass. Its molecules meet the walls far more often than they meet each other, and the walls decide how they arrange themselves.",
  "We measured how much water three porous solids take up as the humidity around them rises. Each solid was dried overnight, weighed, and then held at a fixed humidity until its weight stopped changing.",
  "The solid with the narrowest pores took up most of its water at low humidity. The others filled later and more gradually, which fits the idea that narrow pores hold water more tightly.",
  "These results are a small step. They suggest that the width of the pores matters more than their number when a solid is meant to take water from dry air, and they invite a wider study.",
];

/** Writes the PDF to `file` (two pages) and resolves when it is on disk. */
export async function writeDoubtfulPdf(file: string): Promise<void> {
  const doc = newPdfKitDocument({ autoFirstPage: false, margin: 0, pdfVersion: "1.4", info: { Title: "", CreationDate: new Date("2024-01-01T00:00:00Z") } });
  const done = pdfKitBytes(doc);
  const width = 612 - 144;
  doc.addPage({ size: [612, 792], margin: 0 });
  doc.font("Helvetica-Bold").fontSize(20).text(DOUBTFUL_TITLE, 72, 90, { width });
  doc.font("Helvetica").fontSize(11).text("Ada Lovelace, Alan Turing", 72, 130, { width });
  const abstract =
    "Abstract. How much water a porous solid takes from the air depends on the width of its pores. We weighed three solids at rising humidity and found that the narrowest pores fill first and hold their water most tightly.";
  doc.font("Helvetica").fontSize(10).text(abstract, 72, 165, { width, lineGap: 2 });
  let y = 260;
  let page = 1;
  for (const paragraph of [...BODY, ...BODY.map((p) => p.replace("three", "four"))]) {
    const height = doc.heightOfString(paragraph, { width, lineGap: 2 });
    if (y + height > 700) {
      doc.addPage({ size: [612, 792], margin: 0 });
      page++;
      y = 72;
    }
    doc.font("Helvetica").fontSize(10).text(paragraph, 72, y, { width, lineGap: 2 });
    y += height + 14;
  }
  if (page < 2) {
    doc.addPage({ size: [612, 792], margin: 0 });
    doc.font("Helvetica").fontSize(10).text(BODY[0]!, 72, 72, { width, lineGap: 2 });
  }
  doc.end();
  fs.writeFileSync(file, await done);
}
