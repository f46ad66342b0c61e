import { describe, expect, it } from "vitest";
import { tableGrid } from "../../../src-main/contract/tableGrid.ts";
import { parsePdf } from "../../../src-main/core/documents/parsePdf.ts";
import { norm } from "../../corpus/paperTruth.ts";
import { landscapePaper } from "../../support/tables/layoutTablePdfs.ts";
import { rowTexts } from "../../support/tables/paperWriter.ts";

// A paper whose every page carries /Rotate 90, its content drawn turned so it reads upright on
// screen (reports and decks exported landscape). Read in user space, none of its text is upright,
// and the whole document used to be refused as having no text layer.

describe("a paper printed landscape on every page", () => {
  it("is read as shown: title, every body sentence whole, and its table with rows and cell boxes where the viewer shows them", async () => {
    const c = await landscapePaper();
    const paper = await parsePdf(c.bytes.slice(), { file: "landscape.pdf" });
    expect(paper.pageCount).toBe(2);
    expect(norm(paper.title ?? "")).toBe(norm(c.title));
    const body = norm(paper.passages.filter((p) => p.kind === "paragraph" || p.kind === "abstract").map((p) => p.text).join(" "));
    // The first paragraph, under the title, is read as the abstract (no label names one).
    for (const sentence of c.sentences) expect(body, sentence).toContain(norm(sentence));
    // No cell of the table leaks into the body.
    expect(body).not.toContain("YSZ-3");

    const tables = paper.tables ?? [];
    expect(tables.map((t) => t.label)).toEqual(["Table 1"]);
    const [table] = tables;
    const drawn = c.tables[0]!;
    expect(table!.page).toBe(2);
    expect(table!.rotated).toBe(true);
    const grid = tableGrid(table!);
    expect(grid.header.map((r) => r.map(norm))).toEqual(rowTexts(drawn.header).map((r) => r.map(norm)));
    expect(grid.rows.map((r) => r.map(norm))).toEqual(rowTexts(drawn.rows).map((r) => r.map(norm)));
    // Boxes are on the page as displayed (792 wide, 612 high): a cell is boxed where it was drawn.
    const cell = drawn.rows[2]!.cells[0]!;
    const found = table!.rows[2]!.cells[0]!;
    expect(found.box).toMatchObject({ page: 2 });
    expect(Math.abs(found.box!.x - cell.box!.x)).toBeLessThan(2);
    expect(Math.abs(found.box!.y - cell.box!.y)).toBeLessThan(4);
  });
});
