import { describe, expect, it } from "vitest";
import { labelled, normed, normedGrid, readTables, TablePage } from "../../support/tables/tablePage.ts";

// Row labels wrapped over two lines, each row's figures set on a line of their own centred
// between the label's two lines. Each label's first line begins its row: it does not go on
// with the row above, which already has its figures.

const CELL = { font: "Helvetica" as const, size: 8 };
/** Cell edges: the stub, then four figure columns. */
const X = [72, 240, 290, 340, 390, 440];
const ROWS: [string[], string[]][] = [
  [["Median household income"], ["49,497", "51,295", "52,587", "52,500"]],
  [["Between-state income inequality (Gini", "index)"], ["0.0628", "0.0636", "0.0612", "0.0646"]],
  [["Premature mortality (years of potential life", "lost before age 75 years)"], ["7108.3", "6960.6", "6920.0", "6899.5"]],
  [["Between-state inequality in premature", "mortality (Gini index)"], ["0.0762", "0.0785", "0.0820", "0.0850"]],
  [["Inequality in HALex (Gini index),", "ages 18–65 years"], ["0.0928", "0.0872", "0.0848", "0.0840"]],
];

async function centredFigures(): Promise<Uint8Array> {
  const p = new TablePage();
  let y = p.prose(0, 3);
  y = p.caption("Table 1", "Inequality in income and mortality by year", y + 24);
  const right = (text: string, x1: number, at: number) => p.right(text, x1 - 6, at, CELL);
  p.rule(X[0]!, y, X[5]!, y);
  p.text("Measure", X[0]! + 2, y + 11, CELL);
  ["1997", "1998", "1999", "2000"].forEach((t, k) => right(t, X[k + 2]!, y + 11));
  y += 15;
  p.rule(X[0]!, y, X[5]!, y);
  for (const [label, figures] of ROWS) {
    y += 13;
    p.text(label[0]!, X[0]! + 2, y, CELL);
    if (label[1]) p.text(label[1], X[0]! + 2, y + 9, CELL);
    const at = label[1] ? y + 4.5 : y;
    figures.forEach((t, k) => right(t, X[k + 2]!, at));
    if (label[1]) y += 9;
  }
  y += 5;
  p.rule(X[0]!, y, X[5]!, y);
  p.prose(3, 6, y + 30);
  return p.render("Inequality");
}

describe("figures centred between the two lines of their row's label", () => {
  it("keep each label whole in its own row", async () => {
    const grid = normedGrid(labelled(await readTables(await centredFigures()), "Table 1"));
    expect(grid.rows).toEqual(normed(ROWS.map(([label, figures]) => [label.join(" "), ...figures])));
  });
});
