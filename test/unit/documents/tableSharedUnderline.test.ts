import { describe, expect, it } from "vitest";
import { labelled, normed, normedGrid, readTables, TablePage } from "../../support/tables/tablePage.ts";

// Years over pairs of columns ("n" and "%Pos" under each), with one rule drawn under the whole
// line of years. The rule underlines every year at once: each year heads its own pair, and the
// years are one header level, not a stack of levels each spanning all the figure columns.

const CELL = { font: "Helvetica" as const, size: 8 };
/** Cell edges: the stub, then three pairs of figure columns. */
const X = [72, 150, 190, 230, 270, 310, 350, 390];
const YEARS = ["2007", "2006", "2005"];
const ROWS = [
  ["Austria", "109", "0.9", "93", "1.1", "89", "1.1"],
  ["Germany", "123", "0.8", "290", "0.7", "391", "0.5"],
  ["Spain", "36", "0", "40", "0", "107", "0"],
  ["Total", "268", "0.7", "423", "0.6", "587", "0.5"],
];

async function yearsOverPairs(): Promise<Uint8Array> {
  const p = new TablePage();
  let y = p.prose(0, 3);
  y = p.caption("Table 5", "Positive samples at retail by year", y + 24);
  p.rule(X[0]!, y, X[7]!, y);
  YEARS.forEach((year, k) => p.centred(year, X[1 + 2 * k]!, X[3 + 2 * k]!, y + 10, CELL));
  // One rule under all the years, leaving the stub open.
  p.rule(X[1]! + 4, y + 13, X[7]!, y + 13);
  p.text("Country", X[0]! + 2, y + 23, CELL);
  for (let k = 0; k < 6; k++) p.centred(k % 2 === 0 ? "n" : "%Pos", X[1 + k]!, X[2 + k]!, y + 23, CELL);
  y += 27;
  p.rule(X[0]!, y, X[7]!, y);
  for (const row of ROWS) {
    y += 12;
    p.text(row[0]!, X[0]! + 2, y, CELL);
    for (let k = 1; k <= 6; k++) p.centred(row[k]!, X[k]!, X[k + 1]!, y, CELL);
  }
  y += 5;
  p.rule(X[0]!, y, X[7]!, y);
  p.prose(3, 6, y + 30);
  return p.render("Retail");
}

describe("one rule under a whole line of spanners", () => {
  it("gives each spanner its own columns: the years are one header level", async () => {
    const table = labelled(await readTables(await yearsOverPairs()), "Table 5");
    const grid = normedGrid(table);
    expect(grid.header).toEqual([
      ["Country", "2007", "", "2006", "", "2005", ""],
      ["", "n", "%Pos", "n", "%Pos", "n", "%Pos"],
    ]);
    expect(table.header[0]!.cells.filter((c) => c.text).map((c) => c.colSpan)).toEqual([1, 2, 2, 2]);
    expect(grid.rows).toEqual(normed(ROWS));
  });
});
