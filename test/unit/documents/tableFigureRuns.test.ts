import { describe, expect, it } from "vitest";
import { widthOf } from "../../support/layoutSheet.ts";
import { labelled, normedGrid, readTables, TablePage } from "../../support/tables/tablePage.ts";
import { kernedRun } from "../../support/tables/kernedRun.ts";

// A grid ruled down between its columns, its figures set flush right in each. In some rows the
// PDF sets the figures of two neighbouring columns as one run, spaced apart inside it
// ("2,218,406      1,180,160"): the run has no gap between runs to part it at, yet it crosses the
// rule between the columns. Each figure is its own column's cell.

const CELL = { font: "Helvetica" as const, size: 9 };
const X = [72, 150, 215, 270, 325, 390];
const ROWS = [
  ["2-11 months", "1,087,948", "1,022,490", "292,652", "255,744"],
  ["1-2", "2,586,688", "2,568,738", "647,701", "639,327"],
  ["12-19", "9,795,497", "9,208,607", "2,191,327", "2,218,406"],
  ["20-29", "3,340,788", "4,032,118", "2,194,990", "2,776,284"],
  ["30-39", "5,492,738", "5,745,424", "2,433,567", "2,902,296"],
  ["40-49", "2,895,086", "2,644,242", "1,641,005", "1,995,794"],
];
/** Rows whose second and third figures are one run. */
const JOINED = new Set([2, 3, 4]);

async function figuresInOneRun(): Promise<Uint8Array> {
  const p = new TablePage();
  let y = p.prose(0, 3);
  y = p.caption("Table 3", "Population totals by age and group", y + 24);
  const top = y;
  const right = (text: string, k: number) => X[k + 1]! - 2.5 - widthOf(text, CELL);
  p.rule(X[0]!, y, X[5]!, y);
  y += 12;
  p.text("Age (years)", X[0]! + 3, y, CELL);
  ["Group A", "Group B", "Group C", "Group D"].forEach((h, i) => p.text(h, right(h, i + 1), y, CELL));
  y += 5;
  p.rule(X[0]!, y, X[5]!, y);
  ROWS.forEach((row, r) => {
    y += 13;
    p.text(row[0]!, X[0]! + 3, y, CELL);
    for (let k = 1; k < row.length; k++) {
      if (JOINED.has(r) && k === 2) {
        // One run, the second figure kerned over the rule, 5 pt (0.55 em) after the first.
        kernedRun(p.sheet, p.page, row[2]!, row[3]!, right(row[2]!, 2), y, 5, CELL);
        k++;
      } else p.text(row[k]!, right(row[k]!, k), y, CELL);
    }
  });
  y += 6;
  p.rule(X[0]!, y, X[5]!, y);
  for (const x of X) p.rule(x, top, x, y);
  p.prose(3, 6, y + 30);
  return p.render("Population");
}

describe("figures of two ruled columns set as one run", () => {
  it("are parted at their spaces, each in its own column", async () => {
    const grid = normedGrid(labelled(await readTables(await figuresInOneRun()), "Table 3"));
    expect(grid.header).toEqual([["Age (years)", "Group A", "Group B", "Group C", "Group D"]]);
    expect(grid.rows).toEqual(ROWS);
  });
});
