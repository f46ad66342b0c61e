// An unlabelled abstract under a short centred title (test/support/shortTitleAbstractPdf.ts): its
// short last line ends left of the title, where a sidebar beside the title would stand. On main
// that line was dropped as a sidebar's, the abstract no longer ended a sentence, and the first
// paragraph of the body's second column was read as the abstract instead (a REVTeX letter of the
// GROBID test PDFs was read so).
import { describe, expect, it } from "vitest";
import { parsePdf } from "../../../src-main/core/documents/parsePdf.ts";
import { shortTitleAbstractPdf } from "../../support/shortTitleAbstractPdf.ts";

describe("an unlabelled abstract under a short centred title", () => {
  it("is read whole, its short last line included", async () => {
    const c = await shortTitleAbstractPdf();
    // The case is what it claims: the last line lies wholly left of the title.
    expect(c.lastLineX1).toBeLessThan(c.titleX0);
    const paper = await parsePdf(c.bytes, { file: "short-title-abstract.pdf" });
    expect(paper.title).toBe(c.title);
    expect(paper.abstract).toBe(c.abstract);
  });
});
