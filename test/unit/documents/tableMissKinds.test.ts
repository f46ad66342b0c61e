import { describe, expect, it } from "vitest";
import type { ParsedTable, TableCell } from "../../../src-main/contract/tables.ts";
import { gridFigures } from "../../support/tables/gridFigures.ts";
import type { IcdarTable } from "../../support/tables/icdarTruth.ts";
import { missKindsOf } from "../../support/tables/missKinds.ts";
import { gridOf, placedOfIcdar, placedOfTable } from "../../support/tables/placedCells.ts";

// The bench's totals of what kind of error a table's misses are, on a truth of three columns of
// two rows and a reading that ran its last two columns together: a shape miss with too few
// columns, and the four cells of those columns each in a found cell that holds its neighbour too.

const TOP = 792;
/** A truth cell at (row, col), its text in a box 40 points wide and 10 high, rows 20 apart. */
const truthCell = (row: number, col: number, text: string) => ({ page: 1, startRow: row, startCol: col, endRow: row, endCol: col, text, box: { x1: 100 + 60 * col, y1: TOP - 110 - 20 * row, x2: 140 + 60 * col, y2: TOP - 100 - 20 * row } });
const cell = (text: string, x: number, w: number, row: number): TableCell => ({ text, box: { page: 1, x, y: 100 + 20 * row, w, h: 10 }, colSpan: 1, rowSpan: 1 });

const truth: IcdarTable = {
  id: "generated #1",
  regions: [{ page: 1, box: { x1: 95, y1: TOP - 135, x2: 265, y2: TOP - 95 } }],
  cells: [truthCell(0, 0, "North"), truthCell(0, 1, "12"), truthCell(0, 2, "34"), truthCell(1, 0, "South"), truthCell(1, 1, "56"), truthCell(1, 2, "78")],
};
const found: ParsedTable = {
  label: null, caption: null, page: 1, pages: [1], boxes: [{ page: 1, x: 95, y: 95, w: 170, h: 40 }], kind: "text", rotated: false, ruling: "none",
  header: [],
  rows: [0, 1].map((r) => ({ kind: "body" as const, cells: [cell(r ? "South" : "North", 100, 40, r), cell(r ? "56 78" : "12 34", 160, 100, r)] })),
  footnotes: [], doubts: [],
};

describe("the kinds of error behind a table's misses", () => {
  it("counts columns run together as too few columns and its cells as merged with the cell beside", () => {
    const grid = gridFigures(gridOf(placedOfIcdar(truth)), gridOf(placedOfTable(found)));
    const kinds = missKindsOf({ truth, truthBoxes: [{ page: 1, x: 95, y: 95, w: 170, h: 40 }], found, grid, view: () => ({ left: 0, top: TOP }), pages: [], glyphs: [] });
    expect([kinds.shapeMisses, kinds.rowsOver, kinds.rowsUnder, kinds.colsOver, kinds.colsUnder]).toEqual([1, 0, 0, 0, 1]);
    expect(kinds.cells).toMatchObject({ mergedAcross: 4, splitAcross: 0, absent: 0, laterRow: 0 });
    expect(kinds.missed.unread + kinds.misshapen.unread).toBe(1);
  });
});
