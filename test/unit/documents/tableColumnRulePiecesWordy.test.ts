import { describe, expect, it } from "vitest";
import { CELL } from "../../support/tables/tableSheet.ts";
import { columnEdges, normedGrid, readOnlyTable, TablePage, totalWidth } from "../../support/tables/tablePage.ts";

// A table with no caption whose column rules LaTeX draws row by row, each piece open some 5.5
// points at every row's edge (the space booktabs leaves around a rule, and the rule), its last
// column a sentence per row. The pieces, more than 5 points apart, were not joined into one rule:
// the walk down the rules ended at the first group's closing rule ("no column rule crosses the
// next group"), and only the header and first group were read. Joined, the column rules divide
// the whole table, so its wordy descriptions are cells, not prose.

const COLUMNS = [100, 60, 250];
const ROW = 21;
const HEADER = ["Dataset", "Target", "Description"];
const GROUPS = [
  [
    ["Crude Oil Price", "WTI", "West Texas Intermediate Crude Oil Price"],
    ["", "Brent", "European Brent Crude Oil Price"],
  ],
  [
    ["Exchange Rate", "USD Index", "United States of America Dollar Index"],
    ["", "USD CNY", "Exchange Rate of United States Dollar to Chinese Yuan"],
    ["", "USD EUR", "Exchange Rate of United States Dollar to European Euro"],
    ["", "USD JPY", "Exchange Rate of United States Dollar to Japanese Yen"],
  ],
];

async function piecewiseRuledTable(): Promise<Uint8Array> {
  const p = new TablePage();
  const y = p.prose(0, 3);
  const x = 72;
  const width = totalWidth(COLUMNS);
  const edges = columnEdges(x, COLUMNS);
  const top = y + 24;
  const rowText = (cells: readonly string[], rowTop: number) =>
    cells.forEach((text, c) => {
      if (text) p.text(text, edges[c]! + 4, rowTop + ROW / 2 + 3, CELL);
    });
  const pieces = (rowTop: number) => {
    for (const at of [edges[1]!, edges[2]!]) p.rule(at, rowTop + 3, at, rowTop + ROW - 2.5, 0.4);
  };
  p.rule(x, top, x + width, top, 0.4);
  rowText(HEADER, top);
  pieces(top);
  let rowTop = top + ROW;
  for (const group of GROUPS) {
    p.rule(x, rowTop, x + width, rowTop, 0.4);
    for (const cells of group) {
      rowText(cells, rowTop);
      pieces(rowTop);
      rowTop += ROW;
    }
  }
  p.rule(x, rowTop, x + width, rowTop, 0.8);
  p.prose(3, 6, rowTop + 30);
  return p.render("Column rules in pieces");
}

describe("a table with no caption, its column rules drawn in pieces a row apart, its last column wordy", () => {
  it("reads every group's rows as one table", async () => {
    const table = await readOnlyTable(await piecewiseRuledTable());
    const grid = normedGrid(table);
    for (const cells of GROUPS.flat()) expect(grid.all).toContainEqual(cells);
    expect(grid.all.length).toBe(1 + GROUPS.flat().length);
  });
});
