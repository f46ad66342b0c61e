import { describe, expect, it } from "vitest";
import { CELL, CELL_BOLD } from "../../support/tables/tableSheet.ts";
import { normed, readOnlyTable, TablePage } from "../../support/tables/tablePage.ts";
import { tableGrid } from "../../../src-main/contract/tableGrid.ts";

// Two columns set close together under a heading that spans them, as LaTeX tables often are:
// - booktabs: "Outcome" underlined over two groups, each group heading ("Step count", "Sleep")
//   underlined over its two sub-headings by one rule as wide as the one above (two underlines
//   set close read as one edge too). "Step count" is wider than its first column's figures and
//   bridges the gutter to the next: read as a row of cells it closed that gutter, and each figure
//   ran into its neighbour ("94.26 4842.54").
// - ruled by groups: "Sup." over "2D" and "3D" between two column rules, "3D" ticked in some rows
//   only: most lines between the rules are one piece, as a wrapped cell's lines are, so the two
//   columns were read as one ("x x").

const SUBHEADS = ["PCov", "AL", "PCov", "AL"];
const OUTCOMES = [
  ["LIN", "94.26", "4842.54", "94.91", "139.46"],
  ["NN", "93.42", "5138.29", "95.14", "178.21"],
  ["RF", "94.22", "4991.42", "94.97", "151.06"],
  ["SVM", "92.80", "5012.77", "94.02", "160.33"],
];

async function spannerLevels(): Promise<Uint8Array> {
  const X = [72, 120, 152, 200, 232];
  const right = 262;
  const p = new TablePage();
  let y = p.prose(0, 3) + 30;
  p.rule(X[0]!, y, right, y);
  p.centred("Outcome", X[1]!, right, y + 10, CELL);
  p.rule(X[1]! - 2, y + 13, right, y + 13, 0.4);
  p.text("Step count", X[1]!, y + 23, CELL);
  p.text("Sleep", X[3]!, y + 23, CELL);
  // One underline under the whole line of group headings, as wide as the one above.
  p.rule(X[1]! - 2, y + 26, right, y + 26, 0.4);
  p.text("Model", X[0]!, y + 29, CELL);
  SUBHEADS.forEach((h, k) => p.text(h, X[k + 1]!, y + 36, CELL));
  y += 40;
  p.rule(X[0]!, y, right, y);
  for (const row of OUTCOMES) {
    y += 11;
    row.forEach((c, k) => p.text(c, X[k]!, y, CELL));
  }
  y += 4;
  p.rule(X[0]!, y, right, y);
  p.prose(3, 6, y + 30);
  return p.render("Outcomes");
}

const TICKS = [
  ["C", "x", "", "64", "-", "46.80", "12.47"],
  ["", "x", "x", "64", "64", "58.96", "18.18"],
  ["", "x", "", "128", "-", "47.26", "12.39"],
  ["", "x", "x", "128", "128", "63.25", "19.07"],
];

/** `subheads`: the line of "2D" "3D" under "Sup." and "PCA Dim."; without it each group heads one stretch. */
async function ruledGroups(subheads: boolean): Promise<Uint8Array> {
  const X = [72, 116, 146, 171, 203, 234, 270];
  const RULES = [72, 110, 165, 228, 300];
  const p = new TablePage();
  const top = p.prose(0, 3) + 30;
  const head = top + (subheads ? 24 : 14);
  const bottom = head + 11 * TICKS.length + 4;
  for (const y of [top, head, bottom]) p.rule(RULES[0]!, y, RULES.at(-1)!, y);
  for (const x of RULES) p.rule(x, top, x, bottom);
  p.text("Mod.", X[0]! + 3, top + 10, CELL_BOLD);
  p.centred("Sup.", RULES[1]!, RULES[2]!, top + 10, CELL_BOLD);
  p.centred("PCA Dim.", RULES[2]!, RULES[3]!, top + 10, CELL_BOLD);
  p.text("IoU", X[5]!, top + 10, CELL_BOLD);
  p.text("mIoU", X[6]!, top + 10, CELL_BOLD);
  if (subheads) for (const k of [1, 2, 3, 4]) p.text(k % 2 === 1 ? "2D" : "3D", X[k]!, top + 20, CELL_BOLD);
  TICKS.forEach((r, i) => r.forEach((c, k) => c && p.text(c, X[k]! + (k === 0 ? 3 : 0), head + 11 * (i + 1) - 2, CELL)));
  p.prose(3, 6, bottom + 30);
  return p.render("Ablation");
}

describe("columns set close under a heading that spans them", () => {
  it("part under two levels of underlined spanners: each figure keeps its own column", async () => {
    const table = await readOnlyTable(await spannerLevels());
    const { rows } = tableGrid(table);
    expect(normed(rows)).toEqual(normed(OUTCOMES));
  });

  it("part between two column rules where the header's line shows the gap, though most rows fill one", async () => {
    const table = await readOnlyTable(await ruledGroups(true));
    const { header, rows } = tableGrid(table);
    expect(normed([header.at(-1)!])).toEqual(normed([["", "2D", "3D", "2D", "3D", "", ""]]));
    expect(normed(rows)).toEqual(normed(TICKS));
  });

  it("stay one between two column rules when no line of the header parts them", async () => {
    const table = await readOnlyTable(await ruledGroups(false));
    const { rows } = tableGrid(table);
    // The ticks' stretch, read with no heading over either side, stays one column.
    expect(rows.map((r) => r.length)).toEqual(TICKS.map(() => 6));
  });
});
