import { describe, expect, it } from "vitest";
import { parseAuthors } from "../../../src-main/core/documents/layout/personNames.ts";
import { parsePdf } from "../../../src-main/core/documents/parsePdf.ts";
import { assessReading, readDetailsOf } from "../../../src-main/core/documents/readingDoubts.ts";
import { gluedInitials } from "../../support/gluedInitialsPdf.ts";

// Names whose initials are glued to the surname ("Yu.A.Pusep") were one word each, so no name
// of the line was read and the paper had no authors.
describe("authors printed with glued initials", () => {
  it("reads every name of the line, its initials spaced", async () => {
    const c = await gluedInitials();
    const paper = await parsePdf(c.bytes, { file: "glued.pdf" });
    expect(paper.title).toBe(c.title);
    expect(paper.authors).toEqual(c.authors);
    expect(assessReading(readDetailsOf(paper))).not.toContain("authors-fewer-than-printed");
  });

  it("leaves initials spaced from the surname, a thesis and a city as they are", () => {
    expect(parseAuthors("J.R.R. Tolkien, C.S. Lewis")).toEqual(["J.R.R. Tolkien", "C.S. Lewis"]);
    expect(parseAuthors("Ph.D.Thesis")).toEqual([]);
    expect(parseAuthors("St.Petersburg State University")).toEqual([]);
  });
});
