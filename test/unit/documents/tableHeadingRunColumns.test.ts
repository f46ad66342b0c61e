import { describe, expect, it } from "vitest";
import { widthOf } from "../../support/layoutSheet.ts";
import { normed, normedGrid, readTables, TablePage } from "../../support/tables/tablePage.ts";

// A statistical report's header whose middle line the PDF writes as one run over three columns
// ("Less than $10,000– $20,000–"): each word group is the first line of its column's heading, the line
// under it holding each column's second line. Read whole, the run is one heading over the three
// columns (joined here to the spanner above it) and their headings lose their first lines; parted
// at its spaces, each column's heading is whole under the spanner. The spanner's three words over
// the three columns stand off the headings under them, so it stays whole.

const CELL = { font: "Helvetica" as const, size: 8 };
const RUN = "Less than $10,000– $20,000–";
const RUN_X = 250;
/** Where each of the run's word groups ends as Helvetica sets it: the three columns' right edges. */
const RIGHT = ["Less than", "Less than $10,000–", RUN].map((upTo) => RUN_X + widthOf(upTo, CELL));
const ROWS = [
  ["Public 4-year", "44.4", "25.5", "10.2", "26.9"],
  ["Private 4-year", "45.9", "20.3", "10.3", "25.7"],
  ["Business", "34.3", "28.1", "7.1", "28.9"],
  ["Education", "34.3", "37.4", "12.5", "25.5"],
  ["Engineering", "47.1", "19.1", "8.7", "19.2"],
  ["Other majors", "47.4", "21.6", "14.3", "28.0"],
];

async function report(): Promise<Uint8Array> {
  const p = new TablePage();
  let y = p.prose(0, 3);
  y += 30;
  p.text("Table 4. Amount borrowed, by student characteristics", 72, y, { font: "Helvetica", size: 10 });
  y += 8;
  p.rule(72, y, 420, y);
  y += 12;
  p.text("Percent", 180, y, CELL);
  p.centred("Amount borrowed (dollars)", RUN_X, RIGHT[2]!, y, CELL);
  y += 10;
  p.text("who", 180, y, CELL);
  p.text(RUN, RUN_X, y, CELL);
  y += 10;
  p.text("Characteristic", 72, y, CELL);
  p.text("borrowed", 180, y, CELL);
  ["$10,000", "19,999", "or more"].forEach((h, k) => p.right(h, RIGHT[k]!, y, CELL));
  y += 4;
  p.rule(72, y, 420, y);
  for (const row of ROWS) {
    y += 12;
    p.text(row[0]!, 72, y, CELL);
    p.text(row[1]!, 180, y, CELL);
    row.slice(2).forEach((cell, k) => p.right(cell, RIGHT[k]!, y, CELL));
  }
  y += 6;
  p.rule(72, y, 420, y);
  p.prose(3, 6, y + 30);
  return p.render("Borrowing");
}

describe("headings of several columns printed as one run", () => {
  it("are parted into their columns, so the header keeps its two levels and the body its rows", async () => {
    const tables = await readTables(await report());
    expect(tables.map((t) => t.label)).toEqual(["Table 4"]);
    const grid = normedGrid(tables[0]!);
    expect(grid.header).toHaveLength(2);
    expect(grid.header[1]!.slice(2)).toEqual(normed([["Less than $10,000", "$10,000– 19,999", "$20,000– or more"]])[0]);
    expect(grid.rows).toEqual(normed(ROWS));
  });
});
