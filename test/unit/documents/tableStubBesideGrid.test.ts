import { describe, expect, it } from "vitest";
import { norm } from "../../corpus/paperTruth.ts";
import { normed, normedGrid, readOnlyTable, TablePage } from "../../support/tables/tablePage.ts";

// A budget's table with no caption whose grid rules the figures only: the rows' names stand left
// of the grid, unruled, one on each row. They are the table's first column, not text beside it.

const CELL = { font: "Helvetica" as const, size: 8 };
const X = [200, 270, 340, 410, 480];
const ROWS = [
  ["Salaries", "1,314,000", "373,250", "940,750", "141,000"],
  ["Fringe benefits", "352,000", "99,988", "252,012", "37,772"],
  ["Consultant services", "26,000", "14,000", "12,000", "1,800"],
  ["Staff travel", "94,000", "20,000", "74,000", "11,100"],
  ["Office rent", "170,000", "20,000", "150,000", "22,500"],
  ["Telephone", "109,400", "55,000", "54,400", "8,200"],
];

async function budget(): Promise<Uint8Array> {
  const p = new TablePage();
  let y = p.prose(0, 3);
  y += 30;
  const top = y;
  const rowH = 12;
  for (const row of ROWS) {
    p.rule(X[0]!, y, X[4]!, y);
    p.text(row[0]!, 72, y + 9, CELL);
    row.slice(1).forEach((cell, k) => p.text(cell, X[k]! + 10, y + 9, CELL));
    y += rowH;
  }
  p.rule(X[0]!, y, X[4]!, y);
  for (const x of X) p.rule(x, top, x, y);
  p.prose(3, 5, y + 30);
  return p.render("Budget");
}

describe("a grid that rules the figures only, the rows' names left of it", () => {
  it("reads the names as the table's first column", async () => {
    const table = await readOnlyTable(await budget());
    const { all } = normedGrid(table);
    expect(all.map((r) => r[0])).toEqual(ROWS.map((r) => norm(r[0]!)));
    // How the first row's cells are split (a header or not) is the grid's business; the rows under it are plain.
    expect(all.slice(1)).toEqual(normed(ROWS.slice(1)));
  });
});
