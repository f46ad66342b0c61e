import { describe, expect, it } from "vitest";
import { CELL, CELL_BOLD } from "../../support/tables/tableSheet.ts";
import { normed, normedGrid, readOnlyTable, TablePage } from "../../support/tables/tablePage.ts";

// A table set in whitespace alone, no caption and no rule, whose first rows fill every column and
// whose later rows list values under some columns only (a value per key for a few keys). Its
// sparse rows sit exactly in the columns the full rows set: it is a table, with its blanks where
// they are on the page.
const HEAD = ["Station", "Code", "Sensor", "Range", "Owner", "Serial"];
const ROWS = [
  ["Alder Point", "AP", "T-11", "0-50", "Parks", "S-204"],
  ["", "", "T-12", "0-80", "", "S-205"],
  ["", "", "T-13", "0-90", "", "S-206"],
  ["", "", "H-02", "0-99", "", "S-207"],
];
const COLUMNS = [72, 160, 240, 310, 390, 460];

async function sparseTable(): Promise<Uint8Array> {
  const p = new TablePage();
  let y = p.prose(0, 3);
  y += 24;
  HEAD.forEach((h, k) => p.text(h, COLUMNS[k]!, y, CELL_BOLD));
  for (const r of ROWS) {
    y += 13;
    r.forEach((c, k) => c && p.text(c, COLUMNS[k]!, y, CELL));
  }
  p.prose(3, 6, y + 30);
  return p.render("Stations");
}

describe("a table in whitespace whose later rows fill some columns only", () => {
  it("is found, with each value in its column and blanks where the page leaves them", async () => {
    const table = await readOnlyTable(await sparseTable());
    expect(normedGrid(table).all).toEqual(normed([HEAD, ...ROWS]));
  });
});
