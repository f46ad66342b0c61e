import { describe, expect, it } from "vitest";
import { parsePdf } from "../../../src-main/core/documents/parsePdf.ts";
import { newPdfKitDocument, pdfKitBytes, wrapToMeasure, type PdfKitDocument } from "../../support/pdfkit.ts";

// A title page of two columns whose left column opens with an abstract set narrower than the body
// (indented on both sides, as ACL's style sets it) and whose right column opens with a figure and
// its caption, the body starting under them. Where only the abstract's lines and the right
// column's lines were weighed, a position inside the left body's right margin looked as good a
// gutter as the real one: the left body crossed it, was read as full-width lines, and each of its
// lines ran into the right column's line on the same baseline (papermage's first page lost a
// dozen lines this way).

const DATE = new Date(Date.UTC(2024, 0, 1, 12, 0, 0));
const WIDTH = 595;
const HEIGHT = 842;
// TeX's margin kerning hangs a line's last hyphen or comma out: the left body's lines end at 289
// or at 291.
const LEFT = [71, 289] as const;
const HUNG = 2;
const RIGHT = [306, 526] as const;
const ABSTRACT = [88, 272] as const;

const ABSTRACT_TEXT =
  "Layered documents are hard to read by machine because their text, figures and tables are drawn where the page puts them and not in the order a person reads them. " +
  "We describe a toolkit that keeps every element of a page as a layer of boxes over the same characters, so that models of text and models of images can share one view of the document. " +
  "The toolkit ships ready recipes for common tasks and lets a researcher swap any model for another one without rewriting the rest of the pipeline. " +
  "It has been used in several reading tools and in a service that processes many thousands of papers every week. " +
  "Its design keeps each layer small and separate, so that a new kind of annotation can be added by a user without touching the code that draws, stores or searches the others, and every layer can be saved, loaded and compared across versions of a model.";
const LEFT_BODY =
  "Research papers are central to the work of science, and there is growing interest in tools that extract knowledge from these visually rich documents. " +
  "Recent studies built reading aids that define symbols where they appear, explain difficult passages in place, highlight the key sentences of a section and collect clippings into notes for later use by the reader. " +
  "Each of these tools had to build its own way of reading the page before it could study the reader.";
const FOOTNOTE = "We use short code snippets to show the main designs of the toolkit. The exact syntax in this paper may differ from the released code, which will change over time.";
const RIGHT_BODY =
  "Extracting clean and structured text from such files is also the first step in training language models on scientific writing. " +
  "Yet the files come in formats that were made for printing, and the tools that read them give only a flat stream of words with their positions on the page. " +
  "Richer structure such as titles, authors, figures and sentences needs further models run over that stream by hand.";
const CAPTION =
  "Figure 1: The toolkit builds a document from a file. (A) Recipes run a chain of models. (B) Each model adds a layer of boxes over the characters of the page. (C) Users read and change the layers together.";

/** One line set word by word, justified to [x0, x1] unless it is a paragraph's last. */
function setLine(doc: PdfKitDocument, line: string, [x0, x1]: readonly [number, number], y: number, justify: boolean): void {
  const words = line.split(" ");
  const inked = words.reduce((sum, w) => sum + doc.widthOfString(w), 0);
  const space = justify && words.length > 1 ? (x1 - x0 - inked) / (words.length - 1) : doc.widthOfString(" ");
  let x = x0;
  for (const word of words) {
    doc.text(word, x, y, { lineBreak: false });
    x += doc.widthOfString(word) + space;
  }
}

/** `hung` widens every other line's measure on the right, as margin kerning does. */
function paragraph(doc: PdfKitDocument, text: string, measure: readonly [number, number], top: number, step: number, hung = 0): number {
  const cut = wrapToMeasure(doc, text, measure[1] - measure[0]);
  cut.forEach((line, i) => setLine(doc, line, [measure[0], measure[1] + (i % 2) * hung], top + i * step, i < cut.length - 1));
  return top + cut.length * step;
}

async function titlePagePdf(): Promise<Uint8Array> {
  const doc = newPdfKitDocument({ size: [WIDTH, HEIGHT], margin: 0, autoFirstPage: false, pdfVersion: "1.4", info: { CreationDate: DATE, ModDate: DATE } });
  const done = pdfKitBytes(doc).then((b) => new Uint8Array(b));
  doc.addPage({ size: [WIDTH, HEIGHT], margin: 0 });
  doc.font("Times-Bold").fontSize(16);
  const title = "A Toolkit for Reading Layered Documents";
  doc.text(title, (WIDTH - doc.widthOfString(title)) / 2, 70, { lineBreak: false });
  doc.font("Times-Roman").fontSize(12);
  const authors = "Ada Lovelace     Charles Babbage     Mary Somerville";
  doc.text(authors, (WIDTH - doc.widthOfString(authors)) / 2, 105, { lineBreak: false });
  doc.font("Times-Bold").fontSize(12).text("Abstract", 158, 214, { lineBreak: false });
  doc.font("Times-Roman").fontSize(10);
  paragraph(doc, ABSTRACT_TEXT, ABSTRACT, 236, 12);
  doc.font("Times-Bold").fontSize(12).text("1   Introduction", LEFT[0], 530, { lineBreak: false });
  doc.font("Times-Roman").fontSize(10.9);
  paragraph(doc, LEFT_BODY, LEFT, 553, 13.5, HUNG);
  doc.fontSize(9);
  paragraph(doc, FOOTNOTE, LEFT, 722, 10, HUNG);
  // The figure: a framed drawing over the right column, its caption under it.
  doc.lineWidth(0.8).rect(RIGHT[0], 230, RIGHT[1] - RIGHT[0], 250).stroke();
  doc.font("Times-Roman").fontSize(10);
  paragraph(doc, CAPTION, RIGHT, 488, 12);
  // The right column's body on the left body's baselines, as a column grid sets it.
  doc.font("Times-Roman").fontSize(10.9);
  paragraph(doc, RIGHT_BODY, RIGHT, 553 + 4 * 13.5, 13.5);
  doc.end();
  return done;
}

const sentencesOf = (text: string) => text.split(/(?<=\.) /);

describe("the gutter of a title page whose left column opens with an indented abstract", () => {
  it("is found between the columns: each column's sentences read whole, none runs into the other", async () => {
    const paper = await parsePdf(await titlePagePdf(), { file: "generated.pdf" });
    const sentences = paper.passages.flatMap((p) => p.sentences.map(([from, to]) => p.text.slice(from, to).trim()));
    for (const sentence of [...sentencesOf(LEFT_BODY), ...sentencesOf(RIGHT_BODY)]) expect(sentences).toContain(sentence);
    expect(paper.abstract).toBe(ABSTRACT_TEXT);
  });
});
