import { describe, expect, it } from "vitest";
import { parsePdf } from "../../../src-main/core/documents/parsePdf.ts";
import { printedNumberHeadingsPdf } from "../../support/printedNumberHeadingsPdf.ts";

// Headings found by their bold face whose printed number the numbered-heading rule does not read
// ("2.1. readData", "A.1 Orchard maps"): the number is theirs and sets their level. Drawn with
// pdfkit and read back through pdf.js.
describe("a heading's printed number, whichever rule found the heading", () => {
  it("takes the number out of the words and nests the heading by its depth", async () => {
    const page = await printedNumberHeadingsPdf();
    const paper = await parsePdf(page.bytes.slice(), { file: "generated.pdf" });
    expect(paper.sections.map(({ heading, number, level }) => ({ heading, number, level }))).toEqual(page.sections);
    // "2.1" sits under "2 Methods" and "A.1" under the appendix, not beside them.
    expect(paper.sections.map((s) => s.parent)).toEqual([null, null, 1, null, 3]);
  });
});
