import { describe, expect, it } from "vitest";
import { parsePdf } from "../../../src-main/core/documents/parsePdf.ts";
import { preprintCoverPdf } from "../../support/preprintCoverPdf.ts";

describe("a preprint's cover page before the paper's own first page", () => {
  it("reads the title once, not again as a section where page 2 repeats it", async () => {
    const c = await preprintCoverPdf();
    const paper = await parsePdf(c.bytes, { file: "preprint.pdf" });
    expect(paper.title).toBe(c.title);
    expect(paper.authors).toEqual(c.authors);
    expect(paper.sections.map((s) => [s.number, s.heading].filter(Boolean).join(" "))).toEqual(c.sections);
  });
});
