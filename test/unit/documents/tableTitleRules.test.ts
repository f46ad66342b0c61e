import { describe, expect, it } from "vitest";
import { normed, normedGrid, readTables, TablePage } from "../../support/tables/tablePage.ts";

// A report's page of tables with no caption, each under a title with a wide rule under it, the
// table's own rules narrower, one rule under each row. From one title's rule to the next one's is
// not a table: each table is its narrower ruled block, its rows only, without the next title.

const CELL = { font: "Times-Roman" as const, size: 8 };
const TITLE = { font: "Times-Bold" as const, size: 10 };
const X = [110, 290, 360, 430, 500];
const HEADER = ["Substance", "to air", "to water", "to land"];
const ROW_H = 11;

const rowsOf = (group: string, n: number) => Array.from({ length: n }, (_, i) => [`${group} compound ${i + 1}`, String(5 * (i + 2)), String(i + 1), i % 2 ? "-" : "1"]);

function titled(p: TablePage, title: string, rows: string[][], y: number): number {
  p.text(title, 270, y, TITLE);
  p.rule(72, y + 4, 540, y + 4);
  y += 16;
  p.rule(X[0]!, y, X[4]!, y);
  HEADER.forEach((h, k) => p.text(h, k === 0 ? X[0]! + 4 : X[k]! + 10, y + 8, CELL));
  y += ROW_H;
  p.rule(X[0]!, y, X[4]!, y);
  for (const row of rows) {
    row.forEach((cell, k) => p.text(cell, k === 0 ? X[0]! + 4 : X[k]! + 10, y + 8, CELL));
    y += ROW_H;
    p.rule(X[0]!, y, X[4]!, y);
  }
  return y;
}

describe("tables under titles with a wide rule under each title", () => {
  it("reads each table as its narrower ruled block, without the titles", async () => {
    const p = new TablePage();
    let y = p.prose(0, 2);
    const groups = [rowsOf("Gas", 6), rowsOf("Metal", 8)];
    y = titled(p, "Greenhouse gases", groups[0]!, y + 30);
    y = titled(p, "Heavy metals", groups[1]!, y + 30);
    p.prose(2, 4, y + 30);
    const tables = await readTables(await p.render("Thresholds"));
    expect(tables).toHaveLength(2);
    tables.forEach((t, i) => {
      const grid = normedGrid(t);
      expect(grid.header).toEqual(normed([HEADER]));
      expect(grid.rows).toEqual(normed(groups[i]!));
    });
  });
});
