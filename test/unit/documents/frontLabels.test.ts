import { describe, expect, it } from "vitest";
import { parsePdf } from "../../../src-main/core/documents/parsePdf.ts";
import { labelsUnderAbstract, sectionUnderAbstract } from "../../support/frontLabelPdfs.ts";

// Labels in the headings' bold face under the abstract, each over a short list or a citation line
// (ACM's "General Terms", "ACM Reference Format"), were listed as sections before the paper's first.
describe("front matter labels under the abstract", () => {
  it("are no sections, and their longer entries stay in the text", async () => {
    const c = await labelsUnderAbstract();
    const paper = await parsePdf(c.bytes, { file: "labels.pdf" });
    expect(paper.sections.map((s) => `${s.number ?? ""} ${s.heading}`.trim())).toEqual(c.sections);
    const text = paper.passages.map((p) => p.text).join("\n");
    expect(text).toContain("Hydrology; sediment transport");
    expect(text).toContain("https://doi.org/10.5555/rivers.2024.12");
  });

  it("leave an unnumbered first section with its paragraph a section", async () => {
    const c = await sectionUnderAbstract();
    const paper = await parsePdf(c.bytes, { file: "section.pdf" });
    expect(paper.sections.map((s) => `${s.number ?? ""} ${s.heading}`.trim())).toEqual(c.sections);
  });
});
