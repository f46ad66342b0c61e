import { describe, expect, it } from "vitest";
import { type ParsedTable, type TableRow } from "../../../src-main/contract/tables.ts";
import { columnHeadings, gridRows, tableGrid, tableWidth } from "../../../src-main/contract/tableGrid.ts";

const cell = (text: string, colSpan = 1, rowSpan = 1) => ({ text, box: null, colSpan, rowSpan });
const row = (...cells: ReturnType<typeof cell>[]): TableRow => ({ kind: "body", cells });

// Two header levels as in a meta-analysis table: "Case" spans n and Mean, "Variable" spans both levels.
const header = [row(cell("Variable", 1, 2), cell("Case", 2), cell("Control", 2)), row(cell("n"), cell("Mean"), cell("n"), cell("Mean"))];
// A category printed once beside the two rows it covers.
const rows = [row(cell("Aggressive", 1, 2), cell("12"), cell("3.1"), cell("10"), cell("2.9")), row(cell("14"), cell("3.3"), cell("9"), cell("2.7")), row(cell("Total"), cell("26"), cell(""), cell("19"), cell(""))];
const table: ParsedTable = { label: "Table 3", caption: "Scores", page: 7, pages: [7], boxes: [{ page: 7, x: 50, y: 100, w: 400, h: 200 }], kind: "text", rotated: false, ruling: "horizontal", header, rows, footnotes: [], doubts: [] };

describe("a table's grid", () => {
  it("lays merged cells out on the grid: text at the first row and column, blank where they span", () => {
    expect(tableWidth(table)).toBe(5);
    expect(gridRows(header)).toEqual([
      ["Variable", "Case", "", "Control", ""],
      ["", "n", "Mean", "n", "Mean"],
    ]);
    expect(gridRows(rows)).toEqual([
      ["Aggressive", "12", "3.1", "10", "2.9"],
      ["", "14", "3.3", "9", "2.7"],
      ["Total", "26", "", "19", ""],
    ]);
  });

  it("names each column by its header levels joined, as a row read alone needs", () => {
    expect(columnHeadings(table)).toEqual(["Variable", "Case / n", "Case / Mean", "Control / n", "Control / Mean"]);
  });

  it("prints the plain shape with the first page's box", () => {
    const grid = tableGrid(table);
    expect(grid.box).toEqual({ page: 7, x: 50, y: 100, w: 400, h: 200 });
    expect(grid.rows.every((r) => r.length === 5)).toBe(true);
  });
});
