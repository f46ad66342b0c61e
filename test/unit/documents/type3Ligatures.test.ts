import { describe, expect, it } from "vitest";
import { parsePdf } from "../../../src-main/core/documents/parsePdf.ts";
import { LIGATURE_ABSTRACT, ligatureType3Pdf } from "../../support/ligatureType3Pdf.ts";

// CeON-complex (dvips' bitmap fonts): OT1's ligatures sit at codes 11-15 with no name or map that
// says what they draw, and pdf.js read each as white space ("e ective", "rst", "de ne").
describe("a Type 3 font with TeX's ligatures at OT1's control codes", () => {
  it("reads ff and fi back into their words, keeping the word gaps beside them", async () => {
    const paper = await parsePdf(ligatureType3Pdf(), { file: "ligatures.pdf" });
    expect(paper.abstract).toBe(LIGATURE_ABSTRACT);
  });

  it("reads ligatures the font names as it did (no letters doubled)", async () => {
    const paper = await parsePdf(ligatureType3Pdf({ named: true }), { file: "named.pdf" });
    expect(paper.abstract).toBe(LIGATURE_ABSTRACT);
  });

  it("leaves a thin glyph at those codes as read: a mark, not two letters", async () => {
    const paper = await parsePdf(ligatureType3Pdf({ thin: true }), { file: "thin.pdf" });
    expect(paper.abstract).not.toContain("effective");
    expect(paper.abstract).not.toContain("first");
  });
});
