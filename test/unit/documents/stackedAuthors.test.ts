import { describe, expect, it } from "vitest";
import { parsePdf } from "../../../src-main/core/documents/parsePdf.ts";
import type { AuthorCase } from "../../support/authorBlockPdfs.ts";
import { nameHyphenatedAtLineEnd, stackedWithLoneAnd, titlesBeforeNames } from "../../support/stackedAuthorPdfs.ts";

// Author lines that hold more than the names: the first author alone was read from a stack
// joined by lone "and" lines, a hyphenated name kept its first half, and "Dr." stayed in a name.
describe("author lines with more than names on them", () => {
  const cases: [string, () => Promise<AuthorCase>][] = [
    ["authors stacked over their affiliations, joined by 'and' on a line of its own", stackedWithLoneAnd],
    ["a name broken by a hyphen at the end of a line of names", nameHyphenatedAtLineEnd],
    ["titles printed before names", titlesBeforeNames],
  ];
  it.each(cases)("lists every name whole: %s", async (_, make) => {
    const c = await make();
    const paper = await parsePdf(c.bytes, { file: "authors.pdf" });
    expect(paper.title).toBe(c.title);
    expect(paper.authors).toEqual(c.authors);
  });
});
