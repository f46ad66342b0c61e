import { describe, expect, it } from "vitest";
import { parsePdf } from "../../../src-main/core/documents/parsePdf.ts";
import { namesUnderSameTypeTitle } from "../../support/titleLeadingPdfs.ts";

// A title in the same type as the author line under it took the names in as its last line, and
// the paper listed no authors: the names stand further below the title than its lines' step.
describe("a title in the type of the names under it", () => {
  it("ends where its lines' step ends, and the names below are the authors", async () => {
    const c = await namesUnderSameTypeTitle();
    const paper = await parsePdf(c.bytes, { file: "notes.pdf" });
    expect(paper.title).toBe(c.title);
    expect(paper.authors).toEqual(c.authors);
  });
});
