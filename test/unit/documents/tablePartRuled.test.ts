import { describe, expect, it } from "vitest";
import { labelled, normed, normedGrid, readTables, TablePage } from "../../support/tables/tablePage.ts";

// A frequency table as statistics packages print it: rules above, under the header and below,
// and one vertical rule, after the stub column only. The columns right of that rule are parted
// by whitespace alone; each is a column of its own, not one cell holding a row's figures.

const CELL = { font: "Times-Roman" as const, size: 10 };
const HEADER = ["Answers", "Freq.", "Percent", "Cum."];
const ROWS = [
  ["none", "138", "6.9", "6.9"],
  ["one", "178", "8.8", "15.7"],
  ["two", "626", "31.1", "46.8"],
  ["three", "1070", "53.2", "100.0"],
];
/** Right edges of the figure columns: right-aligned, about two ems apart. */
const RIGHT = [238, 290, 334];

async function partRuledTable(): Promise<Uint8Array> {
  const p = new TablePage();
  let y = p.prose(0, 3);
  y = p.caption("Table 2", "Answers given by the respondents", y + 24);
  const rowH = 14;
  const top = y;
  p.rule(72, y, 350, y);
  const line = (cells: string[], at: number) => cells.forEach((cell, k) => (k === 0 ? p.text(cell, 76, at, CELL) : p.right(cell, RIGHT[k - 1]!, at, CELL)));
  line(HEADER, y + 11);
  y += rowH + 2;
  p.rule(72, y, 350, y);
  for (const row of ROWS) {
    line(row, y + 11);
    y += rowH;
  }
  p.rule(72, y + 2, 350, y + 2);
  // The one vertical rule: after the stub, top to bottom.
  p.rule(180, top, 180, y + 2);
  p.prose(3, 6, y + 30);
  return p.render("Answers");
}

describe("a table ruled only after its stub column", () => {
  it("parts the columns beyond the rule by their whitespace", async () => {
    const grid = normedGrid(labelled(await readTables(await partRuledTable()), "Table 2"));
    expect(grid.header).toEqual(normed([HEADER]));
    expect(grid.rows).toEqual(normed(ROWS));
  });
});
