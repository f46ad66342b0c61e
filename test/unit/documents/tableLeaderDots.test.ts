import { describe, expect, it } from "vitest";
import { widthOf } from "../../support/layoutSheet.ts";
import { normed, normedGrid, readTables, TablePage } from "../../support/tables/tablePage.ts";

// A typewritten report's table (Courier) whose row labels lead to their figures by dots, and one
// row prints its dots and first figures as one run (". . . 1,360 1,440", as pdf.js gives it). The
// dots are no cell's text: each label stands alone in its cell and the figures keep their columns.

const CELL = { font: "Courier" as const, size: 9 };
const DOTS = "............";
const DOTS_X = 110;
/** Right edges of the three figure columns: the first two where the run of the first row sets them. */
const RIGHT = [DOTS_X + widthOf(`${DOTS} 1,360`, CELL), DOTS_X + widthOf(`${DOTS} 1,360 1,440`, CELL), 0];
RIGHT[2] = RIGHT[1]! + 60;
const ROWS = [
  ["0.99", "1,360", "1,440", "1,520"],
  ["0.95", "272", "288", "304"],
  ["0.90", "136", "144", "152"],
  ["0.85", "91", "96", "101"],
  ["0.80", "68", "72", "76"],
];

async function report(): Promise<Uint8Array> {
  const p = new TablePage();
  let y = p.prose(0, 3);
  y += 30;
  p.text("Table 2. Sample sizes by proportion", 72, y, { font: "Helvetica", size: 10 });
  y += 8;
  p.rule(72, y, RIGHT[2]! + 10, y);
  y += 12;
  p.text("Proportion", 72, y, CELL);
  ["1.7", "1.8", "1.9"].forEach((h, k) => p.right(h, RIGHT[k]!, y, CELL));
  y += 5;
  p.rule(72, y, RIGHT[2]! + 10, y);
  ROWS.forEach((row, i) => {
    y += 12;
    p.text(row[0]!, 72, y, CELL);
    if (i === 0) p.text(`${DOTS} ${row[1]} ${row[2]}`, DOTS_X, y, CELL);
    else {
      p.text(DOTS, DOTS_X, y, CELL);
      p.right(row[1]!, RIGHT[0]!, y, CELL);
      p.right(row[2]!, RIGHT[1]!, y, CELL);
    }
    p.right(row[3]!, RIGHT[2]!, y, CELL);
  });
  y += 6;
  p.rule(72, y, RIGHT[2]! + 10, y);
  p.prose(3, 6, y + 30);
  return p.render("Leaders");
}

describe("dot leaders between a row's label and its figures", () => {
  it("are no cell's text, and a run of leaders and figures parts into the figures' columns", async () => {
    const tables = await readTables(await report());
    expect(tables.map((t) => t.label)).toEqual(["Table 2"]);
    expect(normedGrid(tables[0]!).rows).toEqual(normed(ROWS));
  });
});
