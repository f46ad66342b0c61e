import { describe, expect, it } from "vitest";
import { labelled, normed, normedGrid, readTables, TablePage } from "../../support/tables/tablePage.ts";

// A spanner centred over five narrow sub-columns ("Number of Features" over "2 3 4 5 6", 088's
// layout): its text, wider than one column, reaches into the middle three alone, yet it heads all
// five. The guard: a spanner over three middle columns of five, whose text lies within its own
// sub-headings' stretch, heads those three only, though the five are centred on it as well.

const CELL = { font: "Helvetica" as const, size: 9 };

async function spannerPage(o: { label: string; x: number[]; spanner: string; over: [number, number]; stub: string; subs: string[]; rows: string[][] }): Promise<Uint8Array> {
  const p = new TablePage();
  const X = o.x;
  let y = p.prose(0, 3);
  y = p.caption(o.label, "Accuracy by setting", y + 24);
  p.rule(X[0]!, y, X.at(-1)!, y);
  p.centred(o.spanner, X[o.over[0]]!, X[o.over[1] + 1]!, y + 11, CELL);
  p.centred(o.stub, X[0]!, X[1]!, y + 18, CELL);
  o.subs.forEach((s, k) => p.centred(s, X[k + 1]!, X[k + 2]!, y + 25, CELL));
  y += 30;
  p.rule(X[0]!, y, X.at(-1)!, y);
  for (const row of o.rows) {
    y += 13;
    row.forEach((cell, k) => p.centred(cell, X[k]!, X[k + 1]!, y, CELL));
  }
  y += 5;
  p.rule(X[0]!, y, X.at(-1)!, y);
  p.prose(3, 6, y + 30);
  return p.render("Spanner");
}

const HOUSES = [
  ["2", "97.5", "85.0", "75.0", "67.5", "77.5"],
  ["3", "57.5", "60.0", "42.5", "40.0", "25.0"],
  ["4", "40", "40", "22.5", "25", "15"],
  ["5", "40", "22.5", "7.5", "5", "0.15"],
];

const SCORES = [
  ["Base", "110M", "81.2", "79.0", "77.4", "12"],
  ["Large", "340M", "84.9", "83.1", "80.2", "31"],
  ["Huge", "1.3B", "86.0", "84.4", "82.7", "97"],
];

describe("a spanner centred over a run of columns wider than its text", () => {
  it("heads every column of the run it is centred over", async () => {
    const pdf = await spannerPage({ label: "Table 2", x: [72, 140, 170, 200, 230, 260, 290], spanner: "Number of Features", over: [1, 5], stub: "Houses", subs: ["2", "3", "4", "5", "6"], rows: HOUSES });
    const table = labelled(await readTables(pdf), "Table 2");
    const grid = normedGrid(table);
    expect(grid.header).toEqual([
      ["Houses", "Number of Features", "", "", "", ""],
      ["", "2", "3", "4", "5", "6"],
    ]);
    expect(table.header[0]!.cells.find((c) => c.text === "Number of Features")?.colSpan).toBe(5);
    expect(grid.rows).toEqual(normed(HOUSES));
  });

  it("keeps a spanner within its own sub-headings' stretch over those columns only", async () => {
    const pdf = await spannerPage({ label: "Table 3", x: [72, 140, 190, 240, 290, 340, 390], spanner: "Scores on the validation set", over: [2, 4], stub: "Model", subs: ["Params", "Accuracy", "Precision", "Recall", "Time"], rows: SCORES });
    const table = labelled(await readTables(pdf), "Table 3");
    expect(table.header[0]!.cells.find((c) => c.text === "Scores on the validation set")?.colSpan).toBe(3);
    expect(normedGrid(table).header[1]).toEqual(["", "Params", "Accuracy", "Precision", "Recall", "Time"]);
    expect(normedGrid(table).rows).toEqual(normed(SCORES));
  });
});
