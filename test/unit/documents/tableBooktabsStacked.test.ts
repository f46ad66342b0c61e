import { describe, expect, it } from "vitest";
import { drawTable, type TableSpec } from "../../support/tables/tableSheet.ts";
import { normedGrid, readTables, row, specCells, TablePage, totalWidth } from "../../support/tables/tablePage.ts";

// A two-column LaTeX page with uncaptioned booktabs tables stacked in one column, two or three
// rows' height of white between one table's bottom rule and the next one's top rule. The walk down
// the rules went on through that blank stretch (it stopped only past four rows' height), so the
// stacked tables were read as one, their columns merged. A blank stretch taller than a row and a half
// between two rules, with no line in it, now parts them, also when the table between is
// narrower than the two around it (the walk skips its rules, being of another width).

const COLUMN_X = 72;

const ITERATIONS: TableSpec = {
  columns: [90, 130],
  header: [row("Option", "Mean iterations")],
  rows: [row("Option 1", "4.8000"), row("Option 2", "5.0750"), row("Option 3", "5.5250"), row("Option 4", "7.5000")],
  style: "booktabs",
};
const SLEEP: TableSpec = {
  columns: [60, 60, 60],
  header: [row("Model", "Steps", "Sleep")],
  rows: [row("LIN", "94.26", "139.46"), row("NN", "93.42", "178.21"), row("RF", "94.22", "151.06")],
  style: "booktabs",
};
const STATIONS: TableSpec = {
  columns: [70, 76, 70],
  header: [row("Station", "Lifetime [h]", "Triggers")],
  rows: [row("13", "1410", "306,869"), row("23", "1453", "680,902"), row("24", "1352", "217,516"), row("31", "3929", "726,444")],
  style: "booktabs",
};

async function stacked(specs: readonly TableSpec[], gap: number): Promise<Uint8Array> {
  const p = new TablePage();
  // The other column holds running text, as a two-column paper's page does.
  p.columnText(320, 90, 220, 12);
  let y = 90;
  for (const spec of specs) {
    const width = totalWidth(spec.columns);
    // Centred in the column, as \centering sets each tabular.
    y = drawTable(p.sheet, p.page, spec, COLUMN_X + (220 - width) / 2, y).bottom + gap;
  }
  return p.render("Stacked tables");
}

describe("uncaptioned booktabs tables stacked in one column", () => {
  it("reads two tables of one width, two rows' white apart, as two tables", async () => {
    const wide: TableSpec = { ...SLEEP, columns: [70, 76, 70] };
    const tables = await readTables(await stacked([STATIONS, wide], 24));
    expect(tables.map((t) => normedGrid(t).all)).toEqual([specCells(STATIONS), specCells(wide)]);
  });

  it("reads a narrower table set between two of one width as a table of its own", async () => {
    const tables = await readTables(await stacked([ITERATIONS, SLEEP, STATIONS], 26));
    expect(tables.map((t) => normedGrid(t).all)).toEqual([specCells(ITERATIONS), specCells(SLEEP), specCells(STATIONS)]);
  });
});
