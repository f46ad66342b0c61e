import { describe, expect, it } from "vitest";
import { labelled, normed, normedGrid, readTables, TablePage } from "../../support/tables/tablePage.ts";

// Ages set "40 years" ... "49 years", each word a run of its own: the two-digit numbers leave the
// space before "years" at one place in every row, which reads as a gap between columns. No
// heading stands over the words: they are the "Age" cells' second words, not a column.

const CELL = { font: "Helvetica" as const, size: 9 };
const X = [72, 200, 300];
const ROWS = Array.from({ length: 8 }, (_, k) => [`${40 + k} years`, `${(2468 - 37 * k).toLocaleString("en-US")},0${k}3`]);

async function ageWords(): Promise<Uint8Array> {
  const p = new TablePage();
  let y = p.prose(0, 3);
  y = p.caption("Table 2", "Census population by single year of age", y + 24);
  p.rule(X[0]!, y, X[2]!, y);
  p.text("Age", X[0]! + 2, y + 11, CELL);
  p.right("Total population", X[2]! - 6, y + 11, CELL);
  y += 15;
  p.rule(X[0]!, y, X[2]!, y);
  for (const [age, total] of ROWS) {
    y += 12;
    const [n, word] = age!.split(" ");
    const after = p.text(n!, X[0]! + 2, y, CELL);
    p.text(word!, after + 0.75 * CELL.size, y, CELL);
    p.right(total!, X[2]! - 6, y, CELL);
  }
  y += 5;
  p.rule(X[0]!, y, X[2]!, y);
  p.prose(3, 6, y + 30);
  return p.render("Census");
}

describe("a column no heading stands over, a word space after the column before", () => {
  it("is the words after that column's cells: two columns, not three", async () => {
    const grid = normedGrid(labelled(await readTables(await ageWords()), "Table 2"));
    expect(grid.header).toEqual([["Age", "Total population"]]);
    expect(grid.rows).toEqual(normed(ROWS));
  });
});
