import { describe, expect, it } from "vitest";
import type { ParsedTable, TableCell, TableRow } from "../../../src-main/contract/tables.ts";
import { camelotMapped, firstBodyRow, foldHeader } from "../../support/tables/camelotConventions.ts";
import { gridFigures } from "../../support/tables/gridFigures.ts";
import { gridOf, placedOfTable } from "../../support/tables/placedCells.ts";

// Camelot's network and stream rows are the page's text lines: a heading on two lines is two
// rows, and a column with no text is none of theirs. A table the reader read right (one header
// row of wrapped headings, a ruled column left empty) is the same table: mapped, its shape is right.

const cell = (text: string, colSpan = 1): TableCell => ({ text, box: text ? { page: 1, x: 0, y: 0, w: 10, h: 10 } : null, colSpan, rowSpan: 1 });
const row = (...texts: string[]): TableRow => ({ kind: "body", cells: texts.map((t) => cell(t)) });
const found: Pick<ParsedTable, "header" | "rows"> = {
  header: [row("State", "Medical & Public Health", "", "Total Revenue & Capital")],
  rows: [row("Assam", "14,874", "", "17,590"), row("Bihar", "21,016", "", "30,677")],
};
const network = [
  ["State", "Medical &", "Total"],
  ["", "", "Revenue &"],
  ["", "Public", "Capital"],
  ["", "Health", ""],
  ["Assam", "14,874", "17,590"],
  ["Bihar", "21,016", "30,677"],
];

describe("Camelot's expected rows mapped to the reader's", () => {
  it("folds each side's header into one row and drops the empty column, for a text flavor", () => {
    const raw = gridFigures(network, gridOf(placedOfTable(found)));
    expect([raw.shapeRight, raw.cellsAtPlace.hit]).toEqual([false, 1]);
    const m = camelotMapped("network", network, found);
    const mapped = gridFigures(m.expected, m.found);
    expect([mapped.expectedShape, mapped.foundShape, mapped.cellsAtPlace, mapped.rowsExact]).toEqual([[3, 3], [3, 3], { hit: 9, of: 9 }, { hit: 3, of: 3 }]);
  });

  it("leaves a lattice table's rows as they are: they are the cells its rules draw", () => {
    const m = camelotMapped("lattice", network, found);
    expect(m.expected).toEqual(network);
    expect(m.found).toEqual(gridOf(placedOfTable(found)));
  });

  it("folds nothing when no expected row is the found table's first body row", () => {
    expect(firstBodyRow(network, ["Kerala", "27,923", "", "32,838"])).toBe(-1);
    expect(firstBodyRow(network, ["Assam", "14,874", "", "17,590"])).toBe(4);
    expect(foldHeader([["a"], ["b"]], 0)).toEqual([["a"], ["b"]]);
  });
});
