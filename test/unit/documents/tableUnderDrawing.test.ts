import { describe, expect, it } from "vitest";
import { labelled, normed, normedGrid, readTables, TablePage } from "../../support/tables/tablePage.ts";

// A chemistry journal's table of reaction conditions: the caption, then the reaction drawn as a
// scheme (bonds and an arrow, no text), then the table under its shaded header band. The band
// stands far below the caption, past the drawing, and nothing of text lies between them.

const CELL = { font: "Helvetica" as const, size: 8 };
const X = [72, 130, 250, 370, 472];
const HEADER = ["entry", "catalyst (mol %)", "ligand (mol %)", "yield (%)"];
const ROWS = [
  ["1", "Pd2(dba)3 (2.5)", "tBuXPhos (10)", "77"],
  ["2", "Pd2(dba)3 (2.5)", "XPhos (10)", "100"],
  ["3", "Pd2(dba)3 (0.5)", "XPhos (2)", "92"],
  ["4", "Pd2(dba)3 (2.5)", "DavePhos (10)", "84"],
  ["5", "Pd(PPh3)4 (5)", "", "3"],
];

/** A ring of six bonds centred at (x, y): a drawing's strokes, none of them a table's rule. */
function ring(p: TablePage, x: number, y: number, r: number): void {
  const corners = [0, 1, 2, 3, 4, 5, 6].map((k) => [x + r * Math.cos((k * Math.PI) / 3 + Math.PI / 6), y + r * Math.sin((k * Math.PI) / 3 + Math.PI / 6)] as const);
  for (let k = 0; k < 6; k++) p.rule(corners[k]![0], corners[k]![1], corners[k + 1]![0], corners[k + 1]![1]);
}

async function tableUnderScheme(figureOver: boolean): Promise<Uint8Array> {
  const p = new TablePage();
  let y = p.prose(0, 3);
  if (figureOver) {
    // A figure's caption between rules right over the table's caption, as the journal sets it.
    p.rule(72, y + 10, 540, y + 10);
    y = p.paragraph("Figure 1. Previous work on amination in solvents and the present study in oils (picture taken by the authors).", 72, y + 24, 468);
    p.rule(72, y + 2, 540, y + 2);
  }
  y = p.caption("Table 1", "Optimization of the amination in rapeseed oil", y + 20);
  // The scheme: two rings and an arrow between them, 60 pt tall.
  ring(p, 130, y + 32, 18);
  p.rule(200, y + 32, 290, y + 32);
  p.rule(282, y + 28, 290, y + 32);
  p.rule(282, y + 36, 290, y + 32);
  ring(p, 360, y + 32, 18);
  y += 66;
  p.fill(X[0]!, y, X[4]! - X[0]!, 13, "#dddddd");
  HEADER.forEach((h, k) => p.text(h, X[k]! + 2, y + 9, CELL));
  y += 13;
  for (const row of ROWS) {
    row.forEach((cell, k) => p.text(cell, X[k]! + 2, y + 10, CELL));
    y += 11;
  }
  p.rule(X[0]!, y + 3, X[4]!, y + 3);
  p.prose(3, 6, y + 30);
  return p.render("Scheme");
}

describe("a table set under a drawing between it and its caption", () => {
  it("is the caption's table, read from its header band down", async () => {
    const grid = normedGrid(labelled(await readTables(await tableUnderScheme(false)), "Table 1"));
    expect(grid.header).toEqual(normed([HEADER]));
    expect(grid.rows).toEqual(normed(ROWS));
  });

  it("is found when a figure's caption between rules stands over the table's caption", async () => {
    const grid = normedGrid(labelled(await readTables(await tableUnderScheme(true)), "Table 1"));
    expect(grid.rows).toEqual(normed(ROWS));
  });
});
