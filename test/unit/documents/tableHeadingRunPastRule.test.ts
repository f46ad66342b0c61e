import { describe, expect, it } from "vitest";
import { CELL_BOLD, CELL } from "../../support/tables/tableSheet.ts";
import { readOnlyTable, TablePage } from "../../support/tables/tablePage.ts";
import { widthOf } from "../../support/layoutSheet.ts";

// A grid of shares by year, every column ruled from the header down. The PDF set the last year's
// heading and the heading of the notes column beside it as one run of text ("1980 By leading
// retailers"), its space falling on the column rule, as a word processor does when a heading cell
// ends with a space: the rule drawn through the header's line parts the two headings, as it parts
// a body cell's text run past it.
const LAST = "1980";
const X = [40, 110, 150, 190, 230, 0, 400];
X[5] = X[4]! + 3 + widthOf(LAST, CELL_BOLD) + widthOf(" ", CELL_BOLD) / 2;
const HEADER = ["", "1997", "1995", "1990", LAST, "By leading retailers"];
const ROWS = [
  ["UK", "42.3", "29", "31", "22", "Sainsbury 55; Tesco 46"],
  ["France", "18.2", "16", "20", "11", "Monoprix 28; Casino 25"],
  ["Germany", "12.6", "11", "24", "15", "Aldi 90; Metro 33"],
  ["Spain", "10.4", "10", "9", "2", "Eroski 24; Pryca 20"],
];

async function headingsInOneRun(): Promise<Uint8Array> {
  const p = new TablePage();
  const top = p.prose(0, 3) + 30;
  const bottom = top + 14 * (ROWS.length + 1);
  for (let i = 0; i <= ROWS.length + 1; i++) p.rule(X[0]!, top + 14 * i, X[6]!, top + 14 * i);
  for (const x of X) p.rule(x, top, x, bottom);
  HEADER.slice(1, 4).forEach((h, k) => p.text(h, X[k + 1]! + 3, top + 10, CELL_BOLD));
  p.text(`${LAST} ${HEADER[5]}`, X[4]! + 3, top + 10, CELL_BOLD);
  ROWS.forEach((r, i) => r.forEach((cell, k) => p.text(cell, X[k]! + 3, top + 14 * (i + 1) + 10, CELL)));
  p.prose(3, 6, bottom + 30);
  return p.render("Private label shares");
}

describe("two headings a run sets across a column rule drawn through the header", () => {
  it("are parted at the rule: the year over its column, the notes' heading over the next", async () => {
    const table = await readOnlyTable(await headingsInOneRun());
    const t = table;
    expect(t.header.map((r) => r.cells.map((c) => c.text))).toEqual([HEADER]);
    expect(t.rows.map((r) => r.cells.map((c) => c.text))).toEqual(ROWS);
  });
});
