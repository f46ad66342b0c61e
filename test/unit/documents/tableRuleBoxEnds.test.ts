import { describe, expect, it } from "vitest";
import { labelled, normed, normedGrid, readTables, TablePage } from "../../support/tables/tablePage.ts";

// A reagents table whose rules are drawn as thin stroked boxes, one per cell: a rule a quarter
// point high under every row (93-ddx3x), or a few points of padding framed over every cell
// (90-kras's key resources table). The boxes' short sides are vertical strokes at each cell's
// corner. Taken for a grid's column rules, they ended the table at the first row whose rules
// they left open between: the table read as its first rows, the rest lost or a table apart.

const CELL = { font: "Helvetica" as const, size: 7 };
const COLUMNS = [72, 230, 340];
const RIGHT = 520;
const HEADINGS = ["Reagent/Resource", "Reference or Source", "Identifier"];
const ROWS = [
  ["HCT116 DDX3X-mAID", "(Venkataramanan et al, 2021)", ""],
  ["anti-GAPDH", "Rockland Immunochemicals", "Cat# 600-401-A33S"],
  ["TaqMan probe RACK1", "Thermo Scientific", "Hs00272002_m1"],
  ["TaqMan probe LGALS1", "Thermo Scientific", "Hs00355202_m1"],
  ["RNase I", "Ambion", "Cat# AM2294"],
  ["SUPERase", "Ambion", "Cat# AM2694"],
  ["T4 RNA Ligase 2 truncated KQ", "NEB", "Cat# M0373L"],
  ["CircLigase II", "Lucigen", "Cat# CL4115K"],
];

/** The table with a box `boxHeight` high drawn over each cell of every row, its top the row's rule. */
async function reagents(boxHeight: number): Promise<Uint8Array> {
  const p = new TablePage();
  let y = p.prose(0, 3);
  y = p.caption("Table 1", "Reagents and tools", y + 24);
  const ruled = (top: number) => COLUMNS.forEach((x, k) => p.box(x, top, (COLUMNS[k + 1] ?? RIGHT) - x, boxHeight, 0.25));
  y += 6;
  ruled(y);
  y += 11;
  COLUMNS.forEach((x, k) => p.text(HEADINGS[k]!, x + 2, y, CELL));
  for (const row of ROWS) {
    y += 4;
    ruled(y);
    y += 10;
    row.forEach((cell, k) => cell && p.text(cell, COLUMNS[k]! + 2, y, CELL));
  }
  y += 4;
  p.rule(72, y, RIGHT, y);
  p.prose(3, 6, y + 30);
  return p.render("Reagents");
}

describe("a table ruled with thin stroked boxes", () => {
  it.each([
    ["a quarter point high, one per cell", 0.25],
    ["3 pt of padding over each cell", 3],
  ])("reads every row when the boxes are %s", async (_, height) => {
    const tables = await readTables(await reagents(height));
    expect(tables).toHaveLength(1);
    const grid = normedGrid(labelled(tables, "Table 1"));
    expect(grid.header).toEqual(normed([HEADINGS]));
    expect(grid.rows).toEqual(normed(ROWS));
  });
});
