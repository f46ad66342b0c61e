import { describe, expect, it } from "vitest";
import { parsePdf } from "../../../src-main/core/documents/parsePdf.ts";
import { subsectionsUnderSections } from "../../support/skippedLevelPdfs.ts";

// Unnumbered subsections whose type ranked third by size (a 10 pt heading elsewhere in the paper
// ranked second) were listed at level 3 right under level-1 sections, with no level 2 between.
describe("levels of unnumbered subsections", () => {
  it("go one level under their section, whatever other types rank between", async () => {
    const c = await subsectionsUnderSections();
    const paper = await parsePdf(c.bytes, { file: "levels.pdf" });
    expect(paper.sections.map((s) => ({ heading: s.heading, level: s.level }))).toEqual(c.headings);
    const coring = paper.sections.find((s) => s.heading === "Coring sites")!;
    expect(paper.sections[coring.parent!]!.heading).toBe("Methods");
  });
});
