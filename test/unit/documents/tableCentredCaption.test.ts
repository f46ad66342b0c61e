import { describe, expect, it } from "vitest";
import type { Style } from "../../support/layoutSheet.ts";
import { CELL, CELL_BOLD } from "../../support/tables/tableSheet.ts";
import { normed, readOnlyTable, TablePage } from "../../support/tables/tablePage.ts";
import { tableGrid } from "../../../src-main/contract/tableGrid.ts";

// A report's caption centred over its table and wrapped centred: its second line stands under the
// middle of the first, not under its title's start, with a line's space left before the grid.
const TITLE: Style = { font: "Times-Bold", size: 11, leading: 13 };
const FIRST = "Table A4-13. Projected average energy for mid-range and high-end servers,";
const SECOND = "Alternative Scenarios, 2007 to 2011";
const COLUMNS = [130, 230, 280, 330, 380, 430];
const HEADER = ["Server class", "2007", "2008", "2009", "2010"];
const ROWS = [
  ["Mid-range", "4,921", "5,467", "6,152", "6,649"],
  ["High-end", "76,295", "81,624", "86,849", "92,662"],
];
const ROW = 14;

async function page(): Promise<Uint8Array> {
  const p = new TablePage();
  const y = p.prose(0, 4) + 30;
  p.centred(FIRST, 72, 540, y, TITLE);
  p.centred(SECOND, 72, 540, y + 13, TITLE);
  const top = y + 13 + 24;
  const lines = [top, ...[HEADER, ...ROWS].map((_, i) => top + ROW * (i + 1))];
  for (const l of lines) p.rule(COLUMNS[0]!, l, COLUMNS.at(-1)!, l);
  for (const x of COLUMNS) p.rule(x, top, x, lines.at(-1)!);
  [HEADER, ...ROWS].forEach((cells, i) => cells.forEach((c, k) => p.text(c, COLUMNS[k]! + 3, top + ROW * i + 10, i === 0 ? CELL_BOLD : CELL)));
  p.prose(4, 8, lines.at(-1)! + 30);
  return p.render("Server energy");
}

describe("a caption wrapped centred over its table", () => {
  it("keeps its second line, which is no row of the table", async () => {
    const table = await readOnlyTable(await page());
    const grid = tableGrid(table);
    expect(grid.label).toBe("Table A4-13");
    expect(grid.caption).toContain(SECOND);
    expect(normed([...grid.header, ...grid.rows])).toEqual(normed([HEADER, ...ROWS]));
  });
});
