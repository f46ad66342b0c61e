import { describe, expect, it } from "vitest";
import { CELL, drawTable, type TableSpec } from "../../support/tables/tableSheet.ts";
import { normed, normedGrid, readTables, TablePage } from "../../support/tables/tablePage.ts";
import { COLUMN_WIDTH, COLUMN_X, DETECTION, twoColumnsAmidParagraphs } from "../../support/tables/twoColumnTablePage.ts";

// Uncaptioned tables in a two-column LaTeX page that the finder missed (pdf-parse-bench's tuning
// half, round 21). A row of quotes under its headings, closed by a top and a bottom rule with no
// rule between them, was dropped for having one row and two rules. And a narrow booktabs table
// (two short columns) was never walked: its rules, shorter than eight ems, were taken for no
// table's, though three of them start and end together.

const cellsOf = (spec: TableSpec) => normed([...spec.header, ...spec.rows].map((r) => r.cells.map((c) => c.text)));

/** Lines of cells, one column per `xs`, each line `rows` apart, from `y` (the first baseline). */
function lines(p: TablePage, cells: readonly (readonly string[])[], xs: readonly number[], y: number): number {
  cells.forEach((line, k) => line.forEach((text, c) => p.text(text, xs[c]!, y + k * 12, CELL)));
  return y + (cells.length - 1) * 12;
}

describe("narrow and two-ruled uncaptioned tables", () => {
  const QUOTES = [
    ["10D-Put", "25D-Put", "ATM", "25D-Call", "10D-Call"],
    ["26.00", "26.00", "19.50", "12.70", "12.70"],
  ];
  const QUOTE_XS = [COLUMN_X + 8, COLUMN_X + 50, COLUMN_X + 92, COLUMN_X + 128, COLUMN_X + 172];

  it("reads headings over one row of figures between a top and a bottom rule as a table", async () => {
    const pdf = await twoColumnsAmidParagraphs("Uncaptioned tables", (p, y) => {
      p.rule(COLUMN_X, y, COLUMN_X + COLUMN_WIDTH, y);
      const last = lines(p, QUOTES, QUOTE_XS, y + 11);
      p.rule(COLUMN_X, last + 5, COLUMN_X + COLUMN_WIDTH, last + 5);
      return last + 5;
    });
    const tables = await readTables(pdf);
    expect(tables.map((t) => normedGrid(t).all)).toEqual([normed(QUOTES), cellsOf(DETECTION)]);
  });

  it("leaves two lines of words between a top and a bottom rule as text", async () => {
    // A displayed list of names over their places, ruled off: cells of words, not figures.
    const NAMES = [
      ["Ada Lovelace", "Alan Turing", "Grace Hopper", "John Backus", "Edsger Dijkstra"],
      ["London", "Wilmslow", "Arlington", "Ashland", "Nuenen"],
    ];
    const pdf = await twoColumnsAmidParagraphs("Uncaptioned tables", (p, y) => {
      p.rule(COLUMN_X, y, COLUMN_X + COLUMN_WIDTH, y);
      const last = lines(p, NAMES, [COLUMN_X, COLUMN_X + 46, COLUMN_X + 90, COLUMN_X + 134, COLUMN_X + 176], y + 11);
      p.rule(COLUMN_X, last + 5, COLUMN_X + COLUMN_WIDTH, last + 5);
      return last + 5;
    });
    expect((await readTables(pdf)).map((t) => normedGrid(t).all)).toEqual([cellsOf(DETECTION)]);
  });

  const TRAINING = [
    ["Episodes", "1,000"],
    ["Teachers", "5"],
  ];

  // Three lines of cells: too few for a table found by its whitespace alone, so only its rules find it.
  it("reads a narrow booktabs table of two short columns, its three rules under eight ems", async () => {
    // 60 points wide: under the 64 (eight ems of the page's 8-point cells) a rule alone must span to start a walk.
    const x0 = COLUMN_X + 80;
    const x1 = x0 + 60;
    const pdf = await twoColumnsAmidParagraphs("Uncaptioned tables", (p, y) => {
      p.rule(x0, y, x1, y);
      p.text("Setting", x0 + 3, y + 11, CELL);
      p.text("Value", x0 + 40, y + 11, CELL);
      p.rule(x0, y + 15, x1, y + 15);
      const last = lines(p, TRAINING, [x0 + 3, x0 + 40], y + 26);
      p.rule(x0, last + 5, x1, last + 5);
      return last + 5;
    });
    const tables = await readTables(pdf);
    expect(tables.map((t) => normedGrid(t).all)).toEqual([normed([["Setting", "Value"], ...TRAINING]), cellsOf(DETECTION)]);
  });
});

// A table ruled only under its header, open above and below (round 21): the walk from its one
// rule grew its rows as text, and text alone between no rules was never judged a table, though
// its header stands over the rule in pieces over the columns. Headings stacked over two lines
// were refused for holding a digit ("F1-all"), taken for a row of figures wrapped above a rule.
describe("uncaptioned tables ruled under their header only", () => {
  const XS = [COLUMN_X + 4, COLUMN_X + 70, COLUMN_X + 110, COLUMN_X + 150, COLUMN_X + 190];
  const BODY_ROWS = [
    ["ViT-Small", "0.99", "2.32", "6.33", "19.81"],
    ["ViT-Base", "0.87", "2.22", "4.72", "15.81"],
    ["ViT-Large", "0.75", "1.82", "3.70", "13.78"],
  ];

  it("reads stacked headings over one rule and rows of figures under it as a table", async () => {
    const pdf = await twoColumnsAmidParagraphs("Uncaptioned tables", (p, y) => {
      // Spanners over two columns each, then the headings (with digits in them) over the rule.
      p.text("Sintel", XS[1]! + 18, y + 8, CELL);
      p.text("KITTI-15", XS[3]! + 13, y + 8, CELL);
      p.text("Model", XS[0]!, y + 14, CELL);
      ["Clean", "Final", "F1-epe", "F1-all"].forEach((h, k) => p.text(h, XS[k + 1]!, y + 19, CELL));
      p.rule(COLUMN_X, y + 23, COLUMN_X + COLUMN_WIDTH, y + 23);
      return lines(p, BODY_ROWS, XS, y + 34);
    });
    const tables = await readTables(pdf);
    expect(tables).toHaveLength(2);
    const grid = normedGrid(tables[0]!);
    expect(grid.rows).toEqual(normed(BODY_ROWS));
    // The header is the table's, not left above it as text (how its spanners split is read elsewhere).
    const header = grid.header.flat().join(" ").split(/\s+/);
    expect(header).toEqual(expect.arrayContaining(["Model", "Sintel", "KITTI-15", "Clean", "Final", "F1-epe", "F1-all"]));
  });

  it("leaves a running head over a rule across two columns of prose as text", async () => {
    const p = new TablePage();
    p.text("Journal of Field Studies", COLUMN_X, 60, CELL);
    p.text("Vol. 12", 320, 60, CELL);
    p.rule(COLUMN_X, 65, 540, 65);
    p.paragraph("Worker have husband tell least. Writer doctor decide agreement ground today over the season. ".repeat(4), COLUMN_X, 80, COLUMN_WIDTH);
    p.paragraph("The counts below were taken over the whole season at every station that reported. ".repeat(4), 320, 80, COLUMN_WIDTH);
    drawTable(p.sheet, p.page, DETECTION, 320 + (COLUMN_WIDTH - 200) / 2, 200);
    const tables = await readTables(await p.render("Running head"));
    expect(tables.map((t) => normedGrid(t).all)).toEqual([cellsOf(DETECTION)]);
  });
});
