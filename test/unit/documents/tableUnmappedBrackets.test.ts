import { describe, expect, it } from "vitest";
import { labelled, normedGrid, readTables, TablePage } from "../../support/tables/tablePage.ts";

// Big brackets a math extension font draws around a unit ("(x10-5 eV2)" set with \Big( and \Big)):
// the font names its glyphs with names no glyph list knows, so pdf.js gives each as its bare code, a
// control character. Such a glyph hangs from a baseline set above the row's own. No cell shows the
// control characters, and the brackets alone make no row of their own.

const CELL = { font: "Helvetica" as const, size: 10 };
const X = [72, 250];
const ROWS = [
  ["dm21", "x10-5 eV2", "7.50 +- 0.20"],
  ["dm31", "x10-3 eV2", "2.55 +- 0.03"],
  ["theta12", "", "34.3 +- 1.0"],
  ["theta23", "", "49.26 +- 0.79"],
  ["theta13", "", "8.53 +- 0.13"],
];

async function bracketedUnits(): Promise<Uint8Array> {
  const p = new TablePage();
  let y = p.prose(0, 3);
  y = p.caption("Table 2", "Best fit values of the oscillation parameters", y + 24);
  p.rule(72, y, 400, y);
  y += 12;
  ["Parameter", "Best fit"].forEach((h, k) => p.text(h, X[k]!, y, CELL));
  y += 5;
  p.rule(72, y, 400, y);
  for (const [name, unit, fit] of ROWS) {
    y += 18;
    let x = p.text(name!, X[0]!, y, CELL);
    if (unit) {
      // The big bracket's baseline sits above the row's, its glyph hanging down past the row.
      p.sheet.unmappedGlyph(p.page, 0x10, x + 1, y - 9, 10);
      x = p.text(unit, x + 4, y, CELL);
      p.sheet.unmappedGlyph(p.page, 0x11, x + 1, y - 9, 10);
    }
    p.text(fit!, X[1]!, y, CELL);
  }
  y += 7;
  p.rule(72, y, 400, y);
  p.prose(3, 6, y + 30);
  return p.render("Oscillations");
}

describe("big brackets pdf.js gives as control characters", () => {
  it("are dropped from the cells, and make no row of their own", async () => {
    const grid = normedGrid(labelled(await readTables(await bracketedUnits()), "Table 2"));
    expect(grid.header).toEqual([["Parameter", "Best fit"]]);
    expect(grid.rows).toEqual(ROWS.map(([name, unit, fit]) => [unit ? `${name} ${unit}` : name!, fit!]));
    for (const row of grid.all) for (const cell of row) expect(cell).not.toMatch(/\p{Cc}/u);
  });
});
