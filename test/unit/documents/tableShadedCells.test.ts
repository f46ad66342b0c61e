import { describe, expect, it } from "vitest";
import { normed, normedGrid, readOnlyTable, TablePage } from "../../support/tables/tablePage.ts";

// A budget table as government reports set it, with no caption and no column rule: every cell
// shaded on its own, the stub's cells in one colour, the figures' in two tints by turns, a
// sliver of the page between them and a thin gap between rows. A long programme name, wrapped
// over two lines beside its figure, is a cell: the table goes on past it to its total.
const CELL = { font: "Helvetica-Bold" as const, size: 10 };
const STUB = { x: 81, w: 381 };
const FIGURE = { x: 464.5, w: 66.5 };
const ROWS: string[][] = [
  ["Program", "Budget"],
  ["Performance.gov", "$1.1M"],
  ["Federal Risk Authorization and Management Program for cloud products and services", "$0.3M"],
  ["Federal Cloud Computing/Data Center Consolidation", "$0.44M"],
  ["IT Dashboard", "$1.06M"],
  ["Data.gov", "$0.9M"],
  ["USASpending.gov", "$1.2M"],
  ["Total", "$8M"],
];
/** The wrapped name's two lines. */
const WRAPPED = ["Federal Risk Authorization and Management Program for", "cloud products and services"];

/** A paragraph of the report's own, boxed in one shade. */
const BOXED = "The fund's budget is set each year by the agency's board, which weighs the programmes' results against the goals the administration has set for them, and the figures above are those the board approved for the fiscal year.";

async function shadedCells(rows: readonly string[][], boxedNote = false): Promise<Uint8Array> {
  const p = new TablePage();
  let y = p.prose(0, 4);
  y += 24;
  rows.forEach(([label, figure], i) => {
    const lines = label === ROWS[2]![0] ? WRAPPED : [label!];
    const height = 10 + 16 * lines.length;
    p.fill(STUB.x, y, STUB.w, height, "#4f82bd");
    p.fill(FIGURE.x, y, FIGURE.w, height, i % 2 === 0 ? "#d3dfee" : "#a7bfde");
    lines.forEach((line, k) => p.text(line, STUB.x + 5, y + 16 + 16 * k, CELL));
    p.text(figure!, FIGURE.x + 5, y + 16 + 16 * (lines.length - 1), CELL);
    y += height + 3;
  });
  if (boxedNote) {
    p.fill(STUB.x, y, FIGURE.x + FIGURE.w - STUB.x, 70, "#d3dfee");
    p.paragraph(BOXED, STUB.x + 5, y + 14, FIGURE.x + FIGURE.w - STUB.x - 10);
    y += 70;
  }
  p.prose(4, 7, y + 30);
  return p.render("Budget");
}

describe("a table shaded cell by cell, with no rules", () => {
  it("goes on past a long wrapped name in the stub beside its figure, to its total", async () => {
    const table = await readOnlyTable(await shadedCells(ROWS));
    const grid = normedGrid(table);
    expect(grid.all).toEqual(normed(ROWS));
  });

  // Guard (as on main): a paragraph shaded as one box right under the table, across its width,
  // is no row of it: with no gap parting the box into cells, its lines read as prose.
  it("ends above a paragraph shaded as one box under it", async () => {
    const short = ROWS.filter((r) => r !== ROWS[2]);
    const table = await readOnlyTable(await shadedCells(short, true));
    expect(normedGrid(table).all).toEqual(normed(short));
  });
});
