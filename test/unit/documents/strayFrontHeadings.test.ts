import { describe, expect, it } from "vitest";
import { parsePdf } from "../../../src-main/core/documents/parsePdf.ts";
import { authorAboveAbstract, lineUnderFootnote } from "../../support/strayFrontHeadingPdfs.ts";

// Lines in the headings' bold face that start no section: a second author's name above the
// abstract (read after the first column's body), and the proceedings' name under a footnote at
// the foot of a column. Each was listed as a section between the paper's real ones.
describe("bold lines where no section starts", () => {
  for (const [name, build] of [["an author's name above the abstract", authorAboveAbstract], ["a line under a column's footnote", lineUnderFootnote]] as const) {
    it(`${name} is no section`, async () => {
      const c = await build();
      const paper = await parsePdf(c.bytes, { file: "stray.pdf" });
      expect(paper.sections.map((s) => `${s.number ?? ""} ${s.heading}`.trim())).toEqual(c.sections);
    });
  }
});
