import { describe, expect, it } from "vitest";
import { widthOf } from "../../support/layoutSheet.ts";
import { normed, normedGrid, readOnlyTable, TablePage } from "../../support/tables/tablePage.ts";

// A table set in whitespace alone (no caption, no rule) whose figures grow down the rows, so the
// last row's figures, the widest, stand closer than an em and a half apart: the line reads as one
// piece, not as cells (its label's dot leaders run up to them, as a typewritten report sets them). Its runs still end flush with the columns' right edges, one to a cell, as
// the figures above them do. On main the line was taken for a lone line after the rows and the
// table lost its last row (ICDAR 2013 us-034 t2, its leaders run into "1,360 1,440 ...").

const CELL = { font: "Helvetica" as const, size: 9 };
const STUB = 72;
/** Dot leaders from each label towards its figures: no cell's text. */
const DOTS = ".".repeat(14);
const DOTS_X = 96;
/** The figure columns' right edges, 30 pt apart: room for two figures, not for four. */
const RIGHT = [160, 190, 220, 250, 280];
const ROWS = [
  ["0.95", "16", "18", "19", "21", "22"],
  ["0.90", "18", "20", "22", "24", "25"],
  ["0.85", "21", "23", "25", "27", "29"],
  ["0.80", "25", "28", "30", "33", "35"],
  ["0.75", "32", "35", "38", "42", "45"],
  ["0.01", "1,280", "1,360", "1,440", "1,520", "1,600"],
];

function drawRows(p: TablePage, rows: readonly string[][], y: number): number {
  for (const row of rows) {
    p.text(row[0]!, STUB, y, CELL);
    p.text(DOTS, DOTS_X, y, CELL);
    row.slice(1).forEach((figure, k) => p.right(figure, RIGHT[k]!, y, CELL));
    y += 12;
  }
  return y;
}

describe("a whitespace table whose last row's figures stand too close to part", () => {
  it("keeps the last row, its runs flush with the columns' right edges", async () => {
    // The page is what the test says: the last row's figures stand under an em and a half apart.
    expect(RIGHT[1]! - widthOf("1,360", CELL) - RIGHT[0]!).toBeLessThan(1.5 * CELL.size);
    const p = new TablePage();
    const y = drawRows(p, ROWS, p.prose(0, 3) + 30);
    p.prose(3, 6, y + 20);
    const table = await readOnlyTable(await p.render("Sizes"));
    expect(normedGrid(table).all).toEqual(normed(ROWS));
  });

  it("still ends the table at a line of figures that stands off the columns", async () => {
    // Guard: figures as close, at the rows' pitch under the table, their runs ending off the
    // columns' edges (set 5 pt short of them): no row of the table.
    const p = new TablePage();
    let y = drawRows(p, ROWS.slice(0, -1), p.prose(0, 3) + 30);
    p.text("0.01", STUB, y, CELL);
    p.text(DOTS, DOTS_X, y, CELL);
    ROWS.at(-1)!.slice(1).forEach((figure, k) => p.right(figure, RIGHT[k]! - 5, y, CELL));
    y += 12;
    p.prose(3, 6, y + 20);
    const table = await readOnlyTable(await p.render("Sizes"));
    expect(normedGrid(table).all).toEqual(normed(ROWS.slice(0, -1)));
  });
});
