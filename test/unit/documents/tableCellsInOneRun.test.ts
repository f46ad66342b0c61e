import { describe, expect, it } from "vitest";
import { widthOf } from "../../support/layoutSheet.ts";
import { kernedRun } from "../../support/tables/kernedRun.ts";
import { labelled, normedGrid, readTables, TablePage } from "../../support/tables/tablePage.ts";

// A table ruled across only (booktabs), its figures centred in tightly set columns. The PDF sets
// the figures of the third and fourth columns of every row as one string, the second kerned
// under half an em after the first, and in one row the row label and its first figure likewise:
// pdf.js gives each pair as one run with a space, which covers the gap between their columns in
// the body. Only the header's "100" and "20" show the gap; the other rows show the stub's.

const CELL = { font: "Helvetica" as const, size: 9 };
/** The gap the typesetter leaves between run-together cells, under pdf.js's half an em. */
const TIGHT = 4.5;
const FIG = widthOf("0.00", CELL);
const STUB = 72;
const LONG = "VLD (real-world)";
const C1 = STUB + widthOf(LONG, CELL) + TIGHT + FIG / 2;
/** Column centres: the third and fourth a figure and the tight gap apart. */
const CENTRES = [C1, C1 + 30, C1 + 60, C1 + 60 + FIG + TIGHT, C1 + 90 + FIG + TIGHT, C1 + 120 + FIG + TIGHT];
const HEADS = ["20", "50", "100", "20", "50", "100"];
const ROWS = [
  ["ViNT", "0.40", "0.35", "0.28", "0.53", "0.41", "0.39"],
  ["ViNT-Tuned", "0.67", "0.56", "0.48", "0.78", "0.65", "0.64"],
  ["VIP", "0.29", "0.19", "0.17", "0.39", "0.30", "0.29"],
  [LONG, "0.10", "0.07", "0.07", "0.12", "0.10", "0.09"],
  ["VLD (all)", "0.82", "0.70", "0.61", "0.84", "0.73", "0.71"],
];

async function runTogetherCells(): Promise<Uint8Array> {
  const p = new TablePage();
  let y = p.prose(0, 3);
  y = p.caption("Table 6", "Success rate by distance to the goal", y + 24);
  const right = CENTRES.at(-1)! + 20;
  p.rule(STUB, y, right, y);
  y += 11;
  p.text("Model", STUB, y, CELL);
  p.centred("HM3D", CENTRES[0]! - 10, CENTRES[2]! + 10, y, CELL);
  p.centred("Gibson", CENTRES[3]! - 10, CENTRES[5]! + 10, y, CELL);
  p.rule(CENTRES[0]! - 10, y + 3, CENTRES[2]! + 10, y + 3);
  p.rule(CENTRES[3]! - 10, y + 3, CENTRES[5]! + 10, y + 3);
  y += 12;
  HEADS.forEach((h, k) => p.centred(h, CENTRES[k]! - 15, CENTRES[k]! + 15, y, CELL));
  y += 4;
  p.rule(STUB, y, right, y);
  for (const row of ROWS) {
    y += 13;
    const at = (k: number) => CENTRES[k - 1]! - widthOf(row[k]!, CELL) / 2;
    if (row[0] === LONG) kernedRun(p.sheet, p.page, row[0], row[1]!, STUB, y, TIGHT, CELL);
    else {
      p.text(row[0]!, STUB, y, CELL);
      p.text(row[1]!, at(1), y, CELL);
    }
    p.text(row[2]!, at(2), y, CELL);
    kernedRun(p.sheet, p.page, row[3]!, row[4]!, at(3), y, TIGHT, CELL);
    p.text(row[5]!, at(5), y, CELL);
    p.text(row[6]!, at(6), y, CELL);
  }
  y += 6;
  p.rule(STUB, y, right, y);
  p.prose(3, 6, y + 30);
  return p.render("Navigation");
}

describe("cells of neighbouring columns set as one run", () => {
  it("keep their columns when the header or the other rows show the gap between them", async () => {
    const grid = normedGrid(labelled(await readTables(await runTogetherCells()), "Table 6"));
    expect(grid.header.at(-1)).toEqual(["", ...HEADS]);
    expect(grid.rows).toEqual(ROWS);
  });
});
