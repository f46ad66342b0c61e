import { describe, expect, it } from "vitest";
import { normed, normedGrid, readTables, TablePage } from "../../support/tables/tablePage.ts";

// A model's parameters by module: the stub is two columns, "Module" and "Sub-module", each row
// filling one of the two (a module's name, then its parts' names on the rows under it, further
// right), and a last row "Total parameters" run across both. That one label closes the gap between
// the stub's columns: main read them as one column, headed "Module Sub-module". The parts' names
// start at one edge on several rows, under a heading of their own: they are a column.
// Guard: indented members under one stub heading (no heading over the indent) stay one column.

const CELL = { font: "Helvetica" as const, size: 9 };
const X = [74, 110, 300, 380];
const ROWS = [
  ["DAM", "", "1.21", "3.4"],
  ["", "Degradation Representation", "0.80", "2.1"],
  ["", "Shallow Feature Extraction", "0.41", "1.3"],
  ["DGEM", "", "2.02", "5.6"],
  ["", "Feature Fusion", "1.10", "2.9"],
  ["", "Reconstruction", "0.92", "2.7"],
  ["Total parameters", "", "3.23", "9.0"],
];

async function moduleTable(headings: readonly string[]): Promise<Uint8Array> {
  const p = new TablePage();
  let y = p.prose(0, 3);
  y = p.caption("Table 1", "Parameters and operations of each module", y + 24);
  p.rule(72, y, 420, y, 1);
  y += 12;
  headings.forEach((h, k) => h && p.text(h, X[k]!, y, CELL));
  y += 4;
  p.rule(72, y, 420, y);
  for (const row of ROWS) {
    y += 12;
    row.forEach((v, k) => v && p.text(v, X[k]!, y, CELL));
  }
  y += 4;
  p.rule(72, y, 420, y, 1);
  p.prose(3, 6, y + 30);
  return p.render("Modules");
}

describe("a two-column stub whose rows each fill one of the two, a total run across both", () => {
  it("keeps the sub-modules' column under its own heading", async () => {
    const tables = await readTables(await moduleTable(["Module", "Sub-module", "Params (M)", "FLOPs (G)"]));
    expect(tables).toHaveLength(1);
    const grid = normedGrid(tables[0]!);
    expect(grid.header).toEqual(normed([["Module", "Sub-module", "Params (M)", "FLOPs (G)"]]));
    expect(grid.rows).toEqual(normed(ROWS));
  });

  it("stays one column when the indented names have no heading of their own", async () => {
    const tables = await readTables(await moduleTable(["Module", "", "Params (M)", "FLOPs (G)"]));
    expect(tables).toHaveLength(1);
    const grid = normedGrid(tables[0]!);
    expect(grid.header).toEqual(normed([["Module", "Params (M)", "FLOPs (G)"]]));
    expect(grid.rows.map((r) => r[0])).toEqual(normed(ROWS.map((r) => [r[0] || r[1]!])).map((r) => r[0]));
  });
});
