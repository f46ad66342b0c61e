import { describe, expect, it } from "vitest";
import { labelled, normedGrid, readTables, TablePage } from "../../support/tables/tablePage.ts";

// Headings wrapped at one leading, a little wider than the 1.45 em that parts header levels:
// "Less:" "Exclusions &" "Unallowables" in one column, two-line headings beside it on its second
// and third lines, the stub's heading on the last. The lines are 11.2 and then 12 pt apart at
// 8 pt (1.4 and 1.5 em). The third line goes on at the leading the three-line heading wraps at,
// so every heading is one cell of one header row, not a level over "All Funds", "Costs" ...

const CELL = { font: "Helvetica" as const, size: 8 };
const X = [72, 190, 250, 320, 380, 450];
const HEADINGS: [string[], number][] = [
  [["Total Costs", "All Funds"], 1],
  [["Less:", "Exclusions &", "Unallowables"], 0],
  [["Indirect", "Costs"], 1],
  [["Total Direct", "Costs"], 1],
];
const ROWS = [
  ["Salaries (a)", "1,314,000", "", "373,250", "940,750"],
  ["Fringe Benefits (b)", "352,000", "", "99,988", "252,012"],
  ["Consultant Services", "26,000", "", "14,000", "12,000"],
  ["Bad Debts", "10,000", "10,000", "", ""],
  ["Office Rent", "170,000", "", "170,000", "150,000"],
];

async function wrappedAtOneLeading(): Promise<Uint8Array> {
  const p = new TablePage();
  let y = p.prose(0, 3);
  y = p.caption("Table 1", "Indirect cost rate proposal by cost category", y + 24);
  const centred = (text: string, k: number, at: number) => p.centred(text, X[k]!, X[k + 1]!, at, CELL);
  p.rule(X[0]!, y, X[5]!, y);
  const lines = [y + 10, y + 21.2, y + 33.2];
  HEADINGS.forEach(([words, from], i) => words.forEach((w, j) => centred(w, i + 1, lines[from + j]!)));
  p.text("Cost Category", X[0]! + 20, lines[2]!, CELL);
  y = lines[2]! + 4;
  p.rule(X[0]!, y, X[5]!, y);
  for (const row of ROWS) {
    y += 12;
    p.text(row[0]!, X[0]! + 2, y, CELL);
    for (let k = 1; k < row.length; k++) if (row[k]) p.right(row[k]!, X[k + 1]! - 8, y, CELL);
  }
  y += 5;
  p.rule(X[0]!, y, X[5]!, y);
  p.prose(3, 6, y + 30);
  return p.render("Costs");
}

describe("header lines set at the leading a heading beside them wraps at", () => {
  it("are that heading's and its neighbours' wrapped lines: one header row", async () => {
    const grid = normedGrid(labelled(await readTables(await wrappedAtOneLeading()), "Table 1"));
    expect(grid.header).toEqual([["Cost Category", ...HEADINGS.map(([w]) => w.join(" "))]]);
    expect(grid.rows).toEqual(ROWS);
  });
});
