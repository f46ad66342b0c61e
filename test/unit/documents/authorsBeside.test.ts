import { describe, expect, it } from "vitest";
import { parsePdf } from "../../../src-main/core/documents/parsePdf.ts";
import { assessReading, readDetailsOf } from "../../../src-main/core/documents/readingDoubts.ts";
import { gridBesideAbstract, wideGridOfCells } from "../../support/authorBesidePdfs.ts";

// An author grid with the "Abstract" label and its text in a column beside it (an extended-abstract
// layout): the label stands level with the first row of names, not under them, and the grid's
// later rows under the label's height were lost.
describe("authors beside an abstract column", () => {
  it("lists every row of an author grid set beside the abstract's label and text", async () => {
    const c = await gridBesideAbstract();
    const paper = await parsePdf(c.bytes, { file: "beside.pdf" });
    expect(paper.title).toBe(c.title);
    expect(paper.authors).toEqual(c.authors);
    // The abstract beside the names is still read as the abstract.
    expect(paper.abstract).toMatch(/^\S/);
    expect(paper.abstract!.split(/\s+/).length).toBeGreaterThan(30);
    expect(assessReading(readDetailsOf(paper))).not.toContain("authors-fewer-than-printed");
  });

  it("still reads a grid's right-hand names that stand wholly beside the left-hand ones", async () => {
    const c = await wideGridOfCells();
    const paper = await parsePdf(c.bytes, { file: "wide.pdf" });
    expect(paper.authors).toEqual(c.authors);
  });
});
