import { describe, expect, it } from "vitest";
import { parsePdf } from "../../../src-main/core/documents/parsePdf.ts";
import { smallCapsSection } from "../../support/smallCapsHeadingPdfs.ts";

// "4 REVERB", a section named in small capitals an em and more after its number: the number and
// the name were read as two lines of different sizes, and the section was lost.
describe("a section named in small capitals", () => {
  it("is read with its number", async () => {
    const c = await smallCapsSection();
    const paper = await parsePdf(c.bytes, { file: "smallcaps.pdf" });
    expect(paper.sections.map((s) => ({ number: s.number, heading: s.heading }))).toEqual(c.headings);
  });
});
