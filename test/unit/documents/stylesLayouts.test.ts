import { describe, expect, it } from "vitest";
import { parsePdf } from "../../../src-main/core/documents/parsePdf.ts";
import { norm } from "../../corpus/paperTruth.ts";
import { headingOnlyTheOutlineNames, looseLeadParagraph, referenceNumbersInTheGutter, threeNarrowColumns } from "../../support/columnStylesPdfs.ts";
import { brokenWordAfterCommonPrefix, doiOnlyInClosingCitation, oneBoldStyleForEveryLevel, sidebarBesideLabelledAbstract } from "../../support/stylesPdfs.ts";

// Layouts of the fourth shared set (papers-styles) that the reader got wrong before it had seen
// them, drawn with pdfkit and read back through pdf.js.

describe("journal styles of the fourth set", () => {
  it("finds every heading of a paper that sets all heading levels in one bold face, with a colon or over two lines", async () => {
    const c = await oneBoldStyleForEveryLevel();
    const paper = await parsePdf(c.bytes.slice(), { file: "generated.pdf" });
    expect(paper.sections.map((s) => s.heading)).toEqual(c.sections);
  });

  it("reads a labelled abstract whole past the sidebar printed beside it, not the sidebar's first label", async () => {
    const c = await sidebarBesideLabelledAbstract();
    const paper = await parsePdf(c.bytes.slice(), { file: "generated.pdf" });
    expect(norm(paper.abstract ?? "")).toBe(norm(c.abstract!));
    expect(paper.sections.map((s) => s.heading)).toEqual(c.sections);
  });

  it("takes the DOI of the article's own citation line at its end when page 1 prints none, not a reference's", async () => {
    const c = await doiOnlyInClosingCitation();
    const paper = await parsePdf(c.bytes.slice(), { file: "generated.pdf" });
    expect(paper.title).toBe(c.title);
    expect(paper.doi).toBe(c.doi);
  });

  it("joins a word broken after a prefix the paper also uses in compounds, when it writes the word whole elsewhere", async () => {
    const c = await brokenWordAfterCommonPrefix();
    const paper = await parsePdf(c.bytes.slice(), { file: "generated.pdf" });
    expect(paper.sections.map((s) => s.heading)).toEqual(c.sections);
    expect(paper.passages.flatMap((p) => p.sentences.map(([start, end]) => norm(p.text.slice(start, end))))).toContain(norm(c.sentence));
  });
});

describe("column layouts of the fourth set", () => {
  it("reads three narrow columns one after another, not line by line across two of them", async () => {
    const c = await threeNarrowColumns();
    const paper = await parsePdf(c.bytes.slice(), { file: "generated.pdf" });
    expect(paper.sections.map((s) => s.heading)).toEqual(c.sections);
    const body = paper.passages.filter((p) => p.kind === "paragraph").map((p) => norm(p.text));
    for (const paragraph of c.paragraphs) expect(body).toContain(norm(paragraph));
  });

  it("keeps reference numbers hung into the gutter in their column: every entry in the list, none in the body", async () => {
    const c = await referenceNumbersInTheGutter();
    const paper = await parsePdf(c.bytes.slice(), { file: "generated.pdf" });
    expect(paper.sections.map((s) => s.heading)).toEqual(c.sections);
    expect(paper.references.map((r) => norm(r.text))).toEqual(c.entries.map((e, i) => norm(`[${i + 1}] ${e}`)));
    expect(paper.passages.filter((p) => p.kind === "paragraph" && /\[\d+\]/.test(p.text))).toEqual([]);
  });

  it("reads a lead paragraph over three columns whole as the abstract, loosely justified lines included", async () => {
    const c = await looseLeadParagraph();
    const paper = await parsePdf(c.bytes.slice(), { file: "generated.pdf" });
    expect(norm(paper.abstract ?? "")).toBe(norm(c.abstract));
    expect(paper.sections.map((s) => s.heading)).toEqual(c.sections);
  });

  it("takes a heading set in the body's face from the PDF's own outline", async () => {
    const c = await headingOnlyTheOutlineNames();
    const paper = await parsePdf(c.bytes.slice(), { file: "generated.pdf" });
    expect(paper.sections.map((s) => s.heading)).toEqual(c.sections);
  });
});
