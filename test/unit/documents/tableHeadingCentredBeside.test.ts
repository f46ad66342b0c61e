import { describe, expect, it } from "vitest";
import { labelled, normed, normedGrid, readTables, TablePage } from "../../support/tables/tablePage.ts";

// Headings of two lines set a little farther apart than a wrapped line, with the stub's heading of
// one line set halfway down beside them: the header is one row whose one-line cells are centred
// on it (a LaTeX \makecell row), so each two-line heading is one cell, not two levels.

const CELL = { font: "Helvetica" as const, size: 9 };
/** Cell edges: the stub, then four columns whose headings wrap over two lines. */
const X = [72, 190, 250, 310, 370, 430];
const HEADS = [
  ["Clean", "PPL"],
  ["Seen", "ASR"],
  ["OOD", "ASR"],
  ["Avg.", "Rank"],
];
const ROWS = [
  ["RapidUn (ours)", "44.6", "0.153", "0.096", "1.00"],
  ["LoReUn", "44.9", "0.214", "0.125", "2.00"],
  ["GA Unlearn", "45.3", "0.253", "0.132", "3.33"],
  ["Fisher Unlearn", "45.3", "0.83", "0.437", "3.67"],
  ["Retain Only", "54.6", "0.86", "0.472", "6.00"],
];

/** `leading`: the gap between each heading's two lines; `stubAt`: the stub heading's place down them (0 top, 0.5 halfway). */
async function makecellTable(leading: number, stubAt = 0.5): Promise<Uint8Array> {
  const p = new TablePage();
  let y = p.prose(0, 3);
  y = p.caption("Table 3", "Unlearning by method", y + 24);
  p.rule(X[0]!, y, X[5]!, y, 0.8);
  const top = y + 12;
  p.text("Method", X[0]! + 2, top + stubAt * leading, CELL);
  HEADS.forEach(([a, b], i) => {
    p.centred(a!, X[i + 1]!, X[i + 2]!, top, CELL);
    p.centred(b!, X[i + 1]!, X[i + 2]!, top + leading, CELL);
  });
  y = top + leading + 5;
  p.rule(X[0]!, y, X[5]!, y);
  for (const row of ROWS) {
    y += 13;
    p.text(row[0]!, X[0]! + 2, y, CELL);
    for (let k = 1; k < row.length; k++) p.centred(row[k]!, X[k]!, X[k + 1]!, y, CELL);
  }
  y += 5;
  p.rule(X[0]!, y, X[5]!, y, 0.8);
  p.prose(3, 6, y + 30);
  return p.render("Unlearning");
}

describe("two-line headings with a one-line heading centred beside them", () => {
  it("reads each as one cell of a one-row header", async () => {
    const table = labelled(await readTables(await makecellTable(14.5)), "Table 3");
    const grid = normedGrid(table);
    expect(grid.header).toEqual([["Method", ...HEADS.map((h) => h.join(" "))]]);
    expect(grid.rows).toEqual(normed(ROWS));
  });

  it("keeps the two lines as levels when the stub's heading is set on the first line", async () => {
    const table = labelled(await readTables(await makecellTable(14.5, 0)), "Table 3");
    const grid = normedGrid(table);
    expect(grid.header).toHaveLength(2);
    expect(grid.rows).toEqual(normed(ROWS));
  });
});
