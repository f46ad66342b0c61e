import { describe, expect, it } from "vitest";
import { norm } from "../../corpus/paperTruth.ts";
import { labelled, normed, normedGrid, readTables, TablePage } from "../../support/tables/tablePage.ts";

// A full grid, ruled between its columns and under every row, whose cells in two columns list
// several points, one per line, each beginning with a capital, beside a stub cell left empty (the
// property above goes on). Half its rows hold such lists. A row is what its rules enclose: the
// points are lines of one cell, not rows of their own.

const CELL = { font: "Times-Roman" as const, size: 9 };
const HEADER = ["Property", "Kind", "What is measured", "Points of review"];
/** Each cell as its lines. */
const ROWS: string[][][] = [
  [["Reliability"], ["Test and retest"], ["Stability of the scores over time"], ["Correlation within persons"]],
  [[], ["Internal consistency"], ["Items measure one concept", "Items correlate with each other"], ["Alpha for each score", "Item and total correlations"]],
  [[], ["Content validity"], ["Evidence from interviews"], ["Derivation of all items", "Interview schedule", "Focus group transcripts"]],
  [["Change"], ["Responsiveness"], ["Differences in scores over time"], ["Effect size statistic"]],
];
const X = [72, 150, 240, 390, 540];
const LINE = 11;

async function gridWithLists(): Promise<Uint8Array> {
  const p = new TablePage();
  let y = p.prose(0, 3);
  y = p.caption("Table 2", "Properties reviewed for each instrument", y + 24);
  const top = y;
  p.rule(X[0]!, y, X[4]!, y);
  HEADER.forEach((h, k) => p.text(h, X[k]! + 4, y + 11, CELL));
  y += 15;
  p.rule(X[0]!, y, X[4]!, y);
  for (const row of ROWS) {
    row.forEach((lines, k) => lines.forEach((line, n) => p.text(line, X[k]! + 4, y + 11 + n * LINE, CELL)));
    y += 5 + LINE * Math.max(...row.map((lines) => lines.length));
    p.rule(X[0]!, y, X[4]!, y);
  }
  for (const x of X) p.rule(x, top, x, y);
  p.prose(3, 6, y + 30);
  return p.render("Properties");
}

describe("a full grid whose cells list points line by line", () => {
  it("reads each stretch between its rules as one row", async () => {
    const grid = normedGrid(labelled(await readTables(await gridWithLists()), "Table 2"));
    expect(grid.header).toEqual(normed([HEADER]));
    expect(grid.rows).toEqual(ROWS.map((r) => r.map((lines) => norm(lines.join(" ")))));
  });
});
