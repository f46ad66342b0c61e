import { describe, expect, it } from "vitest";
import { normed, normedGrid, readPaper, TablePage } from "../../support/tables/tablePage.ts";

// A short table ruled once, down after its stub (LaTeX's `{l|ccc}`), with no rule across or only
// one under its header, and no caption: a header and one or two rows. Too few lines for a table set
// in whitespace alone (four), and one column rule was too few for a table ruled down its columns
// (two), so it was read as running text. Cells side by side on every line beside the rule show it
// is a table; a paragraph beside a rule has one piece of text on each side of each line.

const CELL = { font: "Times-Roman" as const, size: 10 };
const LEADING = 12;
const HEAD = ["Method", "Precision", "Recall", "F1"];
const ROWS = [
  ["Baseline", "71.2", "65.4", "68.2"],
  ["Ours (small)", "78.9", "70.1", "74.2"],
];
const XS = [200, 290, 350, 410];
const RULE_X = 276;

/** The table at y with `rows` rows, its rule down after the stub, and `headerRule` a rule under its header. */
function stubRuledTable(p: TablePage, y: number, rows: readonly string[][], headerRule: boolean): number {
  HEAD.forEach((h, k) => p.text(h, XS[k]!, y + 9, CELL));
  rows.forEach((r, i) => r.forEach((c, k) => p.text(c, XS[k]!, y + 11 + LEADING * (i + 1), CELL)));
  const bottom = y + LEADING * (rows.length + 1) + 4;
  p.rule(RULE_X, y, RULE_X, bottom, 0.4);
  if (headerRule) p.rule(196, y + 12.5, 440, y + 12.5, 0.4);
  return bottom;
}

/** A captioned table under y, so that the page is looked at for tables; returns the baseline after it. */
function captionedTable(p: TablePage, y: number): number {
  y = p.captionAndHeadings("Table 2.", "Yields by site.", y, ["Site", "Yield", "Loss"], [76, 200, 320], CELL);
  for (const cells of [["North", "12.5", "0.4"], ["South", "11.0", "0.9"], ["East", "13.2", "0.2"], ["West", "10.8", "1.1"]]) {
    y += 14;
    cells.forEach((cell, k) => p.text(cell, [76, 200, 320][k]!, y, CELL));
  }
  p.rule(72, y + 6, 440, y + 6);
  return y;
}

async function unlabelledTables(p: TablePage, title: string) {
  const tables = (await readPaper(await p.render(title))).tables ?? [];
  expect(tables.filter((t) => t.label === "Table 2")).toHaveLength(1);
  return tables.filter((t) => t.label !== "Table 2");
}

describe("a short table ruled once down after its stub, with no caption", () => {
  it("is found with no rule across, a header and two rows as set", async () => {
    const p = new TablePage();
    const y = p.prose(0, 3);
    const bottom = stubRuledTable(p, y + 20, ROWS, false);
    p.prose(3, 6, captionedTable(p, bottom + 28) + 30);
    const tables = await unlabelledTables(p, "Stub-ruled table");
    expect(tables).toHaveLength(1);
    expect(normedGrid(tables[0]!).all).toEqual(normed([HEAD, ...ROWS]));
  });

  it("is found as a header and one row, ruled once across under the header", async () => {
    const p = new TablePage();
    const y = p.prose(0, 3);
    const bottom = stubRuledTable(p, y + 20, ROWS.slice(0, 1), true);
    p.prose(3, 6, captionedTable(p, bottom + 28) + 30);
    const tables = await unlabelledTables(p, "Stub-ruled table, one row");
    expect(tables).toHaveLength(1);
    expect(normedGrid(tables[0]!).all).toEqual(normed([HEAD, ROWS[0]!]));
  });

  it("leaves a paragraph beside a vertical rule, and labels beside it, as text", async () => {
    const p = new TablePage();
    const y = p.prose(0, 3);
    // A margin label left of a rule, a paragraph right of it: one piece on each side of each line.
    const end = p.paragraph("The samples were stored at four degrees and read within a week of their collection, as the protocol asks of every site.", 200, y + 30, 300);
    p.text("Note", 140, y + 30, CELL);
    p.text("Site", 140, y + 42, CELL);
    p.rule(190, y + 20, 190, end, 0.4);
    const after = p.prose(3, 6, end + 24);
    p.prose(0, 3, captionedTable(p, after + 28) + 30);
    expect(await unlabelledTables(p, "Ruled paragraph")).toEqual([]);
  });
});
