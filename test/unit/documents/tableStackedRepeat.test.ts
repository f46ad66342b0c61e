import { describe, expect, it } from "vitest";
import { CELL, FIRST, HEAD, SECOND, X } from "../../support/tables/designEffectBlocks.ts";
import { normed, normedGrid, readTables, TablePage } from "../../support/tables/tablePage.ts";

// A report's table of text alone (no rules) under its caption, then, after a blank line, a second
// block of the same kind that prints the first block's header line again over other columns'
// figures (a table too wide for the page, set in two blocks one under the other). The repeated
// header line after a blank line begins another table: the captioned table ends above it instead
// of taking the second block's rows (and their columns, set elsewhere) in as its own.

async function report(): Promise<Uint8Array> {
  const p = new TablePage();
  let y = p.prose(0, 3);
  y += 30;
  p.text("Table 1. Sample sizes by design effect and proportion", 72, y, { font: "Helvetica", size: 10 });
  const draw = (rows: string[][], shift: number) => {
    y += 14;
    p.text(HEAD, X[2]!, y, CELL);
    for (const row of rows) {
      y += 12;
      row.forEach((cell, k) => p.text(cell, X[k]! + (k > 0 ? shift : 0), y, CELL));
    }
  };
  draw(FIRST, 0);
  // A blank line: farther than the rows' pitch, nearer than the gap that ends a table of text.
  y += 8;
  // The second block's columns stand a little left of the first's, as in a typed report.
  draw(SECOND, -12);
  p.prose(3, 6, y + 30);
  return p.render("Sample sizes");
}

describe("a block under a captioned table that prints its header line again", () => {
  it("is not taken in as more rows of the captioned table", async () => {
    const tables = await readTables(await report());
    const first = tables.find((t) => t.label === "Table 1");
    expect(first).toBeDefined();
    const grid = normedGrid(first!);
    expect(grid.all.slice(-FIRST.length + 1)).toEqual(normed(FIRST.slice(1)));
    expect(JSON.stringify(grid.all)).not.toContain("1.7");
  });
});
