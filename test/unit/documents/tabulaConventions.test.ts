import { describe, expect, it } from "vitest";
import type { ParsedTable, TableCell } from "../../../src-main/contract/tables.ts";
import { gridFigures } from "../../support/tables/gridFigures.ts";
import { gridOf, placedOfTable } from "../../support/tables/placedCells.ts";
import { rowsInArea, withHyphensFolded, withoutEmptyLines } from "../../support/tables/tabulaConventions.ts";

// Tabula's expected grid is what it extracts from an area of one page, with an empty first row
// and column where its area runs past the text. A table the reader found whole (a header above
// that area, a row continued on the next page) is the same table: mapped, its shape is right.

const cell = (text: string, page: number, x: number, y: number): TableCell => ({ text, box: { page, x, y, w: 40, h: 10 }, colSpan: 1, rowSpan: 1 });
const row = (page: number, y: number, a: string, b: string) => ({ kind: "body" as const, cells: [cell(a, page, 100, y), cell(b, page, 160, y)] });
const found: Pick<ParsedTable, "header" | "rows"> = {
  header: [row(1, 100, "Name", "Vote")], // above the test's area
  rows: [row(1, 140, "Abdala", "Yes"), row(1, 160, "Albrieu", "No"), row(2, 60, "Alonso", "Yes")], // the last on the next page
};
const area = { page: 1, x: 50, y: 130, w: 300, h: 60 };
const tabula = [
  ["", "", ""],
  ["", "Abdala", "Yes"],
  ["", "Albrieu", "No"],
];

describe("Tabula's expected grids mapped to the reader's", () => {
  it("compares only the found rows inside the test's area, without Tabula's empty row and column", () => {
    const raw = gridFigures(tabula, gridOf(placedOfTable(found)));
    expect(raw.shapeRight).toBe(false);
    const mapped = gridFigures(withoutEmptyLines(tabula), gridOf(placedOfTable(rowsInArea(found, area))));
    expect([mapped.expectedShape, mapped.foundShape, mapped.cellsAtPlace]).toEqual([[2, 2], [2, 2], { hit: 4, of: 4 }]);
  });

  it("keeps an empty column that has text in some row", () => {
    expect(withoutEmptyLines([["a", "", "b"], ["c", "d", ""]])).toEqual([["a", "", "b"], ["c", "d", ""]]);
  });

  it("reads Tabula's U+2010 and U+2011 hyphens as the reader's \"-\", and nothing else as one", () => {
    // A contract's dates set with U+2010, read by the reader as "13-Sep-11" (layout/buildLines.ts).
    const expected = [["13\u2010Sep\u201011", "Accra\u2011North"], ["\u2013 5", "a \u2212 b"]];
    const read = [["13-Sep-11", "Accra-North"], ["\u2013 5", "a \u2212 b"]];
    expect(gridFigures(expected, read).cellsAtPlace).toEqual({ hit: 2, of: 4 });
    // En dashes and minus signs are other characters on the page, and stay as they are.
    expect(gridFigures(withHyphensFolded(expected), read).cellsAtPlace).toEqual({ hit: 4, of: 4 });
    expect(withHyphensFolded(expected)[1]).toEqual(["\u2013 5", "a \u2212 b"]);
  });

  it("drops a line break Tabula keeps after a hyphen between words or figures, as the reader joins the lines", () => {
    // A contract number wrapped in its cell: Tabula keeps the line, the reader joins it.
    const expected = [["MRH/TSP/G\u2010\n1/Lot 1", "Under-\ngraduate"], ["Dansoman -\nAccra", "2012\n2015"]];
    expect(withHyphensFolded(expected)).toEqual([["MRH/TSP/G-1/Lot 1", "Under-graduate"], ["Dansoman -\nAccra", "2012\n2015"]]);
  });
});
