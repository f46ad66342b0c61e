import { describe, expect, it } from "vitest";
import { parsePdf } from "../../../src-main/core/documents/parsePdf.ts";
import { readPdf } from "../../../src-main/core/documents/layout/readPdf.ts";
import { SQUASHED_HEADINGS, squashedType3Pdf } from "../../support/squashedType3Pdf.ts";

// allenai-mooney05: dvips' Type 3 math fonts, drawn at size 1, came out of pdf.js 120 points tall;
// each line holding a symbol swallowed the lines and headings within 54 points of it (sections
// 2.1, 2.2, 5, 5.1-5.4, 6 and 6.1 lost, body lines with them).
describe("a symbol in a Type 3 font whose box is many times its glyphs", () => {
  it("keeps the headings around the lines that hold it", async () => {
    const paper = await parsePdf(squashedType3Pdf().bytes, { file: "squashed.pdf" });
    expect(paper.sections.map((s) => `${s.number} ${s.heading}`)).toEqual(SQUASHED_HEADINGS);
  });

  it("keeps every body line near it, and sits in its own line at that line's size", async () => {
    const { bytes, bodyLines } = squashedType3Pdf();
    const paper = await parsePdf(bytes, { file: "squashed.pdf" });
    const text = paper.passages.map((p) => p.text).join(" ");
    expect(bodyLines.filter((line) => !text.includes(line))).toEqual([]);
    expect(text).toContain(`${bodyLines[0]} w in`);
    const { pages } = await readPdf(squashedType3Pdf().bytes, "squashed.pdf");
    expect(new Set(pages[0]!.runs.filter((r) => r.text.trim() === "w").map((r) => r.size))).toEqual(new Set([10]));
  });
});
