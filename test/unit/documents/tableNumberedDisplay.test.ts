import { describe, expect, it } from "vitest";
import { CELL, drawTable, type TableSpec } from "../../support/tables/tableSheet.ts";
import { normedGrid, readTables, row, specCells } from "../../support/tables/tablePage.ts";
import { COLUMN_WIDTH, COLUMN_X, DETECTION, twoColumnsAmidParagraphs } from "../../support/tables/twoColumnTablePage.ts";

// False tables on papers with no table truth (round 23): a displayed equation, a matrix of
// symbols set in ruled columns with its number at the right margin, was read as an uncaptioned
// table (twice on one page of a Journal of Statistical Software paper). A table is numbered by
// its caption; rows of cells numbered like an equation are an equation.

const MATRIX: TableSpec = {
  columns: [24, 46, 46, 46],
  header: [row("", "x1", "x2", "x3")],
  rows: [row("t1", "f(t1,x1)", "f(t1,x2)", "f(t1,x3)"), row("t2", "f(t2,x1)", "f(t2,x2)", "f(t2,x3)"), row("t3", "f(t3,x1)", "f(t3,x2)", "f(t3,x3)")],
  style: "grid",
};

/** The left column: MATRIX ruled as a grid, with `number` (if any) at the column's right edge, halfway down it. */
const display = (number: string | null) =>
  twoColumnsAmidParagraphs("Display", (p, y) => {
    const { bottom } = drawTable(p.sheet, p.page, MATRIX, COLUMN_X + 10, y);
    if (number) p.right(number, COLUMN_X + COLUMN_WIDTH, (y + bottom) / 2 + 3, CELL);
    return bottom;
  });

const grids = async (pdf: Uint8Array) => (await readTables(pdf)).map((t) => normedGrid(t).all);

describe("rows of cells numbered like an equation", () => {
  it("are no table when an equation number stands alone at their right", async () => {
    expect(await grids(await display("(1)"))).toEqual([specCells(DETECTION)]);
  });

  it("are a table with no number beside them", async () => {
    expect(await grids(await display(null))).toEqual([specCells(MATRIX), specCells(DETECTION)]);
  });

  it("are a table with a figure in parentheses beside them, which numbers no equation", async () => {
    expect(await grids(await display("(n = 12)"))).toEqual([specCells(MATRIX), specCells(DETECTION)]);
  });
});
