import { describe, expect, it } from "vitest";
import { parsePdf } from "../../../src-main/core/documents/parsePdf.ts";
import { norm } from "../../corpus/paperTruth.ts";
import { doiOnlyInClosingCitation, oneBoldStyleForEveryLevel, sidebarBesideLabelledAbstract } from "../../support/stylesPdfs.ts";

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
});
