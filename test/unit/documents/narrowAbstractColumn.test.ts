// A one-page extended abstract on a landscape page (test/support/narrowAbstractColumnPdf.ts): its
// abstract's column is 235 points of the page's 792, under the 0.3 of the page's width a column
// of prose had to reach for the page's gutter to be found from one side, and the author block
// beside it has no line of a column's width but its e-mail rows. On main the page was read row by
// row and the abstract took every address of the block into its lines; allenai-c921a74c (a CHI
// extended abstract) was read so on its first page, born-digital and scanned.
import { describe, expect, it } from "vitest";
import { parsePdf } from "../../../src-main/core/documents/parsePdf.ts";
import { narrowAbstractColumnPdf } from "../../support/narrowAbstractColumnPdf.ts";

describe("an abstract in a narrow column beside a landscape page's author block", () => {
  it("is read whole, with none of the author block's addresses in it", async () => {
    const c = await narrowAbstractColumnPdf();
    const paper = await parsePdf(c.bytes, { file: "narrow-abstract.pdf" });
    expect(paper.title).toBe(c.title);
    expect(paper.abstract).toBe(c.abstract);
    for (const mail of c.mails) expect(paper.abstract).not.toContain(mail);
  });
});
