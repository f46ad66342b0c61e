import { describe, expect, it } from "vitest";
import { parsePdf } from "../../../src-main/core/documents/parsePdf.ts";
import { stepsInHeadingFace } from "../../support/numberedStepsPdfs.ts";

// Steps "1." and "2." set in the headings' bold face between 4.1 and 4.2 were read as sections 1
// and 2 of the paper: the numbering going back and taking up again says they are a list.
describe("numbered steps in the heading face", () => {
  it("are no sections when the section numbers take up again after them", async () => {
    const c = await stepsInHeadingFace();
    const paper = await parsePdf(c.bytes, { file: "steps.pdf" });
    expect(paper.sections.map((s) => ({ number: s.number, heading: s.heading }))).toEqual(c.headings);
  });
});
