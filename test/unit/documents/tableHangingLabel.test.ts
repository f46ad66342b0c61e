import { describe, expect, it } from "vitest";
import { tableGrid } from "../../../src-main/contract/tableGrid.ts";
import { normed, normedGrid, readTables, TablePage } from "../../support/tables/tablePage.ts";

// A report's captions set with a hanging label: "Table 1:" and, a tab away, the title, its second
// line under the title's start. The label and the title are two pieces of the line; the caption is
// both, and the table under it is found from it, also on a page that holds a figure (where tables
// with no caption are not looked for). Its header's rules run over the columns after the stub for
// two rows; the stub column is the table's all the same. A lone note between the caption and the
// table's top rule ("[In thousands]") is no row of the table: it is a headnote, read with the
// caption (from round 18), since the table's figures are read by its unit.

const TEXT = { font: "Times-Roman" as const, size: 11 };
const CELL = { font: "Times-Roman" as const, size: 10 };
const X = [72, 170, 260, 350, 440, 530];
const GROUPS = ["North", "South"];
const SUB = ["Women", "Men", "Women", "Men"];
const ROWS = [
  ["1996", "3.7", "1.6", "1.7", "2.2"],
  ["2000", "5.0", "3.9", "3.9", "4.1"],
  ["2005", "1.5", "1.5", "1.6", "1.8"],
  ["2006", "3.5", "2.0", "2.1", "2.4"],
];

function caption(p: TablePage, label: string, title: string[], y: number): number {
  p.text(label, 72, y, TEXT);
  title.forEach((line, i) => p.text(line, 140, y + i * 14, TEXT));
  return y + title.length * 14;
}

/** The table: two header rows ruled over the columns after the stub, then body rows ruled full width. */
function table(p: TablePage, y: number): number {
  const rowH = 16;
  p.rule(X[1]!, y, X[5]!, y);
  GROUPS.forEach((g, k) => p.text(g, X[1 + 2 * k]! + 60, y + 12, CELL));
  y += rowH;
  p.rule(X[1]!, y, X[5]!, y);
  SUB.forEach((s, k) => p.text(s, X[k + 1]! + 20, y + 12, CELL));
  y += rowH;
  p.rule(X[0]!, y, X[5]!, y);
  for (const row of ROWS) {
    row.forEach((cell, k) => p.text(cell, k === 0 ? X[0]! + 4 : X[k]! + 20, y + 12, CELL));
    y += rowH;
    p.rule(X[0]!, y, X[5]!, y);
  }
  return y;
}

async function report(): Promise<Uint8Array> {
  const p = new TablePage();
  p.text("Figure 1:", 72, 90, TEXT);
  p.text("Population by age group over the years", 140, 90, TEXT);
  for (let k = 0; k < 5; k++) p.fill(110, 110 + 18 * k, 120 + 40 * k, 10, "#3366aa");
  let y = p.prose(0, 3, 230);
  y = caption(p, "Table 1:", ["Growth rate by region and group for four years", "(percentage change on the year before)"], y + 30);
  y = table(p, y + 8);
  p.prose(3, 5, y + 30);
  p.nextPage();
  y = caption(p, "Table 2.", ["Growth rate by region and group, second survey"], 90);
  p.text("[In thousands]", 270, y + 4, CELL);
  y = table(p, y + 12);
  p.prose(5, 7, y + 30);
  return p.render("Growth");
}

describe("a caption whose label hangs apart from its title", () => {
  it("takes the title into the caption and finds the table under it, stub column and all", async () => {
    const tables = await readTables(await report());
    expect(tables.map((t) => [t.label, t.caption, t.page])).toEqual([
      ["Table 1", "Growth rate by region and group for four years (percentage change on the year before)", 1],
      ["Table 2", "Growth rate by region and group, second survey [In thousands]", 2],
    ]);
    for (const t of tables) {
      // Which of the header's rows are read as its levels is the grid's business: the body rows close the table.
      const grid = normedGrid(t);
      expect(grid.all.slice(-ROWS.length)).toEqual(normed(ROWS));
      const cells = tableGrid(t);
      expect(JSON.stringify([cells.header, cells.rows])).not.toContain("In thousands");
    }
  });

  it("keeps the unruled rows under a header of several lines ruled above and below, the note over it aside", async () => {
    const p = new TablePage();
    let y = caption(p, "Table 3.", ["Baseline by category"], 90);
    p.text("(In billions of dollars)", 260, y + 4, CELL);
    y += 12;
    p.rule(X[0]!, y, X[5]!, y);
    // "Total" wraps over three lines above its column; the other headings sit on the last.
    ["Total", "for the", "period"].forEach((word, i) => p.text(word, X[4]! + 20, y + 12 + 11 * i, CELL));
    ["North", "South", "East"].forEach((h, k) => p.text(h, X[k + 1]! + 20, y + 34, CELL));
    y += 40;
    p.rule(X[0]!, y, X[5]!, y);
    const rows = ROWS.map((r) => [r[0]!, r[1]!, r[2]!, r[3]!, r[4]!]);
    for (const row of rows) {
      y += 14;
      row.forEach((cell, k) => p.text(cell, k === 0 ? X[0]! + 4 : X[k]! + 20, y, CELL));
    }
    // A short rule over the figures only, above a subtotal: no rule of the table's width closes it.
    p.rule(X[1]!, y + 4, X[5]!, y + 4);
    p.prose(7, 9, y + 40);
    const tables = await readTables(await p.render("Baseline"));
    expect(tables.map((t) => t.label)).toEqual(["Table 3"]);
    expect(normedGrid(tables[0]!).all.slice(-rows.length)).toEqual(normed(rows));
  });
});
