import { describe, expect, it } from "vitest";
import { normed, normedGrid, readOnlyTable, TablePage } from "../../support/tables/tablePage.ts";

// A key resources table with no caption that fills most of a page (Cell Press's STAR Methods, as
// 90-kras prints it), every row ruled, under a running head with a journal's logo drawn in
// strokes. A table found by its rules is no table when a figure's curves and marks stand around
// it; counted a quarter of the table's height out, the logo 100 pt over it was such a figure, and
// the table was read from a rule further down, its header and first rows lost.

const CELL = { font: "Helvetica" as const, size: 7 };
const COLUMNS = [72, 300, 430];
const RIGHT = 540;
const HEADINGS = ["REAGENT or RESOURCE", "SOURCE", "IDENTIFIER"];
const ROWS = Array.from({ length: 30 }, (_, k) => [`Antibody clone ${String.fromCharCode(65 + (k % 26))}${k + 1}`, k % 2 ? "Abcam" : "Bio-Rad", `RRID:AB_${324087 + 1013 * k}`]);

async function keyResources(): Promise<Uint8Array> {
  const p = new TablePage();
  // The logo: a zigzag of slanted strokes in the running head.
  for (let k = 0; k < 14; k++) p.rule(72 + 6 * k, 60 + (k % 2) * 12, 78 + 6 * k, 60 + ((k + 1) % 2) * 12);
  p.text("KEY RESOURCES TABLE", 72, 150, { font: "Helvetica-Bold", size: 9 });
  let y = 172;
  p.rule(72, y, RIGHT, y, 1);
  y += 10;
  COLUMNS.forEach((x, k) => p.text(HEADINGS[k]!, x, y, CELL));
  for (const row of ROWS) {
    y += 4;
    p.rule(72, y, RIGHT, y, 0.25);
    y += 10;
    row.forEach((cell, k) => p.text(cell, COLUMNS[k]!, y, CELL));
  }
  y += 4;
  p.rule(72, y, RIGHT, y, 1);
  return p.render("Key resources");
}

describe("a page-long table under a running head's logo", () => {
  it("is read from its first rule: its header and every row", async () => {
    const table = await readOnlyTable(await keyResources());
    const grid = normedGrid(table);
    expect(grid.header).toEqual(normed([HEADINGS]));
    expect(grid.rows).toEqual(normed(ROWS));
  });
});
