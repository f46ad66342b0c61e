import { describe, expect, it } from "vitest";
import { labelled, normed, normedGrid, readTables, TablePage } from "../../support/tables/tablePage.ts";

// A grid whose header row is shaded, the shading drawn as one strip per line of text, so a fill's
// edge runs across the table between the two lines of the wrapped headings. The header's first
// heading covers two columns and every heading begins on the header's first line: the header is
// one row, ending at the rule under it, and the wrapped headings' second lines are not a row.

const CELL = { font: "Helvetica" as const, size: 9 };
const X = [60, 150, 210, 290, 370];
const ROWS = [
  ["Allergy problems", "Count", "93", "77"],
  ["", "Percentage", "18.8%", "15.6%"],
  ["Anxiety disorder", "Count", "81", "29"],
  ["", "Percentage", "16.4%", "5.9%"],
  ["Asthma", "Count", "31", "22"],
  ["", "Percentage", "6.3%", "4.4%"],
];

async function shadedHeaderTable(): Promise<Uint8Array> {
  const p = new TablePage();
  let y = p.prose(0, 3);
  y = p.caption("Table 3", "Illnesses and their treatment", y + 24);
  const top = y;
  // The header's shading, one strip per line.
  p.fill(X[0]!, y, X[4]! - X[0]!, 12, "#cccccc");
  p.fill(X[0]!, y + 12, X[4]! - X[0]!, 12, "#cccccc");
  p.centred("Treatment/Therapy", X[0]!, X[2]!, y + 15, CELL);
  p.centred("Suffered", X[2]!, X[3]!, y + 10, CELL);
  p.centred("from", X[2]!, X[3]!, y + 20, CELL);
  p.centred("Followed", X[3]!, X[4]!, y + 10, CELL);
  p.centred("treatment", X[3]!, X[4]!, y + 20, CELL);
  p.rule(X[0]!, y, X[4]!, y);
  y += 24;
  p.rule(X[0]!, y, X[4]!, y);
  for (const row of ROWS) {
    p.text(row[0]!, X[0]! + 2, y + 10, CELL);
    p.text(row[1]!, X[1]! + 2, y + 10, CELL);
    p.centred(row[2]!, X[2]!, X[3]!, y + 10, CELL);
    p.centred(row[3]!, X[3]!, X[4]!, y + 10, CELL);
    y += 14;
    // Rules under each row, the stub column left open inside a group.
    p.rule(row[0] ? X[1]! : X[0]!, y, X[4]!, y);
  }
  for (const x of X) p.rule(x, top, x, y);
  p.prose(3, 6, y + 30);
  return p.render("Treatment");
}

// A grid whose header is one line: two headings each centred over two columns, one over a single
// column, and the years under them in the body's first row. All begin on one line, so the header
// is one row; the heading over one column is not set a level below the others.
const SHARES = [
  ["", "1996", "change", "1996", "change", "1996"],
  ["Austria", "12", "+3", "52", "+11", "36"],
  ["Belgium", "16", "-", "70", "+5", "14"],
  ["Denmark", "17", "n.a.", "59", "+8", "24"],
];

async function oneLineHeaderTable(): Promise<Uint8Array> {
  const p = new TablePage();
  let y = p.prose(0, 3);
  y = p.caption("Table 6", "Market shares by kind of store", y + 24);
  const xs = [72, 190, 255, 320, 385, 450, 520];
  const top = y;
  p.centred("hypermarkets", xs[1]!, xs[3]!, y + 11, CELL);
  p.centred("supermarkets", xs[3]!, xs[5]!, y + 11, CELL);
  p.centred("others", xs[5]!, xs[6]!, y + 11, CELL);
  p.rule(xs[0]!, y, xs[6]!, y);
  y += 15;
  for (const row of SHARES) {
    p.rule(xs[0]!, y, xs[6]!, y);
    row.forEach((cell, k) => (k === 0 ? p.text(cell, xs[0]! + 2, y + 11, CELL) : p.centred(cell, xs[k]!, xs[k + 1]!, y + 11, CELL)));
    y += 15;
  }
  p.rule(xs[0]!, y, xs[6]!, y);
  for (const x of xs) p.rule(x, top, x, y);
  p.prose(3, 6, y + 30);
  return p.render("Shares");
}

describe("a grid whose shaded header is drawn one strip per line", () => {
  it("reads the header as one row down to the rule under it", async () => {
    const grid = normedGrid(labelled(await readTables(await shadedHeaderTable()), "Table 3"));
    expect(grid.header).toEqual([["Treatment/Therapy", "", "Suffered from", "Followed treatment"]]);
    expect(grid.rows).toEqual(normed(ROWS));
  });
});

describe("a grid whose headings all begin on one line", () => {
  it("reads them as one header row, spanners and single headings together", async () => {
    const grid = normedGrid(labelled(await readTables(await oneLineHeaderTable()), "Table 6"));
    expect(grid.header).toEqual([["", "hypermarkets", "", "supermarkets", "", "others"]]);
    expect(grid.rows).toEqual(normed(SHARES));
  });
});
