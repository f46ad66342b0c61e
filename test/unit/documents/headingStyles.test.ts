import { describe, expect, it } from "vitest";
import { parsePdf } from "../../../src-main/core/documents/parsePdf.ts";
import { backMatterHeadingHalfPointSmaller, backMatterHeadingsInBodyType } from "../../support/headingStylesPdfs.ts";

// Heading styles of the fourth shared set (papers-styles) that the reader missed, drawn with
// pdfkit and read back through pdf.js.

describe("headings set a little apart from the paper's usual heading style", () => {
  it("finds a back-matter heading in the headings' bold face set half a point smaller", async () => {
    const c = await backMatterHeadingHalfPointSmaller();
    const paper = await parsePdf(c.bytes.slice(), { file: "generated.pdf" });
    expect(paper.sections.map((s) => s.heading)).toEqual(c.sections);
  });

  it("finds a back-matter heading set in the body's type like the well-known headings beside it, by the space above it", async () => {
    const c = await backMatterHeadingsInBodyType();
    const paper = await parsePdf(c.bytes.slice(), { file: "generated.pdf" });
    expect(paper.sections.map((s) => s.heading)).toEqual(c.sections);
  });
});
