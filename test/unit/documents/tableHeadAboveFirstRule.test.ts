import { describe, expect, it } from "vitest";
import { CELL } from "../../support/tables/tableSheet.ts";
import { normed, readOnlyTable, TablePage } from "../../support/tables/tablePage.ts";
import { tableGrid } from "../../../src-main/contract/tableGrid.ts";

// A table with no caption, ruled under its header row and between its rows but not above the
// header (as a word processor's plain table style draws it). The walk along its rules starts at
// the rule under the header; the header row over it is still the table's.
const COLUMNS = [72, 190, 300, 540];
const HEADER = ["Animal", "Action", "Result"];
const ROWS = [
  ["Cat", "Says", "Meow"],
  ["Dog", "Says", "Woof"],
  ["Cow", "Says", "Moo"],
  ["Owl", "Says", "Hoot"],
];
const ROW = 16;

async function page(withTopRule: boolean): Promise<Uint8Array> {
  const p = new TablePage();
  const top = p.prose(0, 3) + 30;
  if (withTopRule) p.rule(COLUMNS[0]!, top - 12, COLUMNS.at(-1)!, top - 12);
  HEADER.forEach((h, k) => p.text(h, COLUMNS[k]! + 3, top, CELL));
  ROWS.forEach((r, i) => {
    p.rule(COLUMNS[0]!, top + 4 + ROW * i, COLUMNS.at(-1)!, top + 4 + ROW * i);
    r.forEach((c, k) => p.text(c, COLUMNS[k]! + 3, top + ROW * (i + 1), CELL));
  });
  p.rule(COLUMNS[0]!, top + 4 + ROW * ROWS.length, COLUMNS.at(-1)!, top + 4 + ROW * ROWS.length);
  p.prose(3, 6, top + ROW * ROWS.length + 40);
  return p.render("Animal sounds");
}

describe("a table ruled under its header but not above it", () => {
  it("keeps the header row over its first rule", async () => {
    const table = await readOnlyTable(await page(false));
    const { header, rows } = tableGrid(table);
    expect(normed(header)).toEqual(normed([HEADER]));
    expect(normed(rows)).toEqual(normed(ROWS));
  });

  it("reads the same with a rule over the header", async () => {
    const table = await readOnlyTable(await page(true));
    const { header, rows } = tableGrid(table);
    expect(normed(header)).toEqual(normed([HEADER]));
    expect(normed(rows)).toEqual(normed(ROWS));
  });
});
