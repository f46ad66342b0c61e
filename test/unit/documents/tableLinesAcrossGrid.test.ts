import { describe, expect, it } from "vitest";
import { norm } from "../../corpus/paperTruth.ts";
import { labelled, normed, normedGrid, readTables, TablePage } from "../../support/tables/tablePage.ts";

// A grid ruled under every row and between its columns, closed by a box across all its columns
// that holds lines set one to a line, each running across the columns in one piece (formulas
// or statements under the cells, as `\multicolumn` rows with no rule between them). Each such
// line ends well short of the box, so the next line's first word would have fit after it: the
// next line was not wrapped onto, it is a row of its own. The guard: a sentence wrapped across
// the same box fills each line, and its lines stay one cell.

const CELL = { font: "Times-Roman" as const, size: 9 };
const HEADER = ["Model", "Points", "Weight", "Degree"];
const ROWS = [
  ["Quintic", "101", "5", "2"],
  ["Sextic", "117", "6", "3"],
  ["Septic", "135", "7", "4"],
  ["Octic", "151", "8", "5"],
];
const X = [72, 170, 250, 330, 410];
const PITCH = 14;

async function gridWithLines(lines: readonly string[]): Promise<Uint8Array> {
  const p = new TablePage();
  let y = p.prose(0, 3);
  y = p.caption("Table 3", "Models and the equations they satisfy", y + 24);
  const top = y;
  p.rule(X[0]!, y, X[4]!, y);
  HEADER.forEach((h, k) => p.text(h, X[k]! + 4, y + 10, CELL));
  y += PITCH;
  p.rule(X[0]!, y, X[4]!, y);
  for (const cells of ROWS) {
    cells.forEach((text, k) => p.text(text, X[k]! + 4, y + 10, CELL));
    y += PITCH;
    p.rule(X[0]!, y, X[4]!, y);
  }
  for (const x of X) p.rule(x, top, x, y);
  const boxTop = y;
  lines.forEach((line, n) => p.text(line, X[0]! + 4, y + 10 + n * 11, CELL));
  y += 4 + 11 * lines.length;
  p.rule(X[0]!, y, X[4]!, y);
  p.rule(X[0]!, boxTop, X[0]!, y);
  p.rule(X[4]!, boxTop, X[4]!, y);
  p.prose(3, 6, y + 30);
  return p.render("Models");
}

describe("lines across a grid's columns, one to a line, under its cells", () => {
  it("reads each line as a row of its own", async () => {
    const lines = ["L(2) = t^2 - z(t - 2s)(t - 2s - 1)", "L(3) = (t - 2s) t^3 - 5z(5t + 1)(5t + 2)"];
    const grid = normedGrid(labelled(await readTables(await gridWithLines(lines)), "Table 3"));
    expect(grid.header).toEqual(normed([HEADER]));
    expect(grid.rows.map((r) => r.filter((cell) => cell !== ""))).toEqual([...normed(ROWS), [norm(lines[0]!)], [norm(lines[1]!)]]);
  });

  it("keeps a sentence wrapped across the box as one cell", async () => {
    const lines = ["Points are counted on the polytope's boundary and weights are the degrees of the", "Equations that cut out each model, as listed in the survey of such models."];
    const grid = normedGrid(labelled(await readTables(await gridWithLines(lines)), "Table 3"));
    expect(grid.rows.slice(0, 4)).toEqual(normed(ROWS));
    expect(grid.rows.slice(4).map((r) => r.filter((cell) => cell !== ""))).toEqual([[norm(lines.join(" "))]]);
  });
});
