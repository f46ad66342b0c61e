import { describe, expect, it } from "vitest";
import { CELL, CELL_BOLD, SIDEWAYS } from "../../support/tables/tableSheet.ts";
import { normed, readOnlyTable, TablePage } from "../../support/tables/tablePage.ts";
import { tableGrid } from "../../../src-main/contract/tableGrid.ts";

// A ruled grid whose column headings are set sideways in a tall row of their own, between an
// upright heading row and the figures (an election return, a survey's item list). That row holds
// no upright text, but the grid's column rules run down through it: it is a row of the table, and
// the grid stays one table from its top rule to its last.
const COLUMNS = [72, 170, 230, 290, 350, 410];
const NAMES = ["Ward", "Registered voters", "Ballots cast", "Candidate Ashford", "Candidate Brennan"];
const ROWS = [
  ["Alder", "963", "439", "155", "226"],
  ["Birch", "923", "393", "140", "223"],
  ["Cedar", "1026", "349", "130", "190"],
  ["Damson", "1212", "423", "156", "226"],
  ["Elm", "611", "180", "72", "95"],
];

async function sidewaysHeadings(): Promise<Uint8Array> {
  const p = new TablePage();
  const top = p.prose(0, 3) + 30;
  const heads = top + 16;
  const names = heads + 96;
  const bottom = names + 14 * ROWS.length;
  for (const y of [top, heads, names, ...ROWS.map((_, i) => names + 14 * (i + 1))]) p.rule(COLUMNS[0]!, y, COLUMNS.at(-1)!, y);
  for (const x of COLUMNS) p.rule(x, top, x, bottom);
  p.centred("Returns by ward", COLUMNS[0]!, COLUMNS.at(-1)!, top + 11, CELL_BOLD);
  // Each heading reads from the bottom of its cell upwards, in the middle of its column.
  p.sheet.framed(p.page, SIDEWAYS, () => {
    NAMES.forEach((name, k) => p.sheet.text(p.page, name, 792 - names + 4, (COLUMNS[k]! + COLUMNS[k + 1]!) / 2 + 3, CELL));
  });
  ROWS.forEach((r, i) => r.forEach((c, k) => p.text(c, COLUMNS[k]! + 3, names + 14 * i + 10, CELL)));
  p.prose(3, 6, bottom + 30);
  return p.render("Returns");
}

describe("a ruled grid with a row of headings set sideways", () => {
  it("is one table: its upright heading over the sideways row, then every row of figures", async () => {
    const table = await readOnlyTable(await sidewaysHeadings());
    const grid = tableGrid(table);
    const all = normed([...grid.header, ...grid.rows]);
    expect(all[0]!.join(" ").trim()).toBe("Returns by ward");
    expect(all.slice(-ROWS.length)).toEqual(normed(ROWS));
  });
});
