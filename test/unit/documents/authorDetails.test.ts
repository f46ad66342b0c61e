import { describe, expect, it } from "vitest";
import { parsePdf } from "../../../src-main/core/documents/parsePdf.ts";
import { assessReading, readDetailsOf } from "../../../src-main/core/documents/readingDoubts.ts";
import type { AuthorCase } from "../../support/authorBlockPdfs.ts";
import { boldGridOfCells, boldNamesOverAddress, namesOverSolidAddress } from "../../support/authorDetailPdfs.ts";

// Names over their details in the same type size: the details (a group's name, a street, a
// town) are shaped like names, and were read as authors, or a grid claimed as a table hid them.
describe("author names over details in their own size", () => {
  const cases: [string, () => Promise<AuthorCase>][] = [
    ["bold names over a regular address and a typewriter e-mail line", boldNamesOverAddress],
    ["a line of names, a blank, then an address set solid in the same type", namesOverSolidAddress],
    ["a grid of cells, bold names over details in their size, that the table finder claims", boldGridOfCells],
  ];
  it.each(cases)("lists the names only: %s", async (_, make) => {
    const c = await make();
    const paper = await parsePdf(c.bytes, { file: "authors.pdf" });
    expect(paper.title).toBe(c.title);
    expect(paper.authors).toEqual(c.authors);
    // The count of names printed in the block agrees: no doubt is raised about missing ones.
    expect(assessReading(readDetailsOf(paper))).not.toContain("authors-fewer-than-printed");
  });
});
