import { describe, expect, it } from "vitest";
import { labelled, normed, normedGrid, readTables, TablePage } from "../../support/tables/tablePage.ts";

// A summary row under the body, its label in the stub and one figure set across the four rating
// columns, centred on them (LaTeX's \multicolumn{4}{c}): the figure bridges the gap between the
// second and third columns, which every other row leaves open. Read as a cell like the others it
// closed that gap, and each second rating ran into the third.

const CELL = { font: "Helvetica" as const, size: 9 };
/** The stub's left edge, then the four rating columns' centres, a two-letter heading and the column gap apart. */
const STUB = 74;
const CENTRES = [250, 272, 294, 316];
const ROWS = [
  ["alpha.example.org", "1", "1", "1", "1"],
  ["beta.example.com", "7", "7", "6", "7"],
  ["gamma.example.net", "3", "3", "3", "3"],
  ["delta.example.edu", "6", "-", "5", "6"],
  ["epsilon.example.io", "5", "5", "5", "5"],
  ["zeta.example.org", "2", "2", "2", "2"],
];

async function centredSpanCell(): Promise<Uint8Array> {
  const p = new TablePage();
  let y = p.prose(0, 3);
  y = p.caption("Table 4", "Ratings of each site by four raters", y + 24);
  p.rule(72, y, 360, y, 1);
  y += 11;
  p.text("Site", STUB, y, CELL);
  ["R1", "R2", "R3", "R4"].forEach((h, k) => p.centred(h, CENTRES[k]! - 10, CENTRES[k]! + 10, y, CELL));
  y += 4;
  p.rule(72, y, 360, y);
  for (const row of ROWS) {
    y += 12;
    p.text(row[0]!, STUB, y, CELL);
    row.slice(1).forEach((cell, k) => p.centred(cell, CENTRES[k]! - 10, CENTRES[k]! + 10, y, CELL));
  }
  y += 4;
  p.rule(72, y, 360, y, 0.4);
  y += 12;
  p.text("Agreement", STUB, y, CELL);
  p.centred("0.982", CENTRES[0]! - 10, CENTRES[3]! + 10, y, CELL);
  y += 4;
  p.rule(72, y, 360, y, 1);
  p.prose(3, 6, y + 30);
  return p.render("Ratings");
}

describe("a figure centred across several columns in a row of cells", () => {
  it("leaves the gap between the columns it spans open: each rating stays in its own column", async () => {
    const grid = normedGrid(labelled(await readTables(await centredSpanCell()), "Table 4"));
    expect(grid.header).toEqual([["Site", "R1", "R2", "R3", "R4"]]);
    expect(grid.rows.slice(0, ROWS.length)).toEqual(normed(ROWS));
    const last = grid.rows.at(-1)!;
    expect(last).toHaveLength(5);
    expect(last[0]).toBe("Agreement");
    expect(last.filter((cell) => cell === "0.982")).toHaveLength(1);
  });
});
