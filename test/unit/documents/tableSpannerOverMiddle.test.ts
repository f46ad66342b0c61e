import { describe, expect, it } from "vitest";
import { labelled, normed, normedGrid, readTables, TablePage } from "../../support/tables/tablePage.ts";

// A spanner centred over three sub-headings, set as close above them as a wrapped line, so it
// stands centred over the middle one too: its text reaching over the sub-headings beside it says
// it heads all three (a wrapped heading's lines stay in their own column), a level of its own,
// not the first words of "Subset-2".

const CELL = { font: "Helvetica" as const, size: 9 };
const SPANNER = { font: "Helvetica-Bold" as const, size: 9 };
/** Cell edges: two stub columns, three sub-columns under the spanner, then the average. */
const X = [72, 120, 175, 220, 265, 310, 350];
const ROWS = [
  ["1", "300", "44.5", "43.3", "29.1", "39.0"],
  ["3", "100", "43.2", "43.1", "27.2", "37.9"],
  ["5", "64", "41.1", "41.0", "30.0", "37.4"],
  ["10", "32", "45.6", "45.1", "29.3", "40.0"],
  ["19", "16", "43.4", "46.3", "31.2", "40.3"],
];

async function spannerTable(): Promise<Uint8Array> {
  const p = new TablePage();
  let y = p.prose(0, 3);
  y = p.caption("Table 2", "Detection by the number of proposals", y + 24);
  p.rule(X[0]!, y, X[6]!, y, 0.8);
  p.centred("mAP at tIoU (%)", X[2]!, X[5]!, y + 11, SPANNER);
  for (const [k, head] of [[0, "N"], [1, "Length"]] as const) p.centred(head, X[k]!, X[k + 1]!, y + 17, CELL);
  ["Subset-1", "Subset-2", "Subset-3", "Avg."].forEach((head, i) => p.centred(head, X[i + 2]!, X[i + 3]!, y + 22.5, CELL));
  y += 27;
  p.rule(X[0]!, y, X[6]!, y);
  for (const row of ROWS) {
    y += 12;
    row.forEach((cell, k) => p.centred(cell, X[k]!, X[k + 1]!, y, CELL));
  }
  y += 5;
  p.rule(X[0]!, y, X[6]!, y, 0.8);
  p.prose(3, 6, y + 30);
  return p.render("Proposals");
}

describe("a spanner centred over an odd number of sub-headings", () => {
  it("heads all three on a level of its own, not wrapped into the middle one", async () => {
    const table = labelled(await readTables(await spannerTable()), "Table 2");
    const grid = normedGrid(table);
    expect(grid.header).toEqual([
      ["N", "Length", "mAP at tIoU (%)", "", "", ""],
      ["", "", "Subset-1", "Subset-2", "Subset-3", "Avg."],
    ]);
    expect(table.header[0]!.cells.find((c) => c.text === "mAP at tIoU (%)")?.colSpan).toBe(3);
    expect(grid.rows).toEqual(normed(ROWS));
  });
});
