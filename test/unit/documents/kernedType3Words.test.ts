import { describe, expect, it } from "vitest";
import { parsePdf } from "../../../src-main/core/documents/parsePdf.ts";
import { KERNED_AUTHORS, KERNED_TITLE, kernedType3Pdf } from "../../support/kernedType3Pdf.ts";

// CeON-complex (dvips' bitmap fonts, drawn at size 1): pdf.js read each kern inside a word as a
// space ("Relativistic Mo del", "W. Rob erts", "p oint", "sp ectra"), and the byline, failing the
// name test on "erts", was lost.
describe("a paper set in Type 3 fonts drawn at size 1, kerned inside words", () => {
  it("reads the kerned words whole in the title and the byline", async () => {
    const paper = await parsePdf(kernedType3Pdf().bytes, { file: "kerned.pdf" });
    expect(paper.title).toBe(KERNED_TITLE);
    expect(paper.authors).toEqual(KERNED_AUTHORS);
  });

  it("reads the abstract's words whole and keeps its word gaps as spaces", async () => {
    const { bytes, abstract } = kernedType3Pdf();
    const paper = await parsePdf(bytes, { file: "kerned.pdf" });
    expect(paper.abstract).toBe(abstract);
  });
});
