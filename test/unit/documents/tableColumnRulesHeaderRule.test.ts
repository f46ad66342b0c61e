import { describe, expect, it } from "vitest";
import { normed, normedGrid, readPaper, TablePage } from "../../support/tables/tablePage.ts";

// A table with no caption ruled down between its columns and once across, under its header, with
// no rule at its top or bottom (LaTeX's `{c|c|c}` with one `\hline` or `\cline` after the head
// row). The walk along horizontal rules, started on that one rule, found only the rows beside it
// (or, for a rule too short to start a walk, nothing), and the column rules were left unread
// because a rule crossed them. Here the column rules outline the table and the rule across it is
// its header rule. Each page holds four rows of cells at least, so that tables are looked for.

const CELL = { font: "Times-Roman" as const, size: 10 };
const LEADING = 16;

/** Two small grids side by side, each `{c|c|c}` with its heads ruled off by a rule of its own. */
async function twoGridsSideBySide(): Promise<{ pdf: Uint8Array; lines: string[][] }> {
  const p = new TablePage();
  let y = p.prose(0, 3);
  y += 24;
  const lines = [
    ["P1", "P2", "P3", "wa", "wb", "wc"],
    ["y", "x", "x", "1", "2", "1"],
    ["x", "y", "y", "3", "1", "2"],
    ["z", "z", "z", "2", "3", "3"],
  ];
  // Columns 22 points apart, the second grid 60 points right of the first.
  const xs = [236, 258, 280, 340, 362, 384];
  lines.forEach((cells, r) => cells.forEach((cell, k) => p.text(cell, xs[k]!, y + 12 + LEADING * r, CELL)));
  const bottom = y + LEADING * lines.length + 4;
  for (const x of [254, 276, 358, 380]) p.rule(x, y, x, bottom, 0.4);
  p.rule(231, y + 16, 296, y + 16, 0.4);
  p.rule(335, y + 16, 404, y + 16, 0.4);
  p.prose(3, 6, bottom + 28);
  return { pdf: await p.render("Two ruled grids"), lines };
}

const AGENTS = [
  ["Agent 1", "0.2", "0.8"],
  ["Agent 2", "0.4", "0.6"],
];

const SITES = [
  ["North", "12.5", "0.4"],
  ["South", "11.0", "0.9"],
  ["East", "13.2", "0.2"],
  ["West", "10.8", "1.1"],
];

/** `{r|c|c}` under a heading spanning the two figure columns: the rule between them starts under it. */
async function spannedHeading(): Promise<Uint8Array> {
  const p = new TablePage();
  let y = p.prose(0, 3);
  y += 24;
  p.text("Bids", 300, y + 12, CELL);
  AGENTS.forEach((cells, r) => {
    p.text(cells[0]!, 236, y + 12 + LEADING * (r + 1), CELL);
    p.text(cells[1]!, 288, y + 12 + LEADING * (r + 1), CELL);
    p.text(cells[2]!, 318, y + 12 + LEADING * (r + 1), CELL);
  });
  const bottom = y + LEADING * (AGENTS.length + 1) + 4;
  p.rule(231, y + 16, 338, y + 16, 0.4);
  p.rule(282, y, 282, bottom, 0.4);
  p.rule(310, y + 16, 310, bottom, 0.4);
  // A captioned table under it, so that the page is looked at for tables: two rows are too few alone.
  y = p.captionAndHeadings("Table 1.", "Yields by site.", bottom + 28, ["Site", "Yield", "Loss"], [76, 200, 320], CELL);
  for (const cells of SITES) {
    y += 14;
    cells.forEach((cell, k) => p.text(cell, [76, 200, 320][k]!, y, CELL));
  }
  p.rule(72, y + 6, 440, y + 6);
  p.prose(3, 6, y + 30);
  return p.render("Spanned heading");
}

describe("a table ruled down its columns and once across, under its header", () => {
  it("is found whole when each side-by-side group's heads have a short rule of their own", async () => {
    const { pdf, lines } = await twoGridsSideBySide();
    const tables = (await readPaper(pdf)).tables ?? [];
    expect(tables).toHaveLength(1);
    const grid = normedGrid(tables[0]!);
    expect(grid.header).toEqual(normed([lines[0]!]));
    expect(grid.rows).toEqual(normed(lines.slice(1)));
  });

  it("is found when a heading spans two columns and the rule between them starts under it", async () => {
    const tables = (await readPaper(await spannedHeading())).tables ?? [];
    expect(tables).toHaveLength(2);
    const bids = tables.find((t) => t.label === null);
    expect(bids).toBeDefined();
    const grid = normedGrid(bids!);
    expect(grid.rows).toEqual(normed(AGENTS));
    expect(grid.header.flat()).toContain("Bids");
  });

  it("leaves a boxed note with a rule under its title as text (box sides have no text outside them)", async () => {
    const p = new TablePage();
    const y = p.prose(0, 2);
    p.text("Summary", 80, y + 24, { font: "Times-Bold", size: 10 });
    p.rule(72, y + 30, 540, y + 30, 0.4);
    const end = p.prose(2, 6, y + 44, 80);
    p.rule(72, y + 10, 72, end + 4, 0.4);
    p.rule(540, y + 10, 540, end + 4, 0.4);
    const paper = await readPaper(await p.render("Boxed note"));
    expect(paper.tables ?? []).toEqual([]);
  });

  it("leaves two lines of prose between column rules, a rule across their middle, as text when the rules cross words", async () => {
    // An equation array's bars or change bars run through the words of the lines they stand by:
    // those lines are no cells beside a rule.
    const p = new TablePage();
    const y = p.prose(0, 2);
    const end = p.prose(2, 4, y + 20);
    p.rule(72, y + 10 + (end - y - 10) / 2, 540, y + 10 + (end - y - 10) / 2, 0.4);
    p.rule(200, y + 10, 200, end, 0.4);
    p.rule(380, y + 10, 380, end, 0.4);
    const paper = await readPaper(await p.render("Barred prose"));
    expect(paper.tables ?? []).toEqual([]);
  });
});
