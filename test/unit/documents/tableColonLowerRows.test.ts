import { describe, expect, it } from "vitest";
import { normed, normedGrid, readTables, TablePage } from "../../support/tables/tablePage.ts";

// A regression table whose "Fixed Effects:" heading stands alone on its line over rows labelled
// with small letters ("n1", "year"), each with its own figures: the colon introduces those rows;
// "n1" is not the heading's next line, as the figures beside it make it a row.

const TEXT = { font: "Times-Roman" as const, size: 11 };
const CELL = { font: "Times-Roman" as const, size: 9 };
const X = [90, 250, 330, 410, 490];
const PITCH = 14;
const HEADER = ["", "Model 1", "Model 2", "Model 3", "Model 4"];
const ROWS: string[][] = [
  ["Income similarity", "0.055", "0.053", "0.059", "0.042"],
  ["Rent similarity", "0.026", "0.036", "0.039", "0.048"],
  ["Density similarity", "-0.042", "0.014", "-0.037", "-0.013"],
  ["Fixed Effects:", "", "", "", ""],
  ["n1", "Yes", "Yes", "Yes", "Yes"],
  ["n2", "Yes", "Yes", "Yes", "Yes"],
  ["year", "Yes", "No", "Yes", "No"],
  ["Observations", "88,374", "167,289", "88,374", "167,289"],
];

async function regressions(): Promise<Uint8Array> {
  const p = new TablePage();
  let y = p.prose(0, 3);
  y += 30;
  p.text("Table 2. Connection strength by similarity", 72, y, TEXT);
  y += 10;
  p.rule(X[0]!, y, 540, y, 1);
  HEADER.forEach((h, k) => h && p.text(h, X[k]!, y + 12, CELL));
  y += 17;
  p.rule(X[0]!, y, 540, y);
  y -= 3;
  for (const r of ROWS) {
    y += PITCH;
    r.forEach((cell, k) => cell && p.text(cell, X[k]!, y, CELL));
  }
  y += 6;
  p.rule(X[0]!, y, 540, y, 1);
  p.prose(3, 6, y + 30);
  return p.render("Regressions");
}

describe("a heading ending in a colon over rows labelled with small letters", () => {
  it("is a row of its own, and each small-letter label with figures beside it is a row", async () => {
    const tables = await readTables(await regressions());
    expect(tables.map((t) => t.label)).toEqual(["Table 2"]);
    expect(normedGrid(tables[0]!).all.slice(-ROWS.length)).toEqual(normed(ROWS));
  });
});
