// An unlabelled abstract whose last line ends without a full stop (test/support/unstoppedAbstractPdf.ts):
// a full stop a scan read as a comma (shared paper 05 on tesseract's fast model, round 34), or a
// formula. On main such a paragraph was refused as the abstract, and the Introduction's first
// paragraph was read as the abstract instead. What the page prints under it settles it: the
// keywords or a section heading close it; another paragraph of prose does not.
import { describe, expect, it } from "vitest";
import { parsePdf } from "../../../src-main/core/documents/parsePdf.ts";
import { unstoppedAbstractPdf, type UnstoppedEnding, type UnstoppedFollower } from "../../support/unstoppedAbstractPdf.ts";

const cases: [UnstoppedEnding, UnstoppedFollower][] = [
  ["comma", "keywords"],
  ["comma", "heading"],
  ["formula", "heading"],
];

describe("an unlabelled abstract that ends without a full stop", () => {
  it.each(cases)("ending in a %s, closed by the %s under it, is the abstract", async (ending, follower) => {
    const c = await unstoppedAbstractPdf(ending, follower);
    const paper = await parsePdf(c.bytes, { file: `unstopped-${ending}-${follower}.pdf` });
    expect(paper.title).toBe(c.title);
    expect(paper.abstract).toBe(c.paragraph);
    // The Introduction is the body's, not the abstract's: its heading is the first section.
    expect(paper.sections[0]?.heading).toBe("Introduction");
    expect(paper.passages.some((p) => p.kind !== "abstract" && p.text.startsWith("River sediments record"))).toBe(true);
  });

  it("is not taken when another paragraph of prose follows it", async () => {
    const c = await unstoppedAbstractPdf("comma", "paragraph");
    const paper = await parsePdf(c.bytes, { file: "unstopped-comma-paragraph.pdf" });
    expect(paper.abstract ?? "").not.toContain("same record is kept");
  });
});
