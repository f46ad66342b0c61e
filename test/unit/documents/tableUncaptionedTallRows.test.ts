import { describe, expect, it } from "vitest";
import { norm } from "../../corpus/paperTruth.ts";
import { normed, normedGrid, readTables, TablePage } from "../../support/tables/tablePage.ts";

// A grid ruled all round with no caption, as building specifications and tenders set them: a row
// opens with its number and a short phrase ("1  Walls between"), lists items on the lines under
// it, and gives its value beside the last item; the last column's heading is centred and runs
// wider than its first line. No four lines in a row have three cells each, so the page's text
// alone (tabularRuns) used to pass it over: its rules were never read and no table was found.

const CELL = { font: "Helvetica" as const, size: 9 };
const X = [72, 96, 400, 520];
const LEADING = 11;
const HEADER_LINES = [["No."], ["Component"], ["Required", "sound insulation", "rating in decibels"]];
/** Each row: its number, the lines of its middle cell, its value (printed beside the last line). */
const ROWS: [string, string[], string][] = [
  ["1", ["Walls between", "- examination rooms", "- offices and staff rooms", "- corridors and offices"], "42"],
  ["2", ["Walls between", "- meeting rooms", "- rooms for confidential talks"], "47"],
  ["3", ["Doors in walls of row 1"], "32"],
  ["4", ["Doors in walls of row 2"], "37"],
];

async function tallRowsGrid(): Promise<Uint8Array> {
  const p = new TablePage();
  let y = p.prose(0, 3);
  y += 30;
  const top = y;
  p.rule(X[0]!, y, X[3]!, y);
  HEADER_LINES.forEach((lines, k) => lines.forEach((line, n) => p.centred(line, X[k]!, X[k + 1]!, y + 14 + n * LEADING, CELL)));
  y += 14 + 3 * LEADING;
  p.rule(X[0]!, y, X[3]!, y);
  for (const [number, lines, value] of ROWS) {
    // Padded rows: the first line an em and a half under the rule above.
    const first = y + 13;
    p.text(number, X[0]! + 4, first, CELL);
    lines.forEach((line, n) => p.text(line, X[1]! + 4, first + n * LEADING, CELL));
    p.centred(value, X[2]!, X[3]!, first + (lines.length - 1) * LEADING, CELL);
    y = first + (lines.length - 1) * LEADING + 8;
    p.rule(X[0]!, y, X[3]!, y);
  }
  for (const x of X) p.rule(x, top, x, y);
  p.prose(3, 6, y + 30);
  return p.render("Sound insulation");
}

describe("a ruled grid with no caption whose rows run over several lines", () => {
  it("is found and read row by row, each row's lines in its cells", async () => {
    const tables = await readTables(await tallRowsGrid());
    expect(tables, "one table is found").toHaveLength(1);
    const table = tables[0]!;
    expect(table.ruling).toBe("grid");
    const grid = normedGrid(table);
    expect(grid.header).toEqual(normed([HEADER_LINES.map((lines) => lines.join(" "))]));
    expect(grid.rows).toEqual(ROWS.map(([number, lines, value]) => [norm(number), norm(lines.join(" ")), norm(value)]));
  });
});
