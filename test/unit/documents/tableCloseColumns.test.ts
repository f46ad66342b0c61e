import { describe, expect, it } from "vitest";
import { markColumnsPdf, type MarkRow } from "../../support/tables/markColumnsPdf.ts";
import { CELL } from "../../support/tables/tableSheet.ts";
import { TablePage, labelled, normed, normedGrid, readTables } from "../../support/tables/tablePage.ts";

// Columns set so close that pdf.js reads two cells as one run. A figure and its interval under two
// headings ("Mean | 95% CI" under "AUC (%)"): main read "91.8 [89.8, 93.7]" as one cell and
// "Mean 95% CI" as one heading, a 5-column table as 3. Under one heading ("AUC (95% CI)") the two
// stay one cell, as the truth has them. Ablation heads over narrow columns of check marks ("Noise
// Estimator Blur Estimator Accuracy" as one run): main read one heading over three columns.

const ROWS = [
  ["UNet", "91.8", "[89.8, 93.7]", "85.2", "[82.1, 88.0]"],
  ["ResNet-50", "90.2", "[88.1, 92.3]", "83.9", "[80.7, 86.8]"],
  ["ViT-B/16", "92.5", "[90.6, 94.2]", "86.4", "[83.5, 89.1]"],
  ["Ours", "94.1", "[92.4, 95.6]", "88.7", "[86.0, 91.2]"],
];

/** Figures right-aligned at 170 and 290, their intervals `gap` points after; `heads` null for one heading over both. */
async function intervalTable(gap: number, twoHeads: boolean): Promise<Uint8Array> {
  const p = new TablePage();
  let y = p.prose(0, 3);
  y = p.caption("Table 2", "Discrimination of the models on the test set.", y + 24);
  p.rule(72, y, 400, y);
  const figures = [170, 290];
  if (twoHeads) {
    y += 11;
    p.centred("AUC (%)", 140, 250, y, CELL);
    p.centred("Sensitivity (%)", 260, 370, y, CELL);
    y += 3;
    p.rule(140, y, 250, y);
    p.rule(260, y, 370, y);
  }
  y += 10;
  p.text("Model", 74, y, CELL);
  for (const [k, x] of figures.entries()) {
    if (twoHeads) {
      p.right("Mean", x, y, CELL);
      p.text("95% CI", x + gap, y, CELL);
    } else p.centred(k === 0 ? "AUC (95% CI)" : "Sensitivity (95% CI)", x - 14, x + 40, y, CELL);
  }
  y += 4;
  p.rule(72, y, 400, y);
  for (const r of ROWS) {
    y += 11;
    p.text(r[0]!, 74, y, CELL);
    for (const [k, x] of figures.entries()) {
      p.right(r[1 + 2 * k]!, x, y, CELL);
      p.text(r[2 + 2 * k]!, x + gap, y, CELL);
    }
  }
  y += 5;
  p.rule(72, y, 400, y);
  p.prose(3, 6, y + 30);
  return p.render("Intervals");
}

describe("a figure and its interval under two headings", () => {
  it.each([3, 8])("are two columns, their heads apart, with the interval %d points after", async (gap) => {
    const grid = normedGrid(labelled(await readTables(await intervalTable(gap, true)), "Table 2"));
    expect(grid.all.slice(-ROWS.length)).toEqual(normed(ROWS));
    expect(grid.all.at(-ROWS.length - 1)).toEqual(normed([["", "Mean", "95% CI", "Mean", "95% CI"]])[0]);
  });

  it("stay one cell under one heading", async () => {
    const grid = normedGrid(labelled(await readTables(await intervalTable(3, false)), "Table 2"));
    expect(grid.all.slice(-ROWS.length)).toEqual(normed(ROWS.map((r) => [r[0]!, `${r[1]} ${r[2]}`, `${r[3]} ${r[4]}`])));
    expect(grid.all[0]).toEqual(normed([["Model", "AUC (95% CI)", "Sensitivity (95% CI)"]])[0]);
  });
});

const ABLATION: MarkRow[] = [
  { method: "Baseline", marks: [false, false], score: "28.1" },
  { method: "w/o noise", marks: [false, true], score: "29.2" },
  { method: "w/o blur", marks: [true, false], score: "29.0" },
  { method: "Full", marks: [true, true], score: "30.4" },
  { method: "Full+", marks: [true, true], score: "30.6" },
];

describe("an ablation table's heads over narrow columns of marks", () => {
  it.each([58, 60])("read one heading a column when they print as one run (%d apart)", async (pitch) => {
    const tables = await readTables(markColumnsPdf(ABLATION, pitch, ["Noise Estimator", "Blur Estimator"], null));
    expect(tables).toHaveLength(1);
    const grid = normedGrid(tables[0]!);
    expect(grid.all[0]).toEqual(normed([["Method", "Noise Estimator", "Blur Estimator", "Accuracy"]])[0]);
    expect(grid.all.slice(1)).toEqual(normed(ABLATION.map((r) => [r.method, r.marks[0] ? "✓" : "", r.marks[1] ? "✓" : "", r.score])));
  });
});
