import { describe, expect, it } from "vitest";
import { parsePdf } from "../../../src-main/core/documents/parsePdf.ts";
import { labelsInHeadingFace } from "../../support/statementLabelPdfs.ts";

// "Algorithm 1 ...", "Definition 2 (...)." and "Theorem 3 (...)" set alone in the headings' bold
// were listed as sections: a label numbered by its kind opens a float or a statement.
describe("algorithm and theorem labels in the heading face", () => {
  it("are no sections, and their text stays in the paper", async () => {
    const c = await labelsInHeadingFace();
    const paper = await parsePdf(c.bytes, { file: "labels.pdf" });
    expect(paper.sections.map((s) => `${s.number ?? ""} ${s.heading}`.trim())).toEqual(c.sections);
    const text = paper.passages.map((p) => p.text).join(" ");
    for (const label of c.labels) expect(text).toContain(label);
  });
});
