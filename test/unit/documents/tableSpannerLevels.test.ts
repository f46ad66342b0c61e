import { describe, expect, it } from "vitest";
import { labelled, normed, normedGrid, readTables, TablePage } from "../../support/tables/tablePage.ts";

// Two spanners that sit as close above their sub-headings as a wrapped heading's next line would:
// - one set in the sub-headings' type, centred over two of them and not aligned with the one in
//   its own column (a wrapped heading's lines share an edge or a centre);
// - one set in larger type than the small sub-headings under it, about a line and a half of
//   their type above them.
// Each heads a level of its own; neither is read as the first words of a sub-heading.

const SMALL = { font: "Helvetica" as const, size: 9 };
const ROWS = [
  ["Allergy problems", "25", "68"],
  ["Anxiety disorder", "17", "64"],
  ["Asthma", "6", "25"],
  ["Back pain", "46", "156"],
];

async function closeSpanner(): Promise<Uint8Array> {
  const X = [72, 200, 300, 400];
  const p = new TablePage();
  let y = p.prose(0, 3);
  y = p.caption("Table 2", "Complaints reported in each group", y + 24);
  p.rule(X[0]!, y, X[3]!, y);
  // The spanner 11 pt (1.2 of its type) above the sub-headings, centred over both.
  p.centred("Gender", X[1]!, X[3]!, y + 12, SMALL);
  p.text("Complaint", X[0]! + 2, y + 23, SMALL);
  p.centred("Male", X[1]!, X[2]!, y + 23, SMALL);
  p.centred("Female", X[2]!, X[3]!, y + 23, SMALL);
  y += 28;
  p.rule(X[0]!, y, X[3]!, y);
  for (const row of ROWS) {
    y += 13;
    p.text(row[0]!, X[0]! + 2, y, SMALL);
    for (const k of [1, 2]) p.right(row[k]!, X[k + 1]! - 4, y, SMALL);
  }
  y += 5;
  p.rule(X[0]!, y, X[3]!, y);
  p.prose(3, 6, y + 30);
  return p.render("Complaints");
}

const FIGURES = [
  ["Under 30", "0.0156", "0.0212", "3,533"],
  ["30 to 49", "0.0287", "0.0301", "6,493"],
  ["50 to 69", "0.0419", "0.0398", "9,483"],
  ["70 and over", "0.0920", "0.0875", "20,834"],
];

async function largerSpanner(): Promise<Uint8Array> {
  const LARGE = { font: "Helvetica-Bold" as const, size: 11 };
  const TINY = { font: "Helvetica" as const, size: 8 };
  const BODYCELL = { font: "Helvetica" as const, size: 10 };
  const X = [90, 200, 280, 360, 450];
  const p = new TablePage();
  let y = p.prose(0, 3);
  y = p.caption("Table 6", "Share of the population by age", y + 24, 90);
  p.rule(X[0]!, y, X[4]!, y);
  p.text("Age", X[0]! + 2, y + 13, LARGE);
  // Centred over the three columns to its right; the middle one's sub-heading is centred under it too.
  p.centred("Census counts", X[1]!, X[4]!, y + 13, LARGE);
  const tiny = ["Share", "Adjusted", "Total"];
  tiny.forEach((t, k) => p.centred(t, X[k + 1]!, X[k + 2]!, y + 26, TINY));
  y += 32;
  p.rule(X[0]!, y, X[4]!, y);
  for (const row of FIGURES) {
    y += 14;
    p.text(row[0]!, X[0]! + 2, y, BODYCELL);
    for (const k of [1, 2, 3]) p.right(row[k]!, X[k + 1]! - 4, y, BODYCELL);
  }
  y += 5;
  p.rule(X[0]!, y, X[4]!, y);
  p.prose(3, 6, y + 30);
  return p.render("Census");
}

describe("a spanner set close above its sub-headings", () => {
  it("heads them on a level of its own when centred over them and aligned with none", async () => {
    const table = labelled(await readTables(await closeSpanner()), "Table 2");
    const grid = normedGrid(table);
    expect(grid.header).toEqual([
      ["Complaint", "Gender", ""],
      ["", "Male", "Female"],
    ]);
    expect(table.header[0]!.cells.find((c) => c.text === "Gender")?.colSpan).toBe(2);
    expect(grid.rows).toEqual(normed(ROWS));
  });

  it("heads them on a level of its own when set in larger type", async () => {
    const grid = normedGrid(labelled(await readTables(await largerSpanner()), "Table 6"));
    expect(grid.header).toHaveLength(2);
    expect(grid.header[0]!).toContain("Census counts");
    expect(grid.header[1]!.slice(1)).toEqual(["Share", "Adjusted", "Total"]);
    expect(grid.rows).toEqual(normed(FIGURES));
  });
});
