import { describe, expect, it } from "vitest";
import { parsePdf } from "../../../src-main/core/documents/parsePdf.ts";
import { ABSTRACT_BOOK, abstractBookPdf } from "../../support/abstractBookPdf.ts";

// A meeting's abstract book opens with a cover that has no text layer: the front matter was looked
// for on page 1 only, so title, authors and abstract were all missed; and its structured abstract
// without an "Abstract" heading was cut down to its first long part.
describe("an abstract book's page after a cover with no text", () => {
  it("reads title, authors and the whole structured abstract from the first page with text", async () => {
    const paper = await parsePdf(await abstractBookPdf(), { file: "abstract-book.pdf" });
    expect(paper.title).toBe(ABSTRACT_BOOK.title);
    expect(paper.authors).toEqual(ABSTRACT_BOOK.authors);
    expect(paper.abstract).toBe(ABSTRACT_BOOK.parts.map(([label, text]) => `${label} ${text}`).join(" "));
  });
});
