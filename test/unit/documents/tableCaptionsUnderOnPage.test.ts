import { describe, expect, it } from "vitest";
import { drawTable } from "../../support/tables/tableSheet.ts";
import { normed, normedGrid, readTables, row, TablePage } from "../../support/tables/tablePage.ts";

// A page of two ruled tables, each captioned under itself (ACL's and IEEE's style), set close:
// the first caption sits a few points over the second table's top rule. Each caption names the
// table over it, not the one under it; read below first, the first table was left with no name
// and the first caption named the second table. Guard: the same page with its captions set over
// the tables keeps each caption on the table under it.

const COLUMNS = [110, 80, 80, 80];
const HEADER = row("System", "P", "R", "F1");
const scores = (name: string, n: number, k: number) => Array.from({ length: n }, (_, i) => [`${name}-${i + 1}`, ...[0, 1, 2].map((j) => (60 + ((7 * i + 3 * j + k) % 30) + 0.1 * j).toFixed(1))]);

async function page(captionsUnder: boolean): Promise<{ pdf: Uint8Array; first: string[][]; second: string[][] }> {
  const p = new TablePage();
  const first = scores("Base", 5, 0);
  const second = scores("Ours", 6, 5);
  const grid = (rows: string[][], y: number) => drawTable(p.sheet, p.page, { columns: COLUMNS, header: [HEADER], rows: rows.map((r) => row(...r)), style: "grid" }, 72, y).bottom;
  let y = 72;
  if (captionsUnder) {
    y = grid(first, y);
    y = p.caption("Table 1", "Scores of the baseline systems on the development set", y + 8, 72, 350);
    y = grid(second, y + 6);
    y = p.caption("Table 2", "Scores of our systems on the test set", y + 8, 72, 350);
  } else {
    y = p.caption("Table 1", "Scores of the baseline systems on the development set", y, 72, 350);
    y = grid(first, y + 6);
    y = p.caption("Table 2", "Scores of our systems on the test set", y + 8, 72, 350);
    y = grid(second, y + 6);
  }
  p.prose(0, 6, y + 24);
  return { pdf: await p.render("Scores"), first, second };
}

describe("a page whose tables are captioned under themselves, set close", () => {
  it("names each table by the caption under it", async () => {
    const { pdf, first, second } = await page(true);
    const tables = await readTables(pdf);
    expect(tables.map((t) => t.label)).toEqual(["Table 1", "Table 2"]);
    expect(normedGrid(tables[0]!).rows).toEqual(normed(first));
    expect(normedGrid(tables[1]!).rows).toEqual(normed(second));
  });

  it("keeps captions set over their tables on the table under each", async () => {
    const { pdf, first, second } = await page(false);
    const tables = await readTables(pdf);
    expect(tables.map((t) => t.label)).toEqual(["Table 1", "Table 2"]);
    expect(normedGrid(tables[0]!).rows).toEqual(normed(first));
    expect(normedGrid(tables[1]!).rows).toEqual(normed(second));
  });
});
