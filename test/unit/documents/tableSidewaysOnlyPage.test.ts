import { describe, expect, it } from "vitest";
import { drawCaption, drawTable, SIDEWAYS, type TableSpec } from "../../support/tables/tableSheet.ts";
import { normedGrid, readPaper, row, TablePage } from "../../support/tables/tablePage.ts";

// A one-page PDF that is nothing but a wide table printed sideways on a portrait page (an annex,
// a statistics sheet): every character is set sideways, none upright. It has a text layer, and
// the table in it is what the user imported it for; it must not be refused as a scan.
const SPEC: TableSpec = {
  columns: [110, 70, 70, 70, 80, 80],
  header: [row("District", "Schools", "Teachers", "Pupils", "Pupils per teacher", "Girls (%)")],
  rows: [
    row("North Ridge", "42", "318", "9120", "28.7", "49.1"),
    row("Lake Shore", "35", "260", "7705", "29.6", "50.3"),
    row("Hill Country", "51", "402", "10233", "25.5", "48.7"),
    row("River Plain", "38", "291", "8810", "30.3", "51.0"),
    row("Coastal Belt", "47", "355", "9987", "28.1", "49.8"),
  ],
  style: "grid",
};

async function sidewaysOnly(): Promise<Uint8Array> {
  const p = new TablePage();
  p.sheet.framed(p.page, SIDEWAYS, () => {
    const below = drawCaption(p.sheet, p.page, "Table 4", "Schools, teachers and pupils by district", 110, 120, 500);
    drawTable(p.sheet, p.page, SPEC, 110, below - 4, false);
  });
  return p.render("District schools");
}

describe("a page whose only text is a table printed sideways", () => {
  it("is read, not refused as a scan, and its table comes back upright with every row", async () => {
    const paper = await readPaper(await sidewaysOnly());
    const table = (paper.tables ?? []).find((t) => t.label === "Table 4");
    expect(table, "Table 4 found").toBeDefined();
    expect(table!.rotated).toBe(true);
    const grid = normedGrid(table!);
    expect(grid.all.map((r) => r[0])).toEqual(["District", "North Ridge", "Lake Shore", "Hill Country", "River Plain", "Coastal Belt"]);
    expect(grid.all.at(-1)).toEqual(["Coastal Belt", "47", "355", "9987", "28.1", "49.8"]);
  });
});
