import { describe, expect, it } from "vitest";
import { widthOf } from "../../support/layoutSheet.ts";
import { normed, normedGrid, readTables, TablePage } from "../../support/tables/tablePage.ts";

// A report's table in a face with wide figures (Helvetica's digits are over half an em), its last
// two columns set so close that some rows print their two figures as one run a word space apart
// ("2,218,406 1,180,160"). That run is wider than its figures by more than an em, so its space
// parts the columns the other rows leave open: the table keeps its four columns of figures.

const TEXT = { font: "Helvetica" as const, size: 10 };
const CELL = { font: "Helvetica" as const, size: 8 };
/** Right edges of the four figure columns. */
const RIGHT = [260, 330, 0, 0];
const ROWS = [
  ["Net revenue", "812", "790", "2,218,406", "1,180,160"],
  ["Transfers", "120", "131", "97,310", "88,002"],
  ["Operating expenses", "451", "440", "1,944,120", "1,702,556"],
  ["Payments", "205", "199", "64,877", "51,300"],
  ["Assets held", "3,410", "3,378", "3,290,118", "3,175,904"],
  ["Other income", "14", "12", "9,211", "8,760"],
];
/** Rows whose last two figures are one run. */
const JOINED = new Set([0, 2, 4]);

async function report(): Promise<Uint8Array> {
  const p = new TablePage();
  // The third column ends where its widest figure does; the fourth a word space after the widest pair.
  RIGHT[2] = 360 + widthOf("3,290,118", CELL);
  RIGHT[3] = RIGHT[2]! + widthOf(" 3,175,904", CELL);
  let y = p.prose(0, 3);
  y += 30;
  p.text("Table 2. Income and assets", 72, y, TEXT);
  y += 10;
  p.rule(72, y, 500, y);
  ["2012", "2011", "2010", "2009"].forEach((h, k) => p.right(h, RIGHT[k]!, y + 12, CELL));
  y += 18;
  p.rule(72, y, 500, y);
  ROWS.forEach((row, i) => {
    y += 14;
    p.text(row[0]!, 72, y, CELL);
    p.right(row[1]!, RIGHT[0]!, y, CELL);
    p.right(row[2]!, RIGHT[1]!, y, CELL);
    if (JOINED.has(i)) p.right(`${row[3]} ${row[4]}`, RIGHT[3]!, y, CELL);
    else {
      p.right(row[3]!, RIGHT[2]!, y, CELL);
      p.right(row[4]!, RIGHT[3]!, y, CELL);
    }
  });
  y += 6;
  p.rule(72, y, 500, y);
  p.prose(3, 6, y + 30);
  return p.render("Assets");
}

describe("figures of two columns printed as one run", () => {
  it("are parted by the columns the other rows leave open", async () => {
    const tables = await readTables(await report());
    expect(tables.map((t) => t.label)).toEqual(["Table 2"]);
    expect(normedGrid(tables[0]!).all.slice(-ROWS.length)).toEqual(normed(ROWS));
  });
});
