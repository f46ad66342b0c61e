import { describe, expect, it } from "vitest";
import { CELL, CELL_BOLD } from "../../support/tables/tableSheet.ts";
import { normed, readOnlyTable, TablePage } from "../../support/tables/tablePage.ts";
import { tableGrid } from "../../../src-main/contract/tableGrid.ts";

// A ruled grid with a column nobody wrote in (a write-in candidate with no votes in any ward): the
// rules draw it, so the table has it, empty, and the figures right of it keep their places.
const COLUMNS = [72, 150, 200, 250, 300, 350, 400];
const HEADINGS = ["Ward", "Voters", "Ashford", "", "Brennan", "Carver"];
const ROWS = [
  ["Alder", "963", "155", "", "226", "41"],
  ["Birch", "923", "140", "", "223", "37"],
  ["Cedar", "1026", "130", "", "190", "52"],
  ["Damson", "1212", "156", "", "226", "48"],
];
const ROW = 16;

/** The grid; `broken` draws each column rule row by row, parted by a grey band between the rows. */
async function grid(broken: boolean): Promise<Uint8Array> {
  const p = new TablePage();
  const top = p.prose(0, 3) + 30;
  const lines = [top, ...[...HEADINGS.keys()].slice(0, ROWS.length + 1).map((i) => top + ROW * (i + 1))];
  const bottom = lines.at(-1)!;
  for (const y of lines) p.rule(COLUMNS[0]!, y, COLUMNS.at(-1)!, y);
  for (const x of COLUMNS) {
    if (!broken) p.rule(x, top, x, bottom);
    // Each row's rule stops short of the band under it, as a grid shaded between rows is drawn.
    else for (let i = 0; i + 1 < lines.length; i++) p.rule(x, lines[i]! + (i === 0 ? 0 : 3), x, lines[i + 1]! - 3);
  }
  if (broken) for (const y of lines.slice(1, -1)) p.fill(COLUMNS[0]!, y - 3, COLUMNS.at(-1)! - COLUMNS[0]!, 6, "#cccccc");
  HEADINGS.forEach((h, k) => p.text(h, COLUMNS[k]! + 3, top + 11, CELL_BOLD));
  ROWS.forEach((r, i) => r.forEach((c, k) => p.text(c, COLUMNS[k]! + 3, top + ROW * (i + 1) + 11, CELL)));
  p.prose(3, 6, bottom + 30);
  return p.render("Returns");
}

describe("an empty column of a ruled grid", () => {
  it("is kept: the figures after it stay under their own headings", async () => {
    const table = await readOnlyTable(await grid(false));
    const { header, rows } = tableGrid(table);
    expect(normed(header)).toEqual(normed([HEADINGS]));
    expect(normed(rows)).toEqual(normed(ROWS));
  });

  it("is kept when the column rules are drawn row by row, broken at the bands between rows", async () => {
    const table = await readOnlyTable(await grid(true));
    const { header, rows } = tableGrid(table);
    expect(normed(header)).toEqual(normed([HEADINGS]));
    expect(normed(rows)).toEqual(normed(ROWS));
  });
});
