import { describe, expect, it } from "vitest";
import { breakLines } from "../../support/layoutSheet.ts";
import { labelled, normedGrid, normed, readTables, TablePage } from "../../support/tables/tablePage.ts";

// A table whose every cell opens with a small letter (method names, priors, kernels): nothing in
// the case of a line says a row begins, so main read its lines as one row of wrapped cells. Each
// line fills every column and is far too short to have been wrapped onto the next (the word under
// it would have fit beside it): each is a row. Guard: a row whose cells are each wrapped over as
// many lines, in every column, stays one row.

const CELL = { font: "Times-Roman" as const, size: 9, leading: 11 };
const X = [100, 200, 300, 400];
const RIGHT = 500;
const PITCH = 13;
const HEAD = ["Parameter", "Prior", "Sampler", "Kernel"];
const ROWS = [
  ["alpha", "uniform", "gibbs", "linear"],
  ["beta", "normal", "metropolis", "cubic"],
  ["gamma", "laplace", "slice", "rbf"],
  ["delta", "cauchy", "hamiltonian", "matern"],
  ["epsilon", "gamma", "gibbs", "periodic"],
];
// Each cell wraps to three lines in a column 88 points wide.
const WRAPPED = [
  "only the first stages kept, each fitted twice over all stations",
  "drawn once from broad priors fixed before any station reported",
  "kept for every chain until burn-in ends, then thinned by ten",
  "taken as smooth sums plus periodic terms fitted yearly at each site",
];

/** The booktabs frame: rules above and under the headings and under the body; `lines` the body's cells, line by line. */
async function ruledTable(lines: readonly (readonly string[])[]): Promise<Uint8Array> {
  const p = new TablePage();
  let y = p.prose(0, 3);
  y = p.caption("Table 1", "Settings of each parameter of the model", y + 24) + 10;
  p.rule(X[0]!, y, RIGHT, y, 0.8);
  HEAD.forEach((h, i) => p.text(h, X[i]! + 2, y + 11, CELL));
  y += PITCH + 2;
  p.rule(X[0]!, y, RIGHT, y, 0.5);
  let at = y + 11;
  for (const line of lines) {
    line.forEach((c, i) => p.text(c, X[i]! + 2, at, CELL));
    at += PITCH;
  }
  y = at - 8;
  p.rule(X[0]!, y, RIGHT, y, 0.8);
  p.prose(3, 6, y + 30);
  return p.render("Lower-case rows");
}

const gridOf = async (lines: readonly (readonly string[])[]) => normedGrid(labelled(await readTables(await ruledTable(lines)), "Table 1"));

describe("a table whose body cells all open with a small letter", () => {
  it("reads each line that fills every column, too short to have wrapped, as a row", async () => {
    const grid = await gridOf(ROWS);
    expect(grid.header).toEqual(normed([HEAD]));
    expect(grid.rows).toEqual(normed(ROWS));
  });

  it("keeps one row whose cells are each wrapped over as many lines in every column", async () => {
    const broken = WRAPPED.map((text) => breakLines(text, CELL, 88));
    expect(broken.map((b) => b.length)).toEqual([3, 3, 3, 3]);
    const grid = await gridOf([0, 1, 2].map((i) => broken.map((b) => b[i]!)));
    expect(grid.rows).toEqual(normed([WRAPPED]));
  });
});
