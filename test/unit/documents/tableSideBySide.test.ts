import { describe, expect, it } from "vitest";
import { normed, normedGrid, readPaper, TablePage } from "../../support/tables/tablePage.ts";

// Tables with no caption on a page of two columns, as LaTeX sets floats one column wide. Two
// booktabs tables side by side, rows on the same baselines: the right one's walk took the left
// one's last column (flush left, one name a row) for its own stub and ran its outline across the
// gutter. And in one column, a booktabs table, a line of text, then a boxed grid of the same
// width: the walk went on from the first into the grid and read the two as one region, which then
// failed as a table. Each is a table of its own, within its own rules.

const CELL = { font: "Times-Roman" as const, size: 9 };
const ROW_H = 13;
const LEFT = [
  ["Setting", "Value"],
  ["Batch size", "32"],
  ["Peak rate", "3e-5"],
  ["End rate", "2e-6"],
  ["Warmup steps", "1000"],
  ["Decay steps", "10000"],
];
const RIGHT = [
  ["Criterion", "Threshold"],
  ["Score on the target", "> 0.35"],
  ["Score on the rest", "< 0.0"],
  ["Quality of the audio", "< 2.5"],
  ["Ratio of silence", "< 95%"],
  ["Coverage of the mask", "> 0.02"],
];
const BOOKTABS = [
  ["Method", "Train", "Test"],
  ["Ours", "99.2", "81.6"],
  ["Planner", "79.6", "63.6"],
  ["Policy code", "12.4", "1.2"],
];
const GRID = [
  ["Form factor", "Add-in card"],
  ["Interconnect", "PCIe x8"],
  ["Memory", "DDR4 4ch"],
  ["Controller", "Dual core"],
];

/** One booktabs table from (x0, y) to x1, its columns at the given offsets; returns the y under it. */
function booktabs(p: TablePage, rows: readonly string[][], x0: number, x1: number, y: number, offsets: readonly number[]): number {
  p.rule(x0, y, x1, y, 0.8);
  rows.forEach((cells, r) => {
    cells.forEach((cell, k) => p.text(cell, x0 + offsets[k]!, y + 10, CELL));
    y += ROW_H;
    if (r === 0) p.rule(x0, y, x1, y, 0.5);
  });
  p.rule(x0, y, x1, y, 0.8);
  return y;
}

/**
 * One grid boxed row by row from (x0, y) to x1, a column rule at `split`; with `wrapped`, each
 * value over two lines and its label centred down the row between them. Returns the y under it.
 */
function grid(p: TablePage, rows: readonly string[][], x0: number, x1: number, split: number, y: number, wrapped: boolean): number {
  const top = y;
  p.rule(x0, y, x1, y, 0.5);
  for (const [label, value] of rows) {
    if (wrapped) {
      const [first, ...rest] = value!.split(" ");
      p.text(label!, x0 + 4, y + 15, CELL);
      p.text(first!, split + 4, y + 10, CELL);
      p.text(rest.join(" "), split + 4, y + 21, CELL);
      y += 2 * ROW_H;
    } else {
      p.text(label!, x0 + 4, y + 10, CELL);
      p.text(value!, split + 4, y + 10, CELL);
      y += ROW_H + 2;
    }
    p.rule(x0, y, x1, y, 0.5);
  }
  for (const x of [x0, split, x1]) p.rule(x, top, x, y, 0.5);
  return y;
}

async function sideBySide(): Promise<Uint8Array> {
  const p = new TablePage();
  booktabs(p, LEFT, 55, 290, 72, [4, 96]);
  const y = booktabs(p, RIGHT, 315, 550, 72, [4, 190]);
  p.paragraph("The two tables above sum up the settings and the criteria used in every run.", 55, y + 30, 235);
  return p.render("Side-by-side tables");
}

async function stackedInColumn(wrapped: boolean): Promise<Uint8Array> {
  const p = new TablePage();
  let y = booktabs(p, BOOKTABS, 55, 290, 72, [4, 130, 190]);
  y = p.paragraph("See the grid below.", 55, y + 22, 235);
  y = grid(p, GRID, 55, 290, 150, y + 14, wrapped);
  p.paragraph("Each board is set up the same way before the runs begin.", 55, y + 24, 235);
  return p.render("Stacked in a column");
}

describe("uncaptioned tables on a page of two columns", () => {
  it("reads two tables set side by side each within its own column", async () => {
    const paper = await readPaper(await sideBySide());
    const tables = [...(paper.tables ?? [])].filter((t) => t.label === null).sort((a, b) => a.boxes[0]!.x - b.boxes[0]!.x);
    expect(tables).toHaveLength(2);
    const [left, right] = tables as [NonNullable<typeof tables[0]>, NonNullable<typeof tables[0]>];
    // The right table's outline starts right of the left one's: it does not reach across the gutter.
    expect(right.boxes[0]!.x).toBeGreaterThanOrEqual(left.boxes[0]!.x + left.boxes[0]!.w);
    expect(normedGrid(left).all).toEqual(normed(LEFT));
    expect(normedGrid(right).all).toEqual(normed(RIGHT));
  });

  for (const wrapped of [false, true]) {
    it(`reads a booktabs table and a boxed grid under it, a line of text between, as two tables (${wrapped ? "values wrapped, labels centred down their rows" : "one line a row"})`, async () => {
      const paper = await readPaper(await stackedInColumn(wrapped));
      const tables = [...(paper.tables ?? [])].filter((t) => t.label === null).sort((a, b) => a.boxes[0]!.y - b.boxes[0]!.y);
      expect(tables).toHaveLength(2);
      expect(normedGrid(tables[0]!).all).toEqual(normed(BOOKTABS));
      expect(normedGrid(tables[1]!).all).toEqual(normed(GRID));
    });
  }
});
