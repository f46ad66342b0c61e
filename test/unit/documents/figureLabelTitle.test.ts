import { describe, expect, it } from "vitest";
import { parsePdf } from "../../../src-main/core/documents/parsePdf.ts";
import { bannerTitleOverFigure, figureLabelOverTitle } from "../../support/figureLabelPdfs.ts";

// A first-page figure's one large label, set larger than the title, was read as the title (and
// then no authors were found under it): the label lies inside the figure's box, the title outside.
describe("a figure's label is not the title", () => {
  for (const kind of ["drawn", "picture"] as const) {
    it(`reads the title under a ${kind} figure whose label is set larger`, async () => {
      const c = await figureLabelOverTitle(kind);
      const paper = await parsePdf(c.bytes, { file: "figure-label.pdf" });
      expect(paper.title).toBe(c.title);
      expect(paper.authors).toEqual(c.authors);
    });
  }

  it("keeps a title set on a filled, framed band when a figure with a larger label follows", async () => {
    const c = await bannerTitleOverFigure();
    const paper = await parsePdf(c.bytes, { file: "banner-title.pdf" });
    expect(paper.title).toBe(c.title);
    expect(paper.authors).toEqual(c.authors);
  });
});
