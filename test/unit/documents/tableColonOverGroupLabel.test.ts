import { describe, expect, it } from "vitest";
import { normed, normedGrid, readTables, TablePage } from "../../support/tables/tablePage.ts";

// A table of shares by group, its rows headed by a label that ends in a colon ("All randomly
// assigned (N=4,667):") set straight over a group's own label ("Three-year-old cohort"), neither
// with figures beside it, each on its line at the rows' pitch. A colon ends what it introduces: the
// line under it begins a cell of its own, as it would under a full stop, and is no wrapped part of
// the colon's label (a comma or "and" still leaves a line unfinished).

const TEXT = { font: "Times-Roman" as const, size: 11 };
const CELL = { font: "Times-Roman" as const, size: 9 };
const X = [90, 300, 400, 490];
const PITCH = 14;
const HEADER = ["Sample group", "Some participation", "No participation", "Total"];
const ROWS: string[][] = [
  ["All randomly assigned (N=4,667):", "", "", ""],
  ["Three-year-old cohort", "", "", ""],
  ["Treatment group", "85.1%", "14.9%", "100%"],
  ["Control group", "17.3%", "82.7%", "100%"],
  ["Four-year-old cohort", "", "", ""],
  ["Treatment group", "79.8%", "20.2%", "100%"],
  ["Control group", "13.9%", "86.1%", "100%"],
];

async function shares(joined: boolean): Promise<Uint8Array> {
  const p = new TablePage();
  let y = p.prose(0, 3);
  y += 30;
  p.text("Table 3. Participation in the first year, by group", 72, y, TEXT);
  y += 10;
  p.rule(X[0]!, y, 540, y, 1);
  HEADER.forEach((h, k) => p.text(h, X[k]!, y + 12, CELL));
  y += 17;
  p.rule(X[0]!, y, 540, y);
  y -= 3;
  for (const r of joined ? [["All randomly assigned and", "", "", ""], ...ROWS.slice(1)] : ROWS) {
    y += PITCH;
    r.forEach((cell, k) => cell && p.text(cell, X[k]!, y, CELL));
  }
  y += 6;
  p.rule(X[0]!, y, 540, y, 1);
  p.prose(3, 6, y + 30);
  return p.render("Shares");
}

describe("a group label ending in a colon over another group's label", () => {
  it("is a row of its own, the label under it another row", async () => {
    const tables = await readTables(await shares(false));
    expect(tables.map((t) => t.label)).toEqual(["Table 3"]);
    expect(normedGrid(tables[0]!).all.slice(-ROWS.length)).toEqual(normed(ROWS));
  });

  it("still goes on onto the next line after a label left unfinished ('and')", async () => {
    const tables = await readTables(await shares(true));
    expect(tables.map((t) => t.label)).toEqual(["Table 3"]);
    // The header's row and six body rows: the unfinished label's two lines are one row.
    expect(normedGrid(tables[0]!).all.slice(-(ROWS.length - 1))).toEqual(normed([["All randomly assigned and Three-year-old cohort", "", "", ""], ...ROWS.slice(2)]));
  });
});
