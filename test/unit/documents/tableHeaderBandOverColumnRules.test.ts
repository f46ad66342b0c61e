import { describe, expect, it } from "vitest";
import { CELL, CELL_BOLD } from "../../support/tables/tableSheet.ts";
import { columnEdges, normedGrid, readTables, TablePage, totalWidth } from "../../support/tables/tablePage.ts";

// A booktabs tabular ("l | rrr | rrr") whose header band, two lines between the top rule and the
// rule under it, holds spanners ("Alpha", "Beta") over "P R F1" each: LaTeX's \multicolumn leaves
// the column rules out of the header, so they run down the body only, from the rule under the
// header to the bottom rule. Walking up from the caption under the table, the gap between the
// header's rule and the top rule held no column rule and was taken for the space between two boxed
// tables: the body was read as the named table with no header, and the header band as an
// unnamed table of one row whose box held the named one. No column rule goes on over the top rule,
// so the gap is the grid's own head.

const COLUMNS = [110, 40, 40, 40, 40, 40, 40];
const ROW = 13;
const GROUPS = ["Alpha", "Beta"];
const BODY_ROWS = [
  ["Abstract", "81.9", "89.1", "85.3", "85.3", "89.8", "87.5"],
  ["Author", "55.2", "42.6", "48.1", "75.1", "14.0", "23.6"],
  ["Caption", "70.3", "70.0", "70.2", "70.2", "69.7", "70.0"],
  ["Equation", "71.1", "85.3", "77.6", "71.1", "85.3", "77.6"],
  ["Figure", "0.0", "0.0", "0.0", "88.9", "82.3", "85.4"],
  ["Section", "83.0", "79.4", "81.1", "67.7", "82.7", "74.4"],
];

async function headedGrid(): Promise<Uint8Array> {
  const p = new TablePage();
  const x = 100;
  const width = totalWidth(COLUMNS);
  const edges = columnEdges(x, COLUMNS);
  const top = p.prose(0, 3) + 20;
  p.rule(x, top, x + width, top, 0.8);
  // The header band: the stub's heading and the spanners on the first line, P R F1 on the second.
  p.text("Category", edges[0]! + 3, top + ROW - 3, CELL_BOLD);
  GROUPS.forEach((g, i) => p.centred(g, edges[1 + 3 * i]!, edges[4 + 3 * i] ?? x + width, top + ROW - 3, CELL_BOLD));
  for (let c = 1; c < COLUMNS.length; c++) p.centred(["P", "R", "F1"][(c - 1) % 3]!, edges[c]!, edges[c]! + COLUMNS[c]!, top + 2 * ROW - 3, CELL_BOLD);
  const head = top + 2 * ROW + 2;
  p.rule(x, head, x + width, head, 0.5);
  let y = head;
  for (const cells of BODY_ROWS) {
    cells.forEach((text, c) => (c === 0 ? p.text(text, edges[0]! + 3, y + ROW - 3, CELL) : p.right(text, edges[c]! + COLUMNS[c]! - 4, y + ROW - 3, CELL)));
    y += ROW;
  }
  const bottom = y + 2;
  // The column rules after the stub and between the groups, down the body only.
  for (const c of [1, 4]) p.rule(edges[c]!, head, edges[c]!, bottom, 0.4);
  p.rule(x, bottom, x + width, bottom, 0.8);
  const after = p.caption("Table 1:", "Scores per category for two systems, precision, recall and F1.", bottom + 16, x, width);
  p.prose(3, 6, after + 20);
  return p.render("Header band over column rules");
}

describe("a header band over column rules that run down the body only", () => {
  it("is the named table's head, not a table of its own", async () => {
    const tables = await readTables(await headedGrid());
    expect(tables.map((t) => t.label)).toEqual(["Table 1"]);
    const grid = normedGrid(tables[0]!);
    expect(grid.header.flat()).toEqual(expect.arrayContaining(["Category", "Alpha", "Beta", "P", "R", "F1"]));
    for (const cells of BODY_ROWS) expect(grid.rows).toContainEqual(cells);
  });
});
