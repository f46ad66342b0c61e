import { describe, expect, it } from "vitest";
import { parsePdf } from "../../../src-main/core/documents/parsePdf.ts";
import { wideGapReferencesPdf } from "../../support/wideGapReferencesPdf.ts";

const norm = (text: string) => text.replace(/\s+/g, " ").trim();

describe("a single-column reference list justified with wide word gaps", () => {
  it("keeps each entry's words in order, not read as two columns at the gaps", async () => {
    const { bytes, entries } = await wideGapReferencesPdf();
    const paper = await parsePdf(bytes, { file: "wide-gaps.pdf" });
    expect(paper.references.map((r) => norm(r.text))).toEqual(entries.map(norm));
  });
});
