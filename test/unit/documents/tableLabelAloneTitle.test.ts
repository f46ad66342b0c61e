import { describe, expect, it } from "vitest";
import { norm } from "../../corpus/paperTruth.ts";
import { CAPTION, drawTable } from "../../support/tables/tableSheet.ts";
import { normedGrid, readTables, row, TablePage } from "../../support/tables/tablePage.ts";

// A report's table: "Table 3" centred on a line of its own, its title centred on the two lines
// under it, then the table in a full grid. Read as the label alone, the caption ended too far
// above the grid to name it, and the table was found by its rules with no label.

const TITLE = ["Surface Water Sampling Locations and Site Numbers", "in the Sumas River Watershed"];
const HEAD = ["Site", "Location", "Number"];
const ROWS = [
  ["Sumas River", "Telegraph Road", "101"],
  ["Johnson Creek", "Clearbrook Road", "102"],
  ["Saar Creek", "Vedder Road", "103"],
  ["Swift Creek", "Oat Coles Road", "104"],
];

async function labelAlonePage(): Promise<Uint8Array> {
  const p = new TablePage();
  const bold = { font: "Times-Bold" as const, size: CAPTION.size };
  p.centred("Table 3", 72, 540, 90, bold);
  p.centred(TITLE[0]!, 72, 540, 90 + CAPTION.leading, CAPTION);
  p.centred(TITLE[1]!, 72, 540, 90 + 2 * CAPTION.leading, CAPTION);
  drawTable(p.sheet, p.page, { columns: [150, 150, 100], header: [row(...HEAD)], rows: ROWS.map((r) => row(...r)), style: "grid" }, 106, 90 + 2 * CAPTION.leading + 16);
  p.prose(0, 3, 300);
  return p.render("Sampling sites");
}

describe("a label centred on a line of its own, its title centred under it", () => {
  it("names the table under them, with the title as its caption", async () => {
    const tables = await readTables(await labelAlonePage());
    expect(tables.map((t) => t.label)).toEqual(["Table 3"]);
    expect(norm(tables[0]!.caption ?? "")).toBe(norm(TITLE.join(" ")));
    expect(normedGrid(tables[0]!).rows).toEqual(ROWS.map((r) => r.map(norm)));
  });
});
