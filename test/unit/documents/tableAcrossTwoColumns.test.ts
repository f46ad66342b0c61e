import { describe, expect, it } from "vitest";
import { tableWidth } from "../../../src-main/contract/tableGrid.ts";
import { labelled, normed, normedGrid, readTables, TablePage } from "../../support/tables/tablePage.ts";

// A two-column page whose table is set across its columns: the header and first rows fill the
// foot of the left column, the last rows open the right column, and the caption sits under those
// (as a journal sets a table too long for the space left). The left part, with no caption near
// it, was read as an unnamed table of its own, cut off from the named rest.

const CELL = { font: "Times-Roman" as const, size: 8 };
const HEADER = ["Query", "Primary", "Path", "Property", "Value"];
const ROWS = Array.from({ length: 16 }, (_, k) => [`Q${k + 1}`, `${(k * 1.7 + 2).toFixed(1)}`, `${(k * 2.3 + 1).toFixed(1)}`, `${(k * 0.9 + 3).toFixed(1)}`, `${(k * 3.1 + 0.5).toFixed(1)}`]);
const LEFT_ROWS = 12;
const COLS = [54, 102, 150, 198, 246, 294];
const RIGHT = 264;

/** A fully ruled grid of rows from baseline-top y at x offset dx; returns the bottom rule's y. */
function grid(p: TablePage, rows: readonly string[][], y: number, dx: number): number {
  for (const row of rows) {
    p.rule(COLS[0]! + dx, y, COLS.at(-1)! + dx, y);
    row.forEach((cell, k) => p.text(cell, COLS[k]! + dx + 3, y + 9, CELL));
    y += 12;
  }
  p.rule(COLS[0]! + dx, y, COLS.at(-1)! + dx, y);
  for (const x of COLS) p.rule(x + dx, y - 12 * rows.length, x + dx, y);
  return y;
}

async function splitTable(headingOverRightPart: boolean): Promise<Uint8Array> {
  const p = new TablePage();
  // The left column: running text, then the table's first part down to the page's foot.
  const under = p.columnText(54, 72, 240, 18);
  const top = 756 - 12 * (LEFT_ROWS + 1);
  expect(under).toBeLessThan(top - 12);
  grid(p, [HEADER, ...ROWS.slice(0, LEFT_ROWS)], top, 0);
  // The right column: the rest of the rows at its head, the caption under them, then text.
  let y = 60;
  if (headingOverRightPart) {
    p.text("4.2 Primary index", 318, 66, { font: "Times-Bold", size: 10 });
    y = 80;
  }
  y = grid(p, ROWS.slice(LEFT_ROWS), y, RIGHT);
  y = p.caption("Table 1", "Gain in using the index for each query (time without the index over time with it).", y + 12, 318, 240);
  p.columnText(318, y + 20, 240, 12);
  return p.render("Across columns");
}

describe("a table set across a page's two columns, its caption under the second part", () => {
  it("is read as one table under its caption, its rows in order", async () => {
    const tables = await readTables(await splitTable(false));
    const table = labelled(tables, "Table 1");
    expect(tables.filter((t) => t.label === null)).toEqual([]);
    const grid = normedGrid(table);
    expect(grid.header).toEqual(normed([HEADER]));
    expect(grid.rows).toEqual(normed(ROWS));
    expect(tableWidth(table)).toBe(5);
    expect(table.boxes).toHaveLength(2);
    expect(table.doubts.map((d) => d.kind)).toContain("continuation-unsure");
  });

  it("stays two when text of the right column stands over its part (the part does not open its column)", async () => {
    const tables = await readTables(await splitTable(true));
    const table = labelled(tables, "Table 1");
    expect(normedGrid(table).all).toEqual(normed(ROWS.slice(LEFT_ROWS)));
    const apart = tables.filter((t) => t.label === null);
    expect(apart).toHaveLength(1);
    expect(normedGrid(apart[0]!).all).toEqual(normed([HEADER, ...ROWS.slice(0, LEFT_ROWS)]));
  });
});
