import { describe, expect, it } from "vitest";
import { CELL, CELL_BOLD } from "../../support/tables/tableSheet.ts";
import { columnEdges, normedGrid, readOnlyTable, TablePage, totalWidth } from "../../support/tables/tablePage.ts";

// A booktabs tabular ("l r | r r") whose body is cut into groups by section rows set across the
// whole table ("Methods with full fine-tuning"), each ruled above and below. The column rule is
// drawn block by block and stops at each section row. The walk down the rules took each stop for
// the end of the grid, so only the block between the two section rows was read (6 rows of 14).
// The column rule goes on from the section row's lower rule on the same x: one table.

const COLUMNS = [150, 60, 60, 60];
const ROW = 14;
const HEADER = ["Method", "Params", "Dev", "Test"];
const GROUPS: { title: string; rows: string[][] }[] = [
  {
    title: "Methods with full fine-tuning",
    rows: [
      ["Baseline large", "165M", "-", "71.30"],
      ["Stacked encoder", "155M", "73.25", "73.47"],
      ["Joint pretraining", "330M", "73.61", "73.82"],
    ],
  },
  {
    title: "Methods with frozen backbone",
    rows: [
      ["Low rank (r=32)", "10.6M", "75.10", "75.20"],
      ["Adapter (r=512)", "19.5M", "75.44", "75.56"],
      ["Ours", "9.5M", "77.48", "77.48"],
    ],
  },
];

async function sectionedTable(): Promise<Uint8Array> {
  const p = new TablePage();
  let y = p.prose(0, 3);
  const x = 72;
  const width = totalWidth(COLUMNS);
  const edges = columnEdges(x, COLUMNS);
  const rowText = (cells: readonly string[], top: number, style = CELL) =>
    cells.forEach((text, c) => {
      if (c === 0) p.text(text, edges[c]! + 3, top + ROW / 2 + 3, style);
      else p.right(text, edges[c]! + COLUMNS[c]! - 3, top + ROW / 2 + 3, style);
    });
  // The column rule after the second column, over one block, a few points short of its rules.
  const columnRule = (from: number, to: number) => p.rule(edges[2]!, from + 3, edges[2]!, to - 2, 0.4);
  const top = y + 20;
  p.rule(x, top, x + width, top, 1);
  rowText(HEADER, top, CELL_BOLD);
  y = top + ROW;
  columnRule(top, y);
  p.rule(x, y, x + width, y, 0.5);
  for (const group of GROUPS) {
    p.text(group.title, x + 3, y + ROW / 2 + 3, CELL_BOLD);
    y += ROW;
    p.rule(x, y, x + width, y, 0.5);
    const blockTop = y;
    for (const cells of group.rows) {
      rowText(cells, y);
      y += ROW;
    }
    columnRule(blockTop, y);
    p.rule(x, y, x + width, y, group === GROUPS.at(-1) ? 1 : 0.5);
  }
  p.prose(3, 6, y + 30);
  return p.render("Section rows");
}

describe("a ruled table whose column rule stops at each section row", () => {
  it("reads its header, section rows and every group's rows as one table", async () => {
    const table = await readOnlyTable(await sectionedTable());
    const grid = normedGrid(table);
    const all = [...grid.header, ...grid.rows];
    const firstCells = all.map((r) => r[0]);
    for (const group of GROUPS) {
      expect(firstCells).toContain(group.title);
      for (const cells of group.rows) expect(all).toContainEqual(cells);
    }
    expect(all.flat()).toContain("Method");
  });
});
