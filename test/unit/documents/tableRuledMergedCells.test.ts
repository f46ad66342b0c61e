import { describe, expect, it } from "vitest";
import { CELL, CELL_BOLD } from "../../support/tables/tableSheet.ts";
import { normed, readOnlyTable, TablePage } from "../../support/tables/tablePage.ts";
import { tableGrid } from "../../../src-main/contract/tableGrid.ts";

// A grid whose scenarios are set in merged boxes across the whole table, their names centred in
// the box (as a report's appendix tables print them). The rules draw one box there, so the name
// is the cell of the box's first column, not of the column its centred text happens to fall in.
const COLUMNS = [72, 200, 250, 300, 350, 400];
const YEARS = ["Servers in:", "2007", "2008", "2009", "2010"];
const SCENARIOS: [string, string[][]][] = [
  ["Improved operation", [["Closets", "1,505", "1,580", "1,643", "1,673"], ["Rooms", "1,512", "1,586", "1,646", "1,677"]]],
  ["Best practice", [["Closets", "1,456", "1,439", "1,386", "1,296"], ["Rooms", "1,465", "1,472", "1,427", "1,334"]]],
];
const ROW = 16;

async function grid(): Promise<Uint8Array> {
  const p = new TablePage();
  let y = p.caption("Table 4.", "Volume server energy by space type, two scenarios", p.prose(0, 3) + 24) + 10;
  const left = COLUMNS[0]!;
  const right = COLUMNS.at(-1)!;
  const top = y;
  p.rule(left, y, right, y);
  for (const [name, rows] of SCENARIOS) {
    // The merged box: ruled above and below, no column rule through it.
    p.centred(name, left, right, y + 11, CELL_BOLD);
    y += ROW;
    p.rule(left, y, right, y);
    for (const cells of [YEARS, ...rows]) {
      cells.forEach((c, k) => p.text(c, COLUMNS[k]! + 3, y + 11, k === 0 && cells === YEARS ? CELL_BOLD : CELL));
      for (const x of COLUMNS.slice(1, -1)) p.rule(x, y, x, y + ROW);
      y += ROW;
      p.rule(left, y, right, y);
    }
  }
  p.rule(left, top, left, y);
  p.rule(right, top, right, y);
  p.prose(3, 6, y + 30);
  return p.render("Server energy");
}

describe("a merged box across a ruled grid", () => {
  it("holds its centred name in the box's first column, in the header and in the body", async () => {
    const table = await readOnlyTable(await grid());
    const { header, rows } = tableGrid(table);
    const blank = ["", "", "", ""];
    const expected = SCENARIOS.flatMap(([name, body]) => [[name, ...blank], YEARS, ...body]);
    expect(normed([...header, ...rows])).toEqual(normed(expected));
  });
});
