import { describe, expect, it } from "vitest";
import { CELL, CELL_BOLD } from "../../support/tables/tableSheet.ts";
import { columnEdges, normedGrid, readTables, TablePage, totalWidth } from "../../support/tables/tablePage.ts";

// A LaTeX tabular with column rules ("l|cc|cc") under booktabs: each row draws its own piece of
// every column rule, and booktabs leaves the pieces a few points short of each horizontal rule. The
// walk down the rules took the rules' gaps for the end of the grid ("no column rule crosses it"),
// so the header was read as one table and the body as another, a false one. The pieces on one x,
// a few points apart, are now one column rule down the table. (A header of one or two rows was
// kept with its rows another way: its rows were read on down to the closing rule.)

const COLUMNS = [60, 50, 50, 50, 50];
const ROW = 14;
const HEADER = [
  ["Rate", "Dogs", "", "Cars", ""],
  ["", "Retain", "Forget", "Retain", "Forget"],
  ["", "(%)", "(%)", "(%)", "(%)"],
];
const BODY = [
  ["1", "60.18", "80.38", "81.45", "82.20"],
  ["10", "60.18", "80.38", "81.45", "82.20"],
  ["100", "60.18", "80.38", "81.45", "82.20"],
  ["1000", "58.90", "79.80", "81.20", "81.95"],
];

async function tabularWithColumnRules(): Promise<Uint8Array> {
  const p = new TablePage();
  const x = 72;
  const top = 100;
  const width = totalWidth(COLUMNS);
  const edges = columnEdges(x, COLUMNS);
  const rows = [...HEADER, ...BODY];
  rows.forEach((cells, r) => {
    const style = r < HEADER.length ? CELL_BOLD : CELL;
    const baseline = top + r * ROW + ROW / 2 + 3;
    cells.forEach((text, c) => {
      if (!text) return;
      // A heading over two columns is centred over both.
      const span = r === 0 && c > 0 ? 2 : 1;
      const right = edges[c]! + totalWidth(COLUMNS.slice(c, c + span));
      if (c === 0) p.text(text, edges[c]! + 3, baseline, style);
      else p.centred(text, edges[c]!, right, baseline, style);
    });
  });
  const headerBottom = top + HEADER.length * ROW;
  const bottom = top + rows.length * ROW;
  p.rule(x, top, x + width, top, 1);
  p.rule(x + 63, top + ROW, x + 157, top + ROW, 0.4);
  p.rule(x + 163, top + ROW, x + 257, top + ROW, 0.4);
  p.rule(x, headerBottom, x + width, headerBottom, 0.5);
  p.rule(x, bottom, x + width, bottom, 1);
  // The column rules after the stub and after each pair, drawn row by row: open 2 points above and
  // 3 below each full-width rule, as booktabs leaves them.
  const ruled = new Set([top, headerBottom, bottom]);
  for (const at of [edges[1]!, edges[3]!]) {
    for (let r = 0; r < rows.length; r++) {
      const y0 = top + r * ROW + (ruled.has(top + r * ROW) ? 3 : 0);
      const y1 = top + (r + 1) * ROW - (ruled.has(top + (r + 1) * ROW) ? 2 : 0);
      p.rule(at, y0, at, y1, 0.4);
    }
  }
  p.paragraph("The rates above were measured once per setting, on the same split of each data set.", 72, bottom + 30, 300);
  return p.render("Column rules by row");
}

describe("a booktabs table whose column rules are drawn row by row", () => {
  it("reads its header and its body as one table, and no other", async () => {
    const tables = await readTables(await tabularWithColumnRules());
    expect(tables).toHaveLength(1);
    const grid = normedGrid(tables[0]!);
    expect(grid.rows).toEqual(BODY);
    // Every heading is the table's (how its levels are joined is the header reader's matter).
    const headings = grid.header.flat().join(" ");
    for (const heading of new Set(HEADER.flat().filter(Boolean))) expect(headings).toContain(heading);
  });
});
