import { describe, expect, it } from "vitest";
import { labelled, normed, normedGrid, readTables, TablePage } from "../../support/tables/tablePage.ts";

// A spanner centred over its two sub-headings, a line and a half above them, with the stub's
// heading set between the two lines. The figures under it are right-aligned in their cells, so
// the spanner lies wholly inside the first sub-column's stretch: it is still the heading of both
// sub-columns, a level of its own, not the first words of "Male".

const CELL = { font: "Helvetica" as const, size: 9 };
/** Cell edges: the stub, then two sub-columns under the spanner. */
const X = [72, 200, 300, 400];
const ROWS = [
  ["Allergy problems", "25", "68"],
  ["Anxiety disorder", "17", "64"],
  ["Asthma", "6", "25"],
  ["Back pain", "46", "156"],
  ["Depression", "20", "28"],
];

async function spannerTable(): Promise<Uint8Array> {
  const p = new TablePage();
  let y = p.prose(0, 3);
  y = p.caption("Table 5", "Frequency of illnesses by gender", y + 24);
  p.rule(X[0]!, y, X[3]!, y);
  p.centred("Gender", X[1]!, X[3]!, y + 11, CELL);
  p.centred("Illnesses", X[0]!, X[1]!, y + 18, CELL);
  p.centred("Male", X[1]!, X[2]!, y + 25, CELL);
  p.centred("Female", X[2]!, X[3]!, y + 25, CELL);
  y += 30;
  p.rule(X[0]!, y, X[3]!, y);
  for (const row of ROWS) {
    y += 13;
    p.text(row[0]!, X[0]! + 2, y, CELL);
    for (const k of [1, 2]) p.right(row[k]!, X[k + 1]! - 4, y, CELL);
  }
  y += 5;
  p.rule(X[0]!, y, X[3]!, y);
  p.prose(3, 6, y + 30);
  return p.render("Illnesses");
}

describe("a spanner centred over its sub-headings", () => {
  it("heads both sub-columns on a level of its own", async () => {
    const table = labelled(await readTables(await spannerTable()), "Table 5");
    const grid = normedGrid(table);
    expect(grid.header).toEqual([
      ["Illnesses", "Gender", ""],
      ["", "Male", "Female"],
    ]);
    expect(table.header[0]!.cells.find((c) => c.text === "Gender")?.colSpan).toBe(2);
    expect(grid.rows).toEqual(normed(ROWS));
  });
});
