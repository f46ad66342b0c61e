import { describe, expect, it } from "vitest";
import { parsePdf } from "../../../src-main/core/documents/parsePdf.ts";
import { assessReading, readDetailsOf } from "../../../src-main/core/documents/readingDoubts.ts";
import { boldGridOfCells } from "../../support/authorDetailPdfs.ts";
import { authorGridOverCaptionedTable, gridRunningDeep } from "../../support/authorGridPdfs.ts";

// An author grid under the title is set like a table (cells in columns, aligned rows): it was
// listed in the paper's tables, a table the user would open and find names in.
describe("author grids under the title", () => {
  it("does not list an author grid as a table", async () => {
    const c = await boldGridOfCells();
    const paper = await parsePdf(c.bytes, { file: "grid.pdf" });
    expect(paper.authors).toEqual(c.authors);
    expect(paper.tables).toEqual([]);
  });

  it("keeps a captioned table of figures on the title page while dropping the grid above it", async () => {
    const c = await authorGridOverCaptionedTable();
    const paper = await parsePdf(c.bytes, { file: "grid-and-table.pdf" });
    expect(paper.authors).toEqual(c.authors);
    expect((paper.tables ?? []).map((t) => [t.page, t.label, t.caption])).toEqual([[1, "Table 1", c.tableCaption]]);
    expect(paper.tables![0]!.rows.flatMap((r) => r.cells.map((cell) => cell.text))).toContain("22.3");
  });

  it("reads the last name of a grid whose rows run deep under the title", async () => {
    const c = await gridRunningDeep();
    const paper = await parsePdf(c.bytes, { file: "deep.pdf" });
    expect(paper.title).toBe(c.title);
    expect(paper.authors).toEqual(c.authors);
    expect(assessReading(readDetailsOf(paper))).not.toContain("authors-fewer-than-printed");
  });
});
