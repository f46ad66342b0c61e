import { describe, expect, it } from "vitest";
import { normed, normedGrid, readPaper, TablePage } from "../../support/tables/tablePage.ts";

// A table with no caption ruled only down between its columns (LaTeX's `{l|l|l|l}` with no
// `\hline`): no rule runs across it, so the walk along horizontal rules never started on it, and
// its columns stand too close for the search by whitespace alone. Its lines are all set at one
// leading, in lower case, so none reads as a header or as a new cell by its type.

const CELL = { font: "Times-Roman" as const, size: 10 };
const BOLD = { font: "Times-Bold" as const, size: 10 };
const LEADING = 12;
const X = [150, 215, 290, 355, 440];
const ROWS = [
  ["anchovy", "barley", "cumin", "dill"],
  ["endive", "fennel", "garlic", "hazelnut"],
  ["iceberg", "jicama", "kale", "lentil"],
  ["mackerel", "nutmeg", "oregano", "parsley"],
  ["quince", "radish", "saffron", "tarragon"],
];

/** A column-ruled table at y, its first line set in bold when a header is given; returns the y under it. */
function columnRuled(p: TablePage, rows: readonly string[][], y: number, header?: readonly string[]): number {
  const lines = header ? [header, ...rows] : rows;
  const top = y;
  lines.forEach((cells, r) => cells.forEach((cell, k) => p.text(cell, X[k]! + 5, top + 10 + LEADING * r, header && r === 0 ? BOLD : CELL)));
  const bottom = top + LEADING * lines.length + 3;
  for (const x of X.slice(1, -1)) p.rule(x, top, x, bottom, 0.4);
  return bottom;
}

async function columnRulesOnly(header?: readonly string[]): Promise<Uint8Array> {
  const p = new TablePage();
  let y = p.prose(0, 3);
  y = columnRuled(p, ROWS, y + 20, header);
  p.prose(3, 6, y + 24);
  return p.render("Column rules only");
}

describe("a table ruled only down between its columns", () => {
  it("is found, each line a row of four cells", async () => {
    const paper = await readPaper(await columnRulesOnly());
    const tables = paper.tables ?? [];
    expect(tables).toHaveLength(1);
    const grid = normedGrid(tables[0]!);
    expect(grid.header).toEqual([]);
    expect(grid.rows).toEqual(normed(ROWS));
  });

  it("takes a first line set in bold over the rows as its header", async () => {
    const header = ["Fish", "Grain", "Spice", "Herb"];
    const tables = (await readPaper(await columnRulesOnly(header))).tables ?? [];
    expect(tables).toHaveLength(1);
    const grid = normedGrid(tables[0]!);
    expect(grid.header).toEqual(normed([header]));
    expect(grid.rows).toEqual(normed(ROWS));
  });

  it("leaves a paragraph between two rules drawn down beside it alone (a change bar and a box side are no columns)", async () => {
    const p = new TablePage();
    const y = p.prose(0, 6);
    p.rule(66, 80, 66, y, 0.4);
    p.rule(546, 80, 546, y, 0.4);
    const paper = await readPaper(await p.render("Barred prose"));
    expect(paper.tables ?? []).toEqual([]);
  });
});
