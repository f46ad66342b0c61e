import { describe, expect, it } from "vitest";
import { CAPTION, CELL, CELL_BOLD } from "../../support/tables/tableSheet.ts";
import { normed, normedGrid, readTables, TablePage } from "../../support/tables/tablePage.ts";

// Reports often print a table's label with a colon between the word and its number ("Table: 5"),
// set apart from the title in a bar over the table. It names the table as "Table 5" does: the bar
// is the caption, and its two pieces are not a row of the table that would bridge its columns.
const HEAD = ["Region", "Wells", "Depth (m)", "Yield (L/s)"];
const ROWS = [
  ["Northern plain", "120", "45.2", "3.1"],
  ["Central basin", "98", "61.0", "2.4"],
  ["Southern hills", "47", "88.7", "1.2"],
  ["Coastal strip", "75", "22.9", "4.6"],
];
const COLUMNS = [72, 200, 290, 380];

async function colonLabel(): Promise<Uint8Array> {
  const p = new TablePage();
  let y = p.prose(0, 3);
  y += 26;
  const after = p.text("Table: 5", 72, y, { font: "Times-Bold", size: CAPTION.size });
  p.text("Groundwater wells by region", after + 2 * CAPTION.size, y, { font: "Times-Bold", size: CAPTION.size });
  y += 6;
  p.rule(72, y, 460, y);
  y += 12;
  HEAD.forEach((h, k) => p.text(h, COLUMNS[k]!, y, CELL_BOLD));
  y += 4;
  p.rule(72, y, 460, y);
  for (const r of ROWS) {
    y += 12;
    r.forEach((c, k) => p.text(c, COLUMNS[k]!, y, CELL));
  }
  y += 5;
  p.rule(72, y, 460, y);
  p.prose(3, 6, y + 30);
  return p.render("Wells");
}

describe("a table labelled with a colon between the word and its number", () => {
  it("is Table 5, titled by its bar, with the rows under the bar as its header and body", async () => {
    const tables = await readTables(await colonLabel());
    expect(tables.map((t) => t.label)).toEqual(["Table 5"]);
    expect(tables[0]!.caption).toContain("Groundwater wells by region");
    expect(normedGrid(tables[0]!).all).toEqual(normed([HEAD, ...ROWS]));
  });
});
