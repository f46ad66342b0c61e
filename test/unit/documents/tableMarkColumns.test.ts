import { describe, expect, it } from "vitest";
import { markColumnsPdf, type MarkRow } from "../../support/tables/markColumnsPdf.ts";
import { normed, normedGrid, readTables } from "../../support/tables/tablePage.ts";

// A methods table with two narrow columns of check marks under "2D" and "3D", a spanner "Input"
// over them: most methods are marked in one column, one in both. Set 12 points apart at 9 pt, the
// both-marked row's marks come out of pdf.js as one run ("✓ ✓"): main put both in the 2D column.
// The other rows leave the gap between the columns open, so the run parts there, a mark in each.
// (The two heads print as one run "2D 3D" too; reading them apart is left for a later round.)

const ROWS: MarkRow[] = [
  { method: "PointNet", marks: [false, true], score: "89.2" },
  { method: "ResNet", marks: [true, false], score: "85.1" },
  { method: "MVCNN", marks: [true, false], score: "90.1" },
  { method: "VoxNet", marks: [false, true], score: "83.0" },
  { method: "Fusion", marks: [true, true], score: "91.5" },
  { method: "DGCNN", marks: [false, true], score: "92.9" },
];

const BODY = normed(ROWS.map((r) => [r.method, r.marks[0] ? "✓" : "", r.marks[1] ? "✓" : "", r.score]));

describe("two columns of check marks set close", () => {
  it("keep a row's two marks apart when both print as one run", async () => {
    const tables = await readTables(markColumnsPdf(ROWS, 12));
    expect(tables).toHaveLength(1);
    expect(normedGrid(tables[0]!).all.slice(-ROWS.length)).toEqual(BODY);
  });

  it("read the same when the marks stand apart", async () => {
    const tables = await readTables(markColumnsPdf(ROWS, 18));
    expect(tables).toHaveLength(1);
    expect(normedGrid(tables[0]!).all.slice(-ROWS.length)).toEqual(BODY);
  });
});
