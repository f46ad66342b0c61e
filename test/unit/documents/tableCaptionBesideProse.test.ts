import { describe, expect, it } from "vitest";
import { norm } from "../../corpus/paperTruth.ts";
import { PROSE } from "../../support/tables/paperWriter.ts";
import { drawTable } from "../../support/tables/tableSheet.ts";
import { normedGrid, readOnlyTable, row, TablePage } from "../../support/tables/tablePage.ts";

// A table in the left column of a two-column page, its caption wrapped over three lines; the
// right column's running text goes on beside it, its lines on about the caption's baselines. A
// paragraph's line beside the caption's second line is not a cell beside it: the caption's lines
// are the caption's, not the table's header rows.

const CAPTION = "Number of deaths and death rates for heart disease and stroke, by state and area, from the national statistics system of 2006";
const HEAD = ["State", "Deaths", "Rate"];
const ROWS = [
  ["Alabama", "4,512", "201.3"],
  ["Alaska", "310", "150.2"],
  ["Arizona", "6,020", "140.8"],
  ["Arkansas", "3,110", "198.4"],
];

async function captionBesideProse(): Promise<Uint8Array> {
  const p = new TablePage();
  const y = 90;
  const below = p.caption("Table 6", CAPTION, y, 45, 250);
  // The right column starts a point above the caption's second line.
  p.paragraph([...PROSE, ...PROSE].join(" "), 310, y + 10, 250);
  drawTable(p.sheet, p.page, { columns: [120, 65, 65], header: [row(...HEAD)], rows: ROWS.map((r) => row(...r)), style: "booktabs" }, 45, below + 6);
  return p.render("Deaths");
}

describe("a caption wrapped beside the next column's running text", () => {
  it("keeps its lines in the caption, not in the header", async () => {
    const table = await readOnlyTable(await captionBesideProse());
    expect(norm(table.caption ?? "")).toBe(norm(CAPTION));
    const grid = normedGrid(table);
    expect(grid.header).toEqual([HEAD]);
    expect(grid.rows).toEqual(ROWS);
  });
});
