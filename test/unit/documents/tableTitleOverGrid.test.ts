import { describe, expect, it } from "vitest";
import { PROSE } from "../../support/tables/paperWriter.ts";
import { normedGrid, readOnlyTable, TablePage } from "../../support/tables/tablePage.ts";

// A report's page: a running head ruled across the page, then a table's title centred under that
// rule, then the table, a grid ruled row by row whose column rules begin at its own top rule. The
// rule above the title is the page's, not the table's: the title is not a header row.

const CELL = { font: "Times-Roman" as const, size: 9 };
const TITLE = { font: "Times-Bold" as const, size: 10 };
const X = [60, 190, 280, 360];
const HEAD = ["Illnesses", "Male", "Female"];
const ROWS = [
  ["Allergy problems", "25", "68"],
  ["Anxiety disorder", "17", "64"],
  ["Asthma", "6", "25"],
  ["Back pain", "46", "156"],
];

/** With `stacked`, a chapter title and a section heading stand over the table's title, each a line of its own. */
async function titleOverGrid(stacked = false): Promise<Uint8Array> {
  const p = new TablePage();
  p.text("Healthy Students Healthy Lives", 60, 46, { font: "Times-Roman", size: 11 });
  p.rule(60, 56, 362, 56);
  let y = 70;
  if (stacked) {
    p.text("Chapter 7 Student health", 140, y, { font: "Times-Bold", size: 12 });
    p.text("1. Illnesses reported this year", 60, y + 18, TITLE);
    y += 36;
  }
  p.text("Frequency of illnesses by gender", 150, y, TITLE);
  y += 9;
  const top = y;
  p.rule(X[0]!, y, X[3]!, y);
  for (const row of [HEAD, ...ROWS]) {
    row.forEach((cell, k) => p.text(cell, X[k]! + 4, y + 11, CELL));
    y += 15;
    p.rule(X[0]!, y, X[3]!, y);
  }
  for (const x of X) p.rule(x, top, x, y);
  p.paragraph(PROSE.slice(0, 4).join(" "), 60, y + 30, 300);
  return p.render("Illnesses");
}

describe("a title between a page's rule and a grid's top rule", () => {
  it("is not read as the grid's header row", async () => {
    const table = await readOnlyTable(await titleOverGrid());
    const grid = normedGrid(table);
    expect(grid.header).toEqual([HEAD]);
    expect(grid.rows).toEqual(ROWS);
  });

  // PyMuPDF's Chinese-tables test page and a report's page alike: three lines between the running
  // head's rule and the grid, none of them cells.
  it("is not read as rows when a chapter title and a heading are stacked over it", async () => {
    const table = await readOnlyTable(await titleOverGrid(true));
    const grid = normedGrid(table);
    expect(grid.header).toEqual([HEAD]);
    expect(grid.rows).toEqual(ROWS);
  });
});
