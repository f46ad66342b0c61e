import { describe, expect, it } from "vitest";
import { drawTable } from "../../support/tables/tableSheet.ts";
import { normed, normedGrid, readTables, row, TablePage } from "../../support/tables/tablePage.ts";

// A short report's only table, captioned with the word alone: "TABLE. Income by year ...", on a
// page that also holds a figure (where tables with no caption are not looked for). The caption
// names the table, and the table is read under it.

const YEARS = ["1997", "1998", "1999", "2000", "2001"];
const ROWS = [
  ["Median income", "49,497", "51,295", "52,587", "52,500", "51,356"],
  ["Income ratio", "0.4590", "0.4560", "0.4580", "0.4620", "0.4660"],
  ["Healthy days", "7.45", "7.52", "7.48", "7.61", "7.66"],
];

async function report(): Promise<Uint8Array> {
  const p = new TablePage();
  const bold = { font: "Times-Bold" as const, size: 9 };
  p.text("TABLE. Income and health measures by year, five survey rounds", 72, 90, bold);
  const drawn = drawTable(p.sheet, p.page, { columns: [130, 60, 60, 60, 60, 60], header: [row("Measure", ...YEARS)], rows: ROWS.map((r) => row(...r)), style: "booktabs" }, 72, 98);
  let y = p.prose(0, 3, drawn.bottom + 40);
  p.text("FIGURE 1. Median income by year", 72, y + 30, bold);
  for (let k = 0; k < 5; k++) p.fill(90 + 60 * k, y + 120 - 12 * k, 30, 12 * k + 10, "#3366aa");
  y = p.prose(3, 5, y + 160);
  return p.render("Income");
}

describe("a table captioned with the word alone", () => {
  it("is named by its caption and read under it", async () => {
    const tables = await readTables(await report());
    expect(tables.map((t) => [t.label, t.caption])).toEqual([["TABLE", "Income and health measures by year, five survey rounds"]]);
    const grid = normedGrid(tables[0]!);
    expect(grid.header).toEqual(normed([["Measure", ...YEARS]]));
    expect(grid.rows).toEqual(normed(ROWS));
  });
});
