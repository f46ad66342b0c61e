import { describe, expect, it } from "vitest";
import { normed, normedGrid, readOnlyTable, TablePage } from "../../support/tables/tablePage.ts";

// A report's exhibit with no table caption, ruled under every row, its measures named in the
// text's size and its figures ("NA", effect sizes) set smaller. Two type sizes in a grid ruled
// row by row are a table's labels and figures, not the many sizes of a figure's labels.

const LABEL = { font: "Times-Roman" as const, size: 11 };
const FIGURE = { font: "Times-Roman" as const, size: 8 };
const X = [72, 300, 370, 440, 510];
const HEADER = ["Measure", "Age 4", "Grade 1", "Grade 3"];
const ROWS = [
  ["Letter naming", "0.25", "NA", "NA"],
  ["Receptive vocabulary", "0.09", "0.09", "NA"],
  ["Spelling", "0.15", "NA", "0.11"],
  ["Oral comprehension", "NA", "NA", "NA"],
  ["Applied problems", "0.19", "NA", "NA"],
  ["Social skills", "NA", "0.12", "NA"],
];

async function exhibit(): Promise<Uint8Array> {
  const p = new TablePage();
  let y = p.prose(0, 3) + 30;
  const rowH = 15;
  p.rule(X[0]!, y, X[4]!, y);
  HEADER.forEach((h, k) => p.text(h, k === 0 ? X[0]! + 4 : X[k]! + 10, y + 11, LABEL));
  y += rowH;
  p.rule(X[0]!, y, X[4]!, y);
  for (const row of ROWS) {
    p.text(row[0]!, X[0]! + 4, y + 11, LABEL);
    row.slice(1).forEach((cell, k) => p.text(cell, X[k + 1]! + 14, y + 11, FIGURE));
    y += rowH;
    p.rule(X[0]!, y, X[4]!, y);
  }
  p.prose(3, 5, y + 30);
  return p.render("Impacts");
}

describe("a grid ruled row by row, its labels and figures in two sizes", () => {
  it("is read as a table", async () => {
    const table = await readOnlyTable(await exhibit());
    const grid = normedGrid(table);
    expect(grid.header).toEqual(normed([HEADER]));
    expect(grid.rows).toEqual(normed(ROWS));
  });
});
