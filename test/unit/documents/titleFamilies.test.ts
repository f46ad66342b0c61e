import { describe, expect, it } from "vitest";
import { parsePdf } from "../../../src-main/core/documents/parsePdf.ts";
import { teaserFigure, twoLineTitleOverByline } from "../../support/titleFamiliesPdfs.ts";

// Two families of titles missed on papers nobody here had: a centred title's second line, set
// far under the first and reading like a name, was cut off and read as an author (the real
// byline then lost); the labels of a first-page figure, set larger than the title, were read
// as the title.
describe("titles of two lines, and type inside figures", () => {
  for (const [first, second] of [["Graph Neural Networks for", "Protein Structure Search"], ["Learning Sparse Codes with Kernel", "Dictionary Methods"]] as const) {
    it(`keeps "${second}" in the title when the byline in smaller type stands under it`, async () => {
      const c = await twoLineTitleOverByline(first, second);
      const paper = await parsePdf(c.bytes, { file: "two-line-title.pdf" });
      expect(paper.title).toBe(c.title);
      expect(paper.authors).toEqual(c.authors);
    });
  }

  for (const above of [true, false]) {
    it(`reads the title, not a figure's larger labels set ${above ? "above" : "under"} it`, async () => {
      const c = await teaserFigure(above);
      const paper = await parsePdf(c.bytes, { file: "teaser-figure.pdf" });
      expect(paper.title).toBe(c.title);
      expect(paper.authors).toEqual(c.authors);
    });
  }
});
