import { describe, expect, it } from "vitest";
import { normed, normedGrid, readTables, TablePage } from "../../support/tables/tablePage.ts";

// A LaTeX table of a model's symbols: its rows stand one line apart (as a wrapped cell's lines
// do), and most labels are symbols set in lower case ("x(0)" under "R(0)", "kx" under "k"), beside
// values and units that are no bare figures. Only how short the line above is says such a label
// begins a row: its first word would have fit beside it within the column, so that line was never
// wrapped. Most labels open with a capital, so the labels anchor the rows. A label whose first line is the column's widest ("Attitude error gains") does wrap, and
// its next line ("matrix") goes on with it.

const TEXT = { font: "Times-Roman" as const, size: 11 };
const CELL = { font: "Times-Roman" as const, size: 9 };
const X = [150, 270, 370];
const PITCH = 11;
/** Each row: its label's lines, then its value and unit. */
const ROWS: { label: string[]; value: string; unit: string }[] = [
  { label: ["R(0)"], value: "I3", unit: "" },
  { label: ["x(0)"], value: "[0, 0, 1]", unit: "(m)" },
  { label: ["v(0)"], value: "[0, 0, 0]", unit: "(m/s)" },
  { label: ["Attitude error gains", "matrix"], value: "diag(4, 4, 2)", unit: "(N m)" },
  { label: ["k"], value: "4 I3", unit: "(1/s)" },
  { label: ["kx"], value: "0.1 I3", unit: "(1/s)" },
  { label: ["Kf"], value: "I3", unit: "" },
  { label: ["m"], value: "0.467 kg", unit: "" },
  { label: ["M"], value: "diag(8.3, 8.3, 15)", unit: "(kg m2)" },
  { label: ["J"], value: "0.02 I3", unit: "(kg m2)" },
  { label: ["A"], value: "20", unit: "" },
];

async function symbols(): Promise<Uint8Array> {
  const p = new TablePage();
  let y = p.prose(0, 3);
  y += 30;
  p.text("Table 2. Initial conditions and gains of the simulation", 72, y, TEXT);
  y += 8;
  p.rule(X[0]! - 6, y, 450, y);
  ["Symbol", "Value", "Unit"].forEach((h, k) => p.text(h, X[k]!, y + 11, CELL));
  y += 15;
  p.rule(X[0]! - 6, y, 450, y);
  y += 1;
  for (const r of ROWS) {
    y += PITCH;
    r.label.forEach((line, i) => p.text(line, X[0]!, y + i * PITCH, CELL));
    p.text(r.value, X[1]!, y, CELL);
    if (r.unit) p.text(r.unit, X[2]!, y, CELL);
    y += (r.label.length - 1) * PITCH;
  }
  y += 5;
  p.rule(X[0]! - 6, y, 450, y);
  p.prose(3, 6, y + 30);
  return p.render("Symbols");
}

describe("labels in lower case under a line too short to have wrapped", () => {
  it("begin rows of their own, while a label wrapped from the column's widest line goes on with it", async () => {
    const tables = await readTables(await symbols());
    expect(tables.map((t) => t.label)).toEqual(["Table 2"]);
    expect(normedGrid(tables[0]!).rows).toEqual(normed(ROWS.map((r) => [r.label.join(" "), r.value, r.unit])));
  });
});
