import { describe, expect, it } from "vitest";
import { isNames, parseAuthors } from "../../../src-main/core/documents/layout/personNames.ts";
import { parsePdf } from "../../../src-main/core/documents/parsePdf.ts";
import { assessReading, readDetailsOf } from "../../../src-main/core/documents/readingDoubts.ts";
import type { AuthorCase } from "../../support/authorBlockPdfs.ts";
import { oneWordNameAtLineEnd, oneWordNames } from "../../support/oneWordAuthorPdfs.ts";

// Authors of one word (a mononym) and group authors ("and the … Consortium") were dropped from
// the list, or a one-word name was joined to its neighbour.
describe("authors of one word and group authors", () => {
  const cases: [string, () => Promise<AuthorCase>][] = [
    ["a one-word name and a consortium between whole names", oneWordNames],
    ["a one-word name ending the first of two lines of names", oneWordNameAtLineEnd],
  ];
  it.each(cases)("lists them in order: %s", async (_, make) => {
    const c = await make();
    const paper = await parsePdf(c.bytes, { file: "authors.pdf" });
    expect(paper.title).toBe(c.title);
    expect(paper.authors).toEqual(c.authors);
    expect(assessReading(readDetailsOf(paper))).not.toContain("authors-fewer-than-printed");
  });

  it("does not read a place beside one name, a degree, a broken name or a column of labels as one-word names", () => {
    expect(isNames("Palo Alto, California")).toBe(false);
    expect(isNames("Leeds, Yorkshire")).toBe(false);
    expect(parseAuthors("Kira Moss, PhD, Owen Hale, MD, USA, Jr.")).toEqual(["Kira Moss", "Owen Hale"]);
    // A word alone at the list's end is the first half of a name broken at the line's end.
    expect(parseAuthors("Kira Moss, Owen Hale, Najmeh")).toEqual(["Kira Moss", "Owen Hale"]);
    // Many one-word entries are a table's column of labels, not authors.
    expect(parseAuthors("Kira Moss, Lanark, Owen Hale, Carrick, Tove Lind")).toEqual(["Kira Moss", "Owen Hale", "Tove Lind"]);
  });
});
