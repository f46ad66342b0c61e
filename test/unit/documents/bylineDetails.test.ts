import { describe, expect, it } from "vitest";
import { parsePdf } from "../../../src-main/core/documents/parsePdf.ts";
import { gridMailsInNamesSize, stackedEntriesWithMails } from "../../support/bylineDetailPdfs.ts";

// An author block ended at the first line in the names' type that held no name: a grid's
// e-mail line under its first row, or an e-mail column beside the names and an affiliation
// before the next author's entry. Every author after that line was lost.
describe("author blocks that go on past lines without names", () => {
  it("reads a grid's second row of names under e-mail lines set in the names' size", async () => {
    const c = await gridMailsInNamesSize();
    const paper = await parsePdf(c.bytes, { file: "grid-mails.pdf" });
    expect(paper.title).toBe(c.title);
    expect(paper.authors).toEqual(c.authors);
  });

  it("reads every stacked entry: names with their e-mails beside, an affiliation between two entries", async () => {
    const c = await stackedEntriesWithMails();
    const paper = await parsePdf(c.bytes, { file: "stacked-entries.pdf" });
    expect(paper.title).toBe(c.title);
    expect(paper.authors).toEqual(c.authors);
    // The affiliations and the e-mails are no authors, and the abstract still starts under the block.
    expect(paper.abstract ?? "").not.toMatch(/Department|@/);
  });
});
