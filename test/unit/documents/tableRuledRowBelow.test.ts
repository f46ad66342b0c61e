import { describe, expect, it } from "vitest";
import { CELL, CELL_BOLD } from "../../support/tables/tableSheet.ts";
import { normed, readOnlyTable, readTables, TablePage } from "../../support/tables/tablePage.ts";
import { tableGrid } from "../../../src-main/contract/tableGrid.ts";

// An election return's grid with its Totals row boxed apart a little under the last ward, the box
// narrower than the grid (its label stands outside it, under the ward names) but divided by rules
// where the grid's column rules stand: the row is the table's last.
const COLUMNS = [72, 150, 200, 250, 300, 350];
const HEADINGS = ["Ward", "Voters", "Ashford", "Brennan", "Carver"];
const ROWS = [
  ["Alder", "963", "155", "226", "41"],
  ["Birch", "923", "140", "223", "37"],
  ["Cedar", "1026", "130", "190", "52"],
];
const TOTALS = ["Totals", "2912", "425", "639", "130"];
const ROW = 16;

async function totalsApart(ruledLikeGrid: boolean): Promise<Uint8Array> {
  const p = new TablePage();
  const top = p.prose(0, 3) + 30;
  const bottom = top + ROW * (ROWS.length + 1);
  for (let i = 0; i <= ROWS.length + 1; i++) p.rule(COLUMNS[0]!, top + ROW * i, COLUMNS.at(-1)!, top + ROW * i);
  for (const x of COLUMNS) p.rule(x, top, x, bottom);
  HEADINGS.forEach((h, k) => p.text(h, COLUMNS[k]! + 3, top + 11, CELL_BOLD));
  ROWS.forEach((r, i) => r.forEach((c, k) => p.text(c, COLUMNS[k]! + 3, top + ROW * (i + 1) + 11, CELL)));
  // The Totals box, 10 points under the grid, from the second column rule on.
  const boxTop = bottom + 10;
  p.rule(COLUMNS[1]!, boxTop, COLUMNS.at(-1)!, boxTop, 2);
  p.rule(COLUMNS[1]!, boxTop + ROW, COLUMNS.at(-1)!, boxTop + ROW, 2);
  // Its dividing rules where the grid's stand, or (a box of its own) halfway between them.
  const dividers = ruledLikeGrid ? COLUMNS.slice(1) : [COLUMNS[1]!, ...COLUMNS.slice(1, -1).map((x, k) => (x + COLUMNS[k + 2]!) / 2 + 12), COLUMNS.at(-1)!];
  for (const x of dividers) p.rule(x, boxTop, x, boxTop + ROW);
  TOTALS.forEach((c, k) => p.text(c, COLUMNS[k]! + 3, boxTop + 11, CELL_BOLD));
  p.prose(3, 6, boxTop + ROW + 30);
  return p.render("Returns");
}

describe("a Totals row boxed apart under a grid", () => {
  it("is the grid's last row when its box's rules stand where the grid's column rules stand", async () => {
    const table = await readOnlyTable(await totalsApart(true));
    const { header, rows } = tableGrid(table);
    expect(normed(header)).toEqual(normed([HEADINGS]));
    expect(normed(rows)).toEqual(normed([...ROWS, TOTALS]));
  });

  it("is not taken into the grid when its box is ruled into columns of its own", async () => {
    const tables = await readTables(await totalsApart(false));
    const { rows } = tableGrid(tables[0]!);
    expect(normed(rows)).toEqual(normed(ROWS));
  });
});
