import { describe, expect, it } from "vitest";
import { widthOf } from "../../support/layoutSheet.ts";
import { labelled, normedGrid, readTables, TablePage } from "../../support/tables/tablePage.ts";

// Best fits with an asymmetric error, as physics tables print them: the upper error raised and the
// lower error lowered, set one over the other just after the figure in smaller type. Both errors
// are the cell's text: the lower one overlaps the upper one across the page, yet it is no overlay.

const CELL = { font: "Helvetica" as const, size: 10 };
const SCRIPT = { font: "Helvetica" as const, size: 7 };
const X = [72, 170, 290];
const ROWS = [
  ["sin2 t12", "0.307", "+0.012", "-0.011", "0.275 - 0.345"],
  ["sin2 t23", "0.561", "+0.012", "-0.015", "0.430 - 0.596"],
  ["sin2 t13", "0.02195", "+0.00054", "-0.00058", "0.02023 - 0.02376"],
  ["dm21", "7.49", "+0.19", "-0.19", "6.92 - 8.05"],
];

async function stackedErrors(): Promise<Uint8Array> {
  const p = new TablePage();
  let y = p.prose(0, 3);
  y = p.caption("Table 1", "Best fit values and ranges of the oscillation parameters", y + 24);
  p.rule(72, y, 420, y);
  y += 12;
  ["Parameter", "Best fit", "Range"].forEach((h, k) => p.text(h, X[k]!, y, CELL));
  y += 5;
  p.rule(72, y, 420, y);
  for (const [name, fit, up, down, range] of ROWS) {
    y += 16;
    p.text(name!, X[0]!, y, CELL);
    const after = X[1]! + widthOf(fit!, CELL);
    p.text(fit!, X[1]!, y, CELL);
    p.text(up!, after, y - 4, SCRIPT);
    p.text(down!, after, y + 2.5, SCRIPT);
    p.text(range!, X[2]!, y, CELL);
  }
  y += 7;
  p.rule(72, y, 420, y);
  p.prose(3, 6, y + 30);
  return p.render("Oscillations");
}

describe("a figure's upper and lower errors stacked one over the other", () => {
  it("are both read into its cell, the upper first", async () => {
    const grid = normedGrid(labelled(await readTables(await stackedErrors()), "Table 1"));
    expect(grid.rows).toEqual(ROWS.map(([name, fit, up, down, range]) => [name, `${fit}${up}${down}`, range]));
  });
});
