import { describe, expect, it } from "vitest";
import { labelled, normedGrid, readTables, TablePage } from "../../support/tables/tablePage.ts";

// LaTeX's \multirow sets a row label once, centred down the rows it names, on a line of its own:
// no row with two cells reaches into the stub, so its gap is shared by no row. The heading over
// the stub stands clear of the cells too: the labels are a column, not the first column's cells.

const CELL = { font: "Helvetica" as const, size: 9 };
const X = [72, 120, 230, 300];
const GROUPS = [
  { label: "Alpha", rows: [["lr", "0.1"], ["decay", "cosine"], ["warmup", "0.05"], ["batch", "64"]] },
  { label: "Beta", rows: [["lr", "0.3"], ["decay", "linear"], ["warmup", "0.10"], ["batch", "128"]] },
];

async function multirowStub(): Promise<Uint8Array> {
  const p = new TablePage();
  let y = p.prose(0, 3);
  y = p.caption("Table 3", "Settings of the two schedules", y + 24);
  p.rule(X[0]!, y, X[3]!, y, 1);
  p.text("Schedule", X[0]! + 2, y + 11, CELL);
  p.text("Setting", X[1]! + 2, y + 11, CELL);
  p.right("Value", X[3]! - 4, y + 11, CELL);
  y += 15;
  p.rule(X[0]!, y, X[3]!, y);
  for (const group of GROUPS) {
    const first = y + 12;
    for (const [setting, value] of group.rows) {
      y += 12;
      p.text(setting!, X[1]! + 2, y, CELL);
      p.right(value!, X[3]! - 4, y, CELL);
    }
    // Centred down its four rows, between the second's and the third's baselines: on no row's line.
    p.text(group.label, X[0]! + 2, (first + y) / 2, CELL);
  }
  p.rule(X[0]!, y + 4, X[3]!, y + 4, 1);
  p.prose(3, 6, y + 30);
  return p.render("Schedules");
}

// How the lines group into rows is the rows' reading; this test holds the columns: what each
// column's cells hold, in order down the table.
const down = (rows: readonly string[][], k: number) => rows.map((row) => row[k] ?? "").filter(Boolean).join(" ");

describe("row labels centred down their rows on lines of their own, under a heading of their own", () => {
  it("are a stub column beside the settings, not words in the settings' cells", async () => {
    const grid = normedGrid(labelled(await readTables(await multirowStub()), "Table 3"));
    expect(grid.header).toEqual([["Schedule", "Setting", "Value"]]);
    expect(grid.rows.every((row) => row.length === 3)).toBe(true);
    expect(down(grid.rows, 0)).toBe("Alpha Beta");
    expect(down(grid.rows, 1)).toBe(GROUPS.flatMap((g) => g.rows.map((r) => r[0])).join(" "));
    expect(down(grid.rows, 2)).toBe(GROUPS.flatMap((g) => g.rows.map((r) => r[1])).join(" "));
  });
});
