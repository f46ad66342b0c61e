import { describe, expect, it } from "vitest";
import { labelled, normed, normedGrid, readTables, TablePage } from "../../support/tables/tablePage.ts";

// A short spanner centred over three sub-columns ("N-WER" over "AVG", "N ≥ S", "N < S", 088's
// layout): centred over the run, it is centred over the middle column as well, and its text lies
// in that column alone. Set farther above the sub-headings than a wrapped heading's next line, and
// wider than the middle column's heading on both sides, it heads the three; on main it read as
// the first line of the middle heading ("Word error High"), the header one row short. The guard:
// the same text set at the leading over the middle heading stays that heading's wrapped line.
// (The stub's heading spans the levels from the top, the reader's convention: headerLevels.ts.)

const CELL = { font: "Helvetica" as const, size: 9 };
const X = [72, 150, 195, 240, 285, 330];

async function oddRunPage(label: string, spannerAbove: number): Promise<Uint8Array> {
  const p = new TablePage();
  let y = p.prose(0, 3);
  y = p.caption(label, "Word error rate by speaker overlap", y + 24);
  p.rule(X[0]!, y, X.at(-1)!, y);
  const subs = y + 28;
  p.centred("Word error", X[2]!, X[5]!, subs - spannerAbove, CELL);
  ["Setting", "Clean", "Avg", "High", "Low"].forEach((s, k) => p.centred(s, X[k]!, X[k + 1]!, subs, CELL));
  y = subs + 5;
  p.rule(X[0]!, y, X.at(-1)!, y);
  for (const row of ROWS) {
    y += 13;
    row.forEach((cell, k) => p.centred(cell, X[k]!, X[k + 1]!, y, CELL));
  }
  y += 5;
  p.rule(X[0]!, y, X.at(-1)!, y);
  p.prose(3, 6, y + 30);
  return p.render("Spanner apart");
}

const ROWS = [
  ["Baseline", "1.5", "5.1", "7.2", "1.9"],
  ["Mixed", "1.6", "5.3", "7.4", "2.0"],
  ["Augmented", "1.5", "5.0", "7.1", "2.0"],
];

describe("a short spanner set apart over an odd run of columns", () => {
  it("heads the run when set farther above than a wrapped line", async () => {
    const table = labelled(await readTables(await oddRunPage("Table 2", 16)), "Table 2");
    const grid = normedGrid(table);
    expect(grid.header).toEqual([
      ["Setting", "", "Word error", "", ""],
      ["", "Clean", "Avg", "High", "Low"],
    ]);
    expect(table.header[0]!.cells.find((c) => c.text === "Word error")?.colSpan).toBe(3);
    expect(grid.rows).toEqual(normed(ROWS));
  });

  it("stays the middle heading's first line when set at the leading", async () => {
    const table = labelled(await readTables(await oddRunPage("Table 3", 10)), "Table 3");
    const grid = normedGrid(table);
    expect(grid.header).toEqual([["Setting", "Clean", "Avg", "Word error High", "Low"]]);
    expect(grid.rows).toEqual(normed(ROWS));
  });
});
