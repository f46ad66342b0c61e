import { describe, expect, it } from "vitest";
import { parsePdf } from "../../../src-main/core/documents/parsePdf.ts";
import { sectionsAtPageTops } from "../../support/folioHeadingPdfs.ts";

// A section opening at the top of PDF page 2 ("2 Methods") was taken for a running head carrying
// the page's number, and lost, though the paper prints its pages as 11-13 at their foot.
describe("a numbered section at the top of a page", () => {
  it("is a section when the paper prints other page numbers", async () => {
    const c = await sectionsAtPageTops(11);
    const paper = await parsePdf(c.bytes, { file: "proceedings.pdf" });
    expect(paper.sections.map((s) => ({ number: s.number, heading: s.heading }))).toEqual(c.headings);
  });

  it("is a section when the printed numbers are the PDF's own", async () => {
    const c = await sectionsAtPageTops(1);
    const paper = await parsePdf(c.bytes, { file: "preprint.pdf" });
    expect(paper.sections.map((s) => ({ number: s.number, heading: s.heading }))).toEqual(c.headings);
  });
});
