import { describe, expect, it } from "vitest";
import { widthOf } from "../../support/layoutSheet.ts";
import { labelled, normed, normedGrid, readTables, TablePage } from "../../support/tables/tablePage.ts";

// A grid drawn with double rules, as word processors draw a "double border": every border and
// the rule between the two columns is two lines a few points apart. The slivers between the two
// lines of a border hold no text; the table has the two columns a reader sees, not four or five.

const CELL = { font: "Times-Roman" as const, size: 10 };
const HEADER = ["Species", "Threshold (ng/L)"];
const ROWS = [
  ["Heron", "61"],
  ["Beaver", "47"],
  ["Grebe", "35"],
  ["Cormorant", "88"],
];
/** Each border's two lines, this far apart (beyond what one rule drawn thick would show). */
const DOUBLE = 4;

async function doubleFramedTable(): Promise<Uint8Array> {
  const p = new TablePage();
  let y = p.prose(0, 3);
  y = p.caption("Table 4", "Thresholds set for each species", y + 24, 150, 320);
  const left = 150;
  const middle = 290;
  const right = 450;
  const rowH = 20;
  const top = y;
  const double = (x0: number, y0: number, x1: number, y1: number, dx: number, dy: number) => {
    p.rule(x0, y0, x1, y1);
    p.rule(x0 + dx, y0 + dy, x1 + dx, y1 + dy);
  };
  const lines = [HEADER, ...ROWS];
  lines.forEach((cells, i) => {
    const at = top + i * rowH;
    double(left, at, right, at, 0, DOUBLE);
    p.text(cells[0]!, left + DOUBLE + 6, at + 15, CELL);
    // Figures and headings centred in the second column, as such grids set them.
    p.text(cells[1]!, (middle + right) / 2 - widthOf(cells[1]!, CELL) / 2, at + 15, CELL);
  });
  const bottom = top + lines.length * rowH;
  double(left, bottom, right, bottom, 0, -DOUBLE);
  double(left, top, left, bottom, DOUBLE, 0);
  double(middle, top, middle, bottom, DOUBLE, 0);
  double(right, top, right, bottom, -DOUBLE, 0);
  p.prose(3, 6, bottom + 30);
  return p.render("Thresholds");
}

describe("a grid drawn with double rules", () => {
  it("has the columns its text stands in, not one more for each sliver between a border's lines", async () => {
    const grid = normedGrid(labelled(await readTables(await doubleFramedTable()), "Table 4"));
    expect(grid.header).toEqual(normed([HEADER]));
    expect(grid.rows).toEqual(normed(ROWS));
  });
});
