// A short paper (or a paper's first two pages, as the OCR bench and a scan read them) whose title
// page sets the author block in the left body column and the abstract in the right one, on nearly
// the same baselines. The author cells' lines are short, so the title page shows no gutter of its
// own, and page 2's two columns were one page's evidence, under the two pages that had to agree:
// on main the page was read row by row, and the abstract took an address and two e-mails into
// every few lines ("... the history of the Northfield University land around them ..."). allenai-
// c921a74c (a Word extended abstract) was read so on its first two pages, born-digital and scanned.
import { describe, expect, it } from "vitest";
import { parsePdf } from "../../../src-main/core/documents/parsePdf.ts";
import { authorColumnBesideAbstract } from "../../support/authorColumnBesideAbstractPdf.ts";

describe("an abstract in the column beside a two-page paper's author block", () => {
  it("is read whole, with none of the author block's lines in it", async () => {
    const c = await authorColumnBesideAbstract();
    const paper = await parsePdf(c.bytes, { file: "beside-authors.pdf" });
    expect(paper.title).toBe(c.title);
    expect(paper.abstract).toBe(c.abstract);
    for (const detail of new Set(c.details)) expect(paper.abstract).not.toContain(detail);
  });
});
