import { describe, expect, it } from "vitest";
import { norm } from "../../corpus/paperTruth.ts";
import { labelled, normed, normedGrid, readTables, TablePage } from "../../support/tables/tablePage.ts";

// A grid ruled between every row, whose cells list several names, each on a line of its own
// and each begun with a capital (brands with their shares). Lines between two rules are one
// row: a cell's list is not a row per name.

const CELL = { font: "Times-Roman" as const, size: 10 };
const X = [72, 180, 300, 420, 540];
const HEADER = ["Group", "Butter", "Margarine", "Spreads"];
/** Each row's cells as the lines printed in them. */
const ROWS: string[][][] = [
  [["North Dairy"], ["Total: 12%", "Goldcrest (8.1%)", "Meadow (3.9%)"], ["Total: 0%"], ["Total: 21%", "Lightway (9.0%)", "Sunvale (12.0%)"]],
  [["Valley Foods"], ["Total: 4%"], ["Total: 30%", "Primo (18.2%)", "Corona (11.8%)"], ["Total: 7%"]],
  [["Harbour Mills"], ["Total: 0%"], ["Total: 9%", "Brightfield (9.0%)"], ["Total: 15%", "Easyspread (6.4%)", "Fine (8.6%)"]],
  [["Own brands"], ["26.9%"], ["19.4%"], ["7.0%"]],
  [["Others"], ["42.2%"], ["13.3%"], ["9.7%"]],
];

async function listCellsTable(): Promise<Uint8Array> {
  const p = new TablePage();
  let y = p.prose(0, 3);
  y = p.caption("Table 4", "Shares of each group's brands by product", y + 24);
  const top = y;
  const leading = 12;
  p.rule(X[0]!, y, X[4]!, y);
  HEADER.forEach((h, k) => p.text(h, X[k]! + 4, y + 11, CELL));
  y += 15;
  p.rule(X[0]!, y, X[4]!, y);
  for (const row of ROWS) {
    const lines = Math.max(...row.map((cell) => cell.length));
    row.forEach((cell, k) => cell.forEach((line, n) => p.text(line, X[k]! + 4, y + 11 + n * leading, CELL)));
    y += lines * leading + 4;
    p.rule(X[0]!, y, X[4]!, y);
  }
  for (const x of X) p.rule(x, top, x, y);
  p.prose(3, 6, y + 30);
  return p.render("Brands");
}

describe("a ruled grid whose cells list names on lines of their own", () => {
  it("reads the lines between two rules as one row", async () => {
    const table = labelled(await readTables(await listCellsTable()), "Table 4");
    expect(table.ruling).toBe("grid");
    const grid = normedGrid(table);
    expect(grid.header).toEqual(normed([HEADER]));
    expect(grid.rows).toEqual(ROWS.map((row) => row.map((cell) => norm(cell.join(" ")))));
  });
});
