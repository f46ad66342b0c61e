import { describe, expect, it } from "vitest";
import { parsePdf } from "../../../src-main/core/documents/parsePdf.ts";
import { acmAbstractOverNotes, acmClassificationUnderAbstract, bracketNumberWithoutSpace } from "../../support/acmFrontPdfs.ts";

// Where an abstract ends and where a numbered reference begins, on generated pages read back
// through pdf.js. Before: the abstract took in the note and permission block at its column's foot
// (their type within 0.88 of its own, and keywords still to come kept it open) and the ACM
// classification run in under it ("Categories and Subject Descriptors ..."); the entry
// "[2]S.I. ..." was joined to the first, and a line opening "2010. Reprinted" started an entry.

const words = (text: string) => text.replace(/\s+/g, " ").trim();

describe("the end of an abstract in the ACM template", () => {
  it("stops before the classification run in under it, without a colon", async () => {
    const c = await acmClassificationUnderAbstract();
    const paper = await parsePdf(c.bytes, { file: "acm.pdf" });
    expect(words(paper.abstract ?? "")).toBe(words(c.abstract));
  });

  it("stops before the starred note and the permission block at its column's foot", async () => {
    const c = await acmAbstractOverNotes();
    const paper = await parsePdf(c.bytes, { file: "acm.pdf" });
    expect(words(paper.abstract ?? "")).toBe(words(c.abstract));
    expect(paper.keywords).toEqual(c.keywords);
  });
});

describe("a numbered reference list", () => {
  it("starts an entry at a bracketed number with no space after it, and not at a year opening a line", async () => {
    const c = await bracketNumberWithoutSpace();
    const paper = await parsePdf(c.bytes, { file: "refs.pdf" });
    expect(paper.references.map((r) => r.text)).toEqual(c.entries);
  });
});
