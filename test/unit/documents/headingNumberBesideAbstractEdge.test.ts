import { describe, expect, it } from "vitest";
import { parsePdf } from "../../../src-main/core/documents/parsePdf.ts";
import { newPdfKitDocument, pdfKitBytes, wrapToMeasure, type PdfKitDocument } from "../../support/pdfkit.ts";

// A first page set as LNCS and ACL set theirs: a long abstract indented on both sides, then the
// first section's heading with its number a quad before its words, and only two body lines under
// it before the page ends. Most long lines of the page start at the abstract's indent, so the
// text's left edge was taken there, and the heading's "1", standing at the column's real edge,
// was left out as a number in the margin: the paper's first section read "Introduction" unnumbered.

const DATE = new Date(Date.UTC(2024, 0, 1, 12, 0, 0));
const WIDTH = 612;
const HEIGHT = 792;
const BODY = [134, 480] as const;
const ABSTRACT = [163, 452] as const;

const ABSTRACT_TEXT =
  "Layered documents are hard to read by machine because their text, figures and tables are drawn where the page puts them and not in the order a person reads them. " +
  "We describe a toolkit that keeps every element of a page as a layer of boxes over the same characters, so that models of text and models of images can share one view of the document. " +
  "The toolkit ships ready recipes for common tasks and lets a researcher swap any model for another one without rewriting the rest of the pipeline. " +
  "It has been used in several reading tools and in a service that processes many thousands of papers every week. " +
  "Its design keeps each layer small and separate, so that a new kind of annotation can be added by a user without touching the code that draws, stores or searches the others, and every layer can be saved, loaded and compared across versions of a model.";
// The abstract's second half: long enough that the abstract's lines, not the body's two, set the page's edge.
const ABSTRACT_MORE =
  "We report how the toolkit was used to build three reading aids and a dataset of papers with their figures, tables and sentences marked, and we measure how long each step takes on a laptop and on a server. " +
  "Reading a paper of ten pages takes a few seconds, most of it spent in the models of images, and the layers it writes take less room on disk than the file they were read from. " +
  "We also describe the mistakes the toolkit still makes, on pages of many columns, on tables drawn without rules and on scanned pages, and what we plan to do about each of them in the next release.";
const BODY_TEXT =
  "Research papers are central to the work of science, and there is growing interest in tools that extract knowledge from these visually rich documents. Each of these tools had to read the page first.";

function paragraph(doc: PdfKitDocument, text: string, [x0, x1]: readonly [number, number], top: number, step: number): number {
  const cut = wrapToMeasure(doc, text, x1 - x0);
  cut.forEach((line, i) => {
    const words = line.split(" ");
    const inked = words.reduce((sum, w) => sum + doc.widthOfString(w), 0);
    const space = i < cut.length - 1 && words.length > 1 ? (x1 - x0 - inked) / (words.length - 1) : doc.widthOfString(" ");
    let x = x0;
    for (const word of words) {
      doc.text(word, x, top + i * step, { lineBreak: false });
      x += doc.widthOfString(word) + space;
    }
  });
  return top + cut.length * step;
}

/** `marginNumber`: a preprint's line number set left of every line of text, beside the heading, in the heading's face. */
async function firstPagePdf(marginNumber: boolean): Promise<Uint8Array> {
  const doc = newPdfKitDocument({ size: [WIDTH, HEIGHT], margin: 0, autoFirstPage: false, pdfVersion: "1.4", info: { CreationDate: DATE, ModDate: DATE } });
  const done = pdfKitBytes(doc).then((b) => new Uint8Array(b));
  doc.addPage({ size: [WIDTH, HEIGHT], margin: 0 });
  doc.font("Times-Bold").fontSize(14);
  const title = "A Toolkit for Reading Layered Documents";
  doc.text(title, (WIDTH - doc.widthOfString(title)) / 2, 110, { lineBreak: false });
  doc.font("Times-Roman").fontSize(10);
  const authors = "Ada Lovelace, Charles Babbage, and Mary Somerville";
  doc.text(authors, (WIDTH - doc.widthOfString(authors)) / 2, 140, { lineBreak: false });
  doc.font("Times-Roman").fontSize(9);
  const end = paragraph(doc, `Abstract. ${ABSTRACT_TEXT} ${ABSTRACT_MORE}`, ABSTRACT, 200, 11);
  const heading = end + 30;
  doc.font("Times-Bold").fontSize(12);
  if (marginNumber) {
    doc.text("1", 60, heading, { lineBreak: false });
    doc.text("Introduction", BODY[0], heading, { lineBreak: false });
  } else {
    doc.text("1", BODY[0], heading, { lineBreak: false });
    // LaTeX's quad after the number: a whole em and a little more, wider than a word space.
    doc.text("Introduction", BODY[0] + doc.widthOfString("1") + 13, heading, { lineBreak: false });
  }
  doc.font("Times-Roman").fontSize(10);
  paragraph(doc, BODY_TEXT, BODY, heading + 22, 12);
  doc.end();
  return done;
}

describe("a first section's number at the column's edge, left of an indented abstract", () => {
  it("numbers the section: the heading reads 1 Introduction", async () => {
    const paper = await parsePdf(await firstPagePdf(false), { file: "generated.pdf" });
    expect(paper.sections.map((s) => [s.number, s.heading])).toContainEqual(["1", "Introduction"]);
    expect(paper.abstract).toBe(`${ABSTRACT_TEXT} ${ABSTRACT_MORE}`);
  });

  it("leaves out a number standing left of every line of text, though it sits beside the heading", async () => {
    const paper = await parsePdf(await firstPagePdf(true), { file: "generated.pdf" });
    const intro = paper.sections.find((s) => s.heading === "Introduction");
    expect(intro).toBeDefined();
    expect(intro!.number).toBeNull();
  });
});
