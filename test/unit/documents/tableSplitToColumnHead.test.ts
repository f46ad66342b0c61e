import { describe, expect, it } from "vitest";
import { BODY, drawTable } from "../../support/tables/tableSheet.ts";
import { normed, normedGrid, readTables, row, TablePage } from "../../support/tables/tablePage.ts";

// A two-column grid with no caption filling the foot of a two-column page's right column, going
// on at the head of the next page's LEFT column, its caption set under that second part in a type
// smaller than the running text, on a page with a figure (as Grobid_1's Table 8). On main neither
// part was read: the first page's rows, in a smaller type than the prose beside them, fall between
// its lines and were never taken for rows of cells, and the second part lay under no place the
// table held on the page before. Read as one table under its caption, its header once. Guards: a second part with other columns, or under a paragraph of its column (not at
// its head), joins nothing.

const HEADER = row("Requirements (n)", "RI");
const FIRST = [["1", "0"], ["2", "0"], ["3", "0.58"], ["4", "0.9"], ["5", "1.12"]];
const SECOND = [["6", "1.24"], ["7", "1.32"], ["8", "1.41"], ["9", "1.45"], ["10", "1.49"], ["11", "1.51"]];
const CAPTION = "Table 8 Scale for random index";

async function paper(opts: { gridIn: "right" | "left"; secondColumns?: number[]; textOver?: number }): Promise<Uint8Array> {
  const p = new TablePage();
  const x = opts.gridIn === "right" ? 330 : 87;
  const other = opts.gridIn === "right" ? 72 : 315;
  p.columnText(other, 90, 225, 33);
  const y = p.columnText(opts.gridIn === "right" ? 315 : 72, 90, 225, 26);
  drawTable(p.sheet, p.page, { columns: [100, 50], header: [HEADER], rows: FIRST.map((r) => row(...r)), style: "grid", rowHeight: 9.6 }, x, y + 8);
  p.nextPage();
  const top = opts.textOver ? p.columnText(72, 80, 225, opts.textOver) + 10 : 72;
  const second = drawTable(p.sheet, p.page, { columns: opts.secondColumns ?? [100, 50], header: [], rows: SECOND.map((r) => row(...r)), style: "grid", rowHeight: 9.6 }, 87, top);
  p.text(CAPTION, 110, second.bottom + 10, { font: BODY.font, size: BODY.size - 2 });
  p.columnText(72, second.bottom + 36, 225, 20);
  p.text("Figure 6 Graph showing prioritized requirements", 315, 200, { font: BODY.font, size: BODY.size - 2 });
  p.columnText(315, 230, 225, 20);
  return p.render("Prioritization");
}

const scale = async (opts: Parameters<typeof paper>[0]) => (await readTables(await paper(opts))).filter((t) => normedGrid(t).all.some((r) => r.includes("1.24") || r.includes("0.58")));

describe("a table split over two pages, going on at the head of the next page's first column under its caption", () => {
  it("reads the two parts as one table, named by the caption under the second", async () => {
    const tables = await scale({ gridIn: "right" });
    expect(tables.map((t) => [t.label, t.pages])).toEqual([["Table 8", [1, 2]]]);
    expect(tables[0]!.caption).toContain("Scale for random index");
    const grid = normedGrid(tables[0]!);
    expect(grid.header).toEqual(normed([["Requirements (n)", "RI"]]));
    expect(grid.rows).toEqual(normed([...FIRST, ...SECOND]));
  });

  it("joins nothing when the next page's rows keep other columns, or lie under a paragraph", async () => {
    for (const opts of [{ gridIn: "right" as const, secondColumns: [40, 110] }, { gridIn: "right" as const, textOver: 8 }]) {
      const tables = await scale(opts);
      expect(tables.every((t) => t.pages.length === 1)).toBe(true);
      expect(tables.some((t) => normedGrid(t).all.some((r) => r.includes("0.58") && r.includes("1.24")))).toBe(false);
    }
  });
});
