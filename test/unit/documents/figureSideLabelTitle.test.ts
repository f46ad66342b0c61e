import { describe, expect, it } from "vitest";
import { parsePdf } from "../../../src-main/core/documents/parsePdf.ts";
import { labelOutsideFigure, titleUnderVectorLogo } from "../../support/figureSideLabelPdfs.ts";

// A small first-page diagram's label, two words set larger than the title just under (or beside)
// the drawing, lies outside the figure's box: it was read as the title. A title in the page's
// largest type just under a publisher's logo drawn in vectors must stay the title.
describe("a figure's label beside its drawing is not the title", () => {
  for (const where of ["under", "beside"] as const) {
    it(`reads the title, not the larger label set ${where} the diagram`, async () => {
      const c = await labelOutsideFigure(where);
      const paper = await parsePdf(c.bytes, { file: "figure-side-label.pdf" });
      expect(paper.title).toBe(c.title);
      expect(paper.authors).toEqual(c.authors);
    });
  }

  it("keeps a short title in the largest type set just under a logo drawn in vectors", async () => {
    const c = await titleUnderVectorLogo();
    const paper = await parsePdf(c.bytes, { file: "logo-title.pdf" });
    expect(paper.title).toBe(c.title);
    expect(paper.authors).toEqual(c.authors);
  });
});
