import { describe, expect, it } from "vitest";
import { normed, normedGrid, readTables, TablePage } from "../../support/tables/tablePage.ts";

// A report's pages of tables with no caption, each under a title of its own set larger than its
// cells and centred over it: a table that ends at the foot of one page is followed, at the top of
// the next, by another table under its own title, with the same header. The second is a table of
// its own, not rows going on with the first. With no title over the page's first rows, they do go
// on with the table before. A running head centred over both pages, in the title's type, is no title.

const CELL = { font: "Times-Roman" as const, size: 8 };
const TITLE = { font: "Times-Roman" as const, size: 11 };
const X = [120, 300, 370, 440, 492];
const HEADER = ["Substance", "to air", "to water", "to land"];
const ROW_H = 12;

const rowsOf = (group: string, n: number) => Array.from({ length: n }, (_, i) => [`${group} compound ${i + 1}`, String(10 * (i + 1)), String(i + 2), i % 3 === 0 ? "-" : String(i + 1)]);

function centred(p: TablePage, text: string, y: number): void {
  const width = text.length * 0.45 * TITLE.size;
  p.text(text, 306 - width / 2, y, TITLE);
}

/** A ruled table (a rule under every row) from `y`; returns where it ends. */
function ruledTable(p: TablePage, rows: string[][], y: number): number {
  p.rule(X[0]!, y, X[4]!, y);
  HEADER.forEach((h, k) => p.text(h, k === 0 ? X[0]! + 4 : X[k]! + 10, y + 9, CELL));
  y += ROW_H;
  p.rule(X[0]!, y, X[4]!, y);
  for (const row of rows) {
    row.forEach((cell, k) => p.text(cell, k === 0 ? X[0]! + 4 : X[k]! + 10, y + 9, CELL));
    y += ROW_H;
    p.rule(X[0]!, y, X[4]!, y);
  }
  return y;
}

async function twoPages(secondTitle: string | null): Promise<{ pdf: Uint8Array; first: string[][]; second: string[][] }> {
  const p = new TablePage();
  const first = rowsOf("Metal", 40);
  const second = rowsOf("Pesticide", 12);
  centred(p, "Annual report of thresholds", 50);
  let y = p.prose(0, 2, 80);
  centred(p, "Heavy metals", y + 24);
  ruledTable(p, first, y + 36);
  p.nextPage();
  centred(p, "Annual report of thresholds", 50);
  y = 80;
  if (secondTitle) centred(p, secondTitle, y);
  y = ruledTable(p, second, y + 12);
  p.prose(2, 4, y + 30);
  return { pdf: await p.render("Thresholds"), first, second };
}

describe("a table at the top of a page under a title of its own", () => {
  it("is a table of its own, not rows going on with the table at the foot of the page before", async () => {
    const { pdf, first, second } = await twoPages("Pesticides");
    const tables = await readTables(pdf);
    expect(tables.map((t) => t.pages)).toEqual([[1], [2]]);
    expect(normedGrid(tables[0]!).rows).toEqual(normed(first));
    expect(normedGrid(tables[1]!).rows).toEqual(normed(second));
  });

  it("goes on with the table before when no title stands over it, the running head aside", async () => {
    const { pdf, first, second } = await twoPages(null);
    const tables = await readTables(pdf);
    expect(tables.map((t) => t.pages)).toEqual([[1, 2]]);
    expect(normedGrid(tables[0]!).rows).toEqual(normed([...first, ...second]));
  });
});
