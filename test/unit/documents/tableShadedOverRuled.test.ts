import { describe, expect, it } from "vitest";
import { drawTable, type TableSpec } from "../../support/tables/tableSheet.ts";
import { normedGrid, readTables, row, specCells, TablePage } from "../../support/tables/tablePage.ts";

// A table shaded row by row, with no rule under it, set over a booktabs table in the same column
// (pdf-parse-bench's tuning half, round 20). The walk down the shaded table's band edges took the
// booktabs table's top rule for its next edge: its unshaded last row lay between, so the blank
// stretch after that row went unseen, and both tables were read as one. An empty stretch taller
// than two lines between the last row past the bands and a rule now ends the shaded table there.

const COLUMN_X = 320;
const COLUMN_WIDTH = 220;

const EFFECTS: TableSpec = {
  columns: [80, 70, 70],
  header: [row("Estimate", "RCT", "Study")],
  // Rows 2 and 4 shaded, the fifth (last) left white.
  rows: [row("Unadjusted", "0.38", "0.54"), row("Adjusted", "0.38", "0.45"), row("G1", "0.33", "0.40"), row("G2", "0.41", "0.46"), row("G3", "0.29", "0.47")],
  style: "shaded",
  rowHeight: 16,
};
const CASES: TableSpec = {
  columns: [60, 50, 50, 50],
  header: [row("d", "C1", "C2", "C3")],
  rows: [row("1", "0.30", "1.00", "0.10"), row("3", "0.30", "1.50", "0.10"), row("11", "0.30", "2.00", "0.10")],
  style: "booktabs",
  rowHeight: 16,
};

describe("a shaded table over a ruled one", () => {
  it("reads the two as two tables, the shaded one ending with its unshaded last row", async () => {
    const p = new TablePage();
    // Running text in the other column, lower down.
    p.columnText(72, 420, COLUMN_WIDTH, 12);
    // Three lines' white between the shaded table's last row and the ruled table's top rule.
    const bottom = drawTable(p.sheet, p.page, EFFECTS, COLUMN_X, 60).bottom;
    drawTable(p.sheet, p.page, CASES, COLUMN_X + 5, bottom + 36);
    const tables = await readTables(await p.render("Shaded over ruled"));
    expect(tables.map((t) => normedGrid(t).all)).toEqual([specCells(EFFECTS), specCells(CASES)]);
  });
});
