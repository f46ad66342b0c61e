import { describe, expect, it } from "vitest";
import { parsePdf } from "../../../src-main/core/documents/parsePdf.ts";
import { trackedReferencesPdf } from "../../support/trackedReferencesPdf.ts";

const norm = (text: string) => text.replace(/\s+/g, " ").trim();

// A Word paper's reference list (pub-fixture-pdfs, the index-list paper) is tracked: each letter
// drawn apart from the one before, up to 0.16 em. pdf.js read those gaps as spaces: "Yu H ong,
// Jianfeng Z hang, Bin M a".
describe("a reference list set with tracked letters", () => {
  it("reads each entry's words whole", async () => {
    const { bytes, entries } = await trackedReferencesPdf();
    const paper = await parsePdf(bytes, { file: "tracked.pdf" });
    expect(paper.references.map((r) => norm(r.text))).toEqual(entries.map(norm));
  });

  it("keeps the word gaps of a tight line set word by word, letters close", async () => {
    const { bytes, entries } = await trackedReferencesPdf(false);
    const paper = await parsePdf(bytes, { file: "tight.pdf" });
    expect(paper.references.map((r) => norm(r.text))).toEqual(entries.map(norm));
  });
});
