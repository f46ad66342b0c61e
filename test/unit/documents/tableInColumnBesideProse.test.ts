import { describe, expect, it } from "vitest";
import { CELL, CELL_BOLD } from "../../support/tables/tableSheet.ts";
import { normed, normedGrid, readTables, TablePage } from "../../support/tables/tablePage.ts";

// A table with no caption and no rule, set in the right column of a two-column page while the left
// column's prose runs on beside it. Read across the page, each of its rows shares a baseline with
// a line of prose, and no line there is a row of short cells set apart: each column must be
// searched on its own for the table to be found.
const HEAD = ["Element", "Mass", "Element", "Mass"];
const ROWS = [
  ["Hydrogen", "1.008", "Lithium", "6.94"],
  ["Carbon", "12.011", "Nitrogen", "14.007"],
  ["Oxygen", "15.999", "Fluorine", "18.998"],
  ["Sodium", "22.990", "Magnesium", "24.305"],
  ["Sulfur", "32.06", "Chlorine", "35.45"],
];
const COLUMNS = [318, 360, 440, 482];

async function tableBesideProse(): Promise<Uint8Array> {
  const p = new TablePage();
  // The left column's prose from the top to the foot of the page, right beside the table's rows.
  p.columnText(72, 90, 220, 24);
  let y = p.columnText(318, 90, 222, 3) + 20;
  HEAD.forEach((h, k) => p.text(h, COLUMNS[k]!, y, CELL_BOLD));
  for (const r of ROWS) {
    y += 12.5;
    r.forEach((c, k) => p.text(c, COLUMNS[k]!, y, CELL));
  }
  p.columnText(318, y + 28, 222, 8);
  return p.render("Symbols");
}

describe("a table with no caption and no rule in one column, beside the other column's prose", () => {
  it("is found, its rows and columns as set, none of the prose beside it in its cells", async () => {
    const tables = await readTables(await tableBesideProse());
    expect(tables).toHaveLength(1);
    expect(normedGrid(tables[0]!).all).toEqual(normed([HEAD, ...ROWS]));
  });
});
