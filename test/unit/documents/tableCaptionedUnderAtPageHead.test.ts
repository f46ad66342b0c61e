import { describe, expect, it } from "vitest";
import { drawTable } from "../../support/tables/tableSheet.ts";
import { normed, normedGrid, readTables, row, TablePage } from "../../support/tables/tablePage.ts";

// A paper that sets some tables' captions above them and some below (ACL's style allows both): a
// ruled table runs to the foot of page 1, and page 2 opens with another table of as many columns,
// ruled alike, its caption under it. Those rows are the second table's, named by the caption
// under them, not more rows of the first. Rows that go on with the first table, then a caption
// set over the next table, stay the first table's.

const COLUMNS = [110, 80, 80, 80, 80];
const HEADER = row("System", "P", "R", "F1", "Acc");
const scores = (name: string, n: number, k: number) => Array.from({ length: n }, (_, i) => [`${name}-${i + 1}`, ...[0, 1, 2, 3].map((j) => (60 + ((7 * i + 3 * j + k) % 30) + 0.1 * j).toFixed(1))]);

async function twoPages(secondCaptionedUnder: boolean): Promise<{ pdf: Uint8Array; first: string[][]; second: string[][]; goesOn: string[][] }> {
  const p = new TablePage();
  const first = scores("Base", 24, 0);
  let y = p.prose(0, 4);
  y = p.caption("Table 1", "Scores of the baseline systems on the development set", y + 24, 72, 450);
  drawTable(p.sheet, p.page, { columns: COLUMNS, header: [HEADER], rows: first.map((r) => row(...r)), style: "grid" }, 72, y + 4);
  p.nextPage();
  const second = scores("Ours", 8, 5);
  const goesOn = scores("Base", 4, 11).map((r, i) => [`Base-${25 + i}`, ...r.slice(1)]);
  if (secondCaptionedUnder) {
    const end = drawTable(p.sheet, p.page, { columns: COLUMNS, header: [HEADER], rows: second.map((r) => row(...r)), style: "grid" }, 72, 72).bottom;
    const after = p.caption("Table 2", "Scores of our systems on the test set", end + 16, 72, 450);
    p.prose(4, 7, after + 24);
  } else {
    const end = drawTable(p.sheet, p.page, { columns: COLUMNS, header: [], rows: goesOn.map((r) => row(...r)), style: "grid" }, 72, 72).bottom;
    const under = p.caption("Table 2", "Scores of our systems on the test set", end + 24, 72, 450);
    const last = drawTable(p.sheet, p.page, { columns: COLUMNS, header: [HEADER], rows: second.map((r) => row(...r)), style: "grid" }, 72, under + 4).bottom;
    p.prose(4, 7, last + 24);
  }
  return { pdf: await p.render("Scores"), first, second, goesOn };
}

describe("a table captioned under itself at the head of a page, after a table running to the foot of the page before", () => {
  it("is a table of its own under its caption, not more rows of the table before", async () => {
    const { pdf, first, second } = await twoPages(true);
    const tables = await readTables(pdf);
    expect(tables.map((t) => [t.label, t.pages])).toEqual([
      ["Table 1", [1]],
      ["Table 2", [2]],
    ]);
    expect(normedGrid(tables[0]!).rows).toEqual(normed(first));
    expect(normedGrid(tables[1]!).rows).toEqual(normed(second));
  });

  it("keeps rows that go on with the table before, over the next table's caption, in that table", async () => {
    const { pdf, first, second, goesOn } = await twoPages(false);
    const tables = await readTables(pdf);
    expect(tables.map((t) => [t.label, t.pages])).toEqual([
      ["Table 1", [1, 2]],
      ["Table 2", [2]],
    ]);
    expect(normedGrid(tables[0]!).rows).toEqual(normed([...first, ...goesOn]));
    expect(normedGrid(tables[1]!).rows).toEqual(normed(second));
  });
});
