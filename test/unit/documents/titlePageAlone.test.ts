import { describe, expect, it } from "vitest";
import { parsePdf } from "../../../src-main/core/documents/parsePdf.ts";
import { titlePageWithSmallBody } from "../../support/titlePageAlonePdfs.ts";

// A title page read alone, whose abstract outweighs its body in characters: the body's type then
// looks small against the size taken for the body, and the paragraphs that start low on the page
// were read as page 1's small print (footnotes) and left out of the body. The OCR bench scores a
// paper's first page alone, and lost 583 characters of papers-more 64 so (74% at 300 dpi).

describe("a title page read alone", () => {
  it("keeps the body's paragraphs low on the page in the body, not as footnotes", async () => {
    const c = await titlePageWithSmallBody();
    const paper = await parsePdf(c.bytes.slice(), { file: "generated.pdf" });
    const body = paper.passages.filter((p) => p.kind === "paragraph").map((p) => p.text);
    expect(paper.passages.filter((p) => p.kind === "footnote")).toEqual([]);
    expect(body).toEqual(c.paragraphs);
  });
});
