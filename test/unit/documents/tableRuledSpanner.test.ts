import { describe, expect, it } from "vitest";
import { labelled, normed, normedGrid, readTables, TablePage } from "../../support/tables/tablePage.ts";

// "Year" centred over five year columns, so it stands right over the middle year, with a rule
// under it across the year columns. A rule runs between the two lines: "Year" is not the first
// line of a heading wrapped over "2001", but a spanner over all five years, a level of its own.

const CELL = { font: "Helvetica" as const, size: 8 };
/** Cell edges: the stub, then five year columns. */
const X = [72, 200, 250, 300, 350, 400, 450];
const YEARS = ["1999", "2000", "2001", "2002", "2003"];
const ROWS = [
  ["Median income", "49,497", "51,295", "52,587", "52,500", "51,356"],
  ["Gini index", "0.4590", "0.4560", "0.4580", "0.4620", "0.4660"],
  ["Mortality", "7108.3", "6960.6", "6920.0", "6899.5", "6940.6"],
];

async function ruledSpanner(): Promise<Uint8Array> {
  const p = new TablePage();
  let y = p.prose(0, 3);
  y = p.caption("Table 1", "Inequality in income and mortality by year", y + 24);
  p.rule(X[0]!, y, X[6]!, y);
  p.centred("Year", X[1]!, X[6]!, y + 11, CELL);
  p.rule(X[1]!, y + 14, X[6]!, y + 14);
  p.text("Measure", X[0]! + 2, y + 25, CELL);
  YEARS.forEach((t, k) => p.centred(t, X[k + 1]!, X[k + 2]!, y + 25, CELL));
  y += 29;
  p.rule(X[0]!, y, X[6]!, y);
  for (const row of ROWS) {
    y += 12;
    p.text(row[0]!, X[0]! + 2, y, CELL);
    for (let k = 1; k <= 5; k++) p.centred(row[k]!, X[k]!, X[k + 1]!, y, CELL);
  }
  y += 5;
  p.rule(X[0]!, y, X[6]!, y);
  p.prose(3, 6, y + 30);
  return p.render("Inequality");
}

describe("a rule between a spanner and the heading right under it", () => {
  it("parts them: the spanner heads all the columns its rule covers, on a level of its own", async () => {
    const table = labelled(await readTables(await ruledSpanner()), "Table 1");
    const grid = normedGrid(table);
    expect(grid.header).toEqual([
      ["Measure", "Year", "", "", "", ""],
      ["", ...YEARS],
    ]);
    expect(table.header[0]!.cells.find((c) => c.text === "Year")?.colSpan).toBe(5);
    expect(grid.rows).toEqual(normed(ROWS));
  });
});
