import { describe, expect, it } from "vitest";
import { drawTable, type TableSpec } from "../../support/tables/tableSheet.ts";
import { normed, normedGrid, readTables, row, TablePage } from "../../support/tables/tablePage.ts";

// A report's page with no caption anywhere: two boxed tables one under the other, each under a
// short heading of its own. No caption means the page's rules were never read, so the tables were
// found (or not) from their whitespace alone. Now a page with rows of cells has its rules read too,
// and the walk down the rules ends where the grid's vertical rules stop: the heading between the
// boxes is not a row of one table.

const HEADING = { font: "Helvetica-Bold" as const, size: 10 };

const RELEASES: TableSpec = {
  columns: [170, 70, 70, 70],
  header: [row("Substance", "to air", "to water", "to land")],
  rows: [row("Alachlor", "-", "1", "1"), row("Aldrin", "1", "1", "1"), row("Atrazine", "-", "1", "1"), row("Chlordane", "1", "1", "1"), row("Endosulphan", "-", "1", "1")],
  style: "grid",
  rowHeight: 14,
};
const SOLVENTS: TableSpec = {
  columns: [170, 70, 70, 70],
  header: [row("Substance", "to air", "to water", "to land")],
  rows: [row("Dichloroethane", "1000", "10", "10"), row("Dichloromethane", "1000", "10", "10"), row("Trichloroethane", "100", "-", "-"), row("Vinyl chloride", "1000", "10", "10")],
  style: "grid",
  rowHeight: 14,
};

async function stackedGrids(): Promise<Uint8Array> {
  const p = new TablePage();
  p.text("Pesticides", 72, 100, HEADING);
  const first = drawTable(p.sheet, p.page, RELEASES, 72, 112);
  p.text("Chlorinated solvents", 72, first.bottom + 26, HEADING);
  drawTable(p.sheet, p.page, SOLVENTS, 72, first.bottom + 38);
  return p.render("Thresholds for releases");
}

describe("two boxed tables one under the other on a page with no caption", () => {
  it("reads each table on its own, with its own rows", async () => {
    const tables = await readTables(await stackedGrids());
    expect(tables).toHaveLength(2);
    const grids = tables.map((t) => normedGrid(t).all);
    for (const [i, spec] of [RELEASES, SOLVENTS].entries()) {
      expect(tables[i]!.ruling).not.toBe("none");
      expect(grids[i]).toEqual(normed([...spec.header, ...spec.rows].map((r) => r.cells.map((c) => c.text))));
    }
  });
});
