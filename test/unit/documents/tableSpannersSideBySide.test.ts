import { describe, expect, it } from "vitest";
import { labelled, normed, normedGrid, readTables, TablePage } from "../../support/tables/tablePage.ts";

// A level of spanners side by side on one line, each centred over three sub-columns, its text set
// over the middle one's heading ("Kinetics" over "1-shot 3-shot 5-shot"), with the stub's headings
// on the same line, as LaTeX sets \multicolumn{3}{c} over booktabs sub-headings. Each spanner heads
// its three columns, its text in the first: the other headings on its line do not make it the
// first line of its middle column's heading.

const CELL = { font: "Helvetica" as const, size: 9 };
/** Cell edges: the stub, then two groups of three sub-columns. */
const X = [72, 150, 190, 230, 270, 310, 350, 390];
const SUBS = ["1-shot", "3-shot", "5-shot"];
const ROWS = [
  ["OTAM", "73.0", "80.1", "85.8", "42.8", "48.2", "52.3"],
  ["TRX", "63.6", "78.4", "85.9", "42.0", "56.1", "64.6"],
  ["HyRSM", "73.7", "83.5", "86.1", "54.3", "65.1", "69.0"],
  ["MoLo", "74.0", "83.7", "85.6", "56.6", "67.0", "70.6"],
];

async function sideBySide(): Promise<Uint8Array> {
  const p = new TablePage();
  let y = p.prose(0, 3);
  y = p.caption("Table 2", "Few-shot accuracy on two benchmarks", y + 24);
  p.rule(X[0]!, y, X[7]!, y);
  p.text("Method", X[0]! + 2, y + 11, CELL);
  p.centred("Kinetics", X[1]!, X[4]!, y + 11, CELL);
  p.centred("SSv2-Full", X[4]!, X[7]!, y + 11, CELL);
  for (let k = 0; k < 6; k++) p.centred(SUBS[k % 3]!, X[k + 1]!, X[k + 2]!, y + 26, CELL);
  y += 31;
  p.rule(X[0]!, y, X[7]!, y);
  for (const row of ROWS) {
    y += 13;
    p.text(row[0]!, X[0]! + 2, y, CELL);
    for (let k = 1; k < 7; k++) p.centred(row[k]!, X[k]!, X[k + 1]!, y, CELL);
  }
  y += 5;
  p.rule(X[0]!, y, X[7]!, y);
  p.prose(3, 6, y + 30);
  return p.render("Few-shot");
}

describe("spanners side by side on one line, each centred over its sub-columns", () => {
  it("each heads its three sub-columns, its text in the first", async () => {
    const table = labelled(await readTables(await sideBySide()), "Table 2");
    const grid = normedGrid(table);
    expect(grid.header).toEqual([
      ["Method", "Kinetics", "", "", "SSv2-Full", "", ""],
      ["", ...SUBS, ...SUBS],
    ]);
    expect(table.header[0]!.cells.find((c) => c.text === "Kinetics")?.colSpan).toBe(3);
    expect(table.header[0]!.cells.find((c) => c.text === "SSv2-Full")?.colSpan).toBe(3);
    expect(grid.rows).toEqual(normed(ROWS));
  });
});
