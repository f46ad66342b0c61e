import { describe, expect, it } from "vitest";
import { drawTable } from "../../support/tables/tableSheet.ts";
import { normed, normedGrid, readTables, row, TablePage } from "../../support/tables/tablePage.ts";

// A statistical report's table too wide for its page goes on, on the next page under the same
// label, with its other columns: the stub column (the years) is printed again row for row under a
// header of its own. Those rows are not more rows of the first page's columns: each page's part
// keeps its own columns. A table that goes on down the next page, header repeated, stays one.

const YEARS = Array.from({ length: 12 }, (_, i) => String(2000 + i));
const figures = (year: number, k: number) => Array.from({ length: 4 }, (_, j) => String(1000 + 37 * year + 101 * (k + j)));

async function twoParts(across: boolean): Promise<{ pdf: Uint8Array; first: string[][]; second: string[][] }> {
  const p = new TablePage();
  const first = YEARS.map((y, i) => [y, ...figures(i, 0)]);
  const second = across ? YEARS.map((y, i) => [y, ...figures(i, 4)]) : YEARS.map((_, i) => [String(2012 + i), ...figures(i + 12, 0)]);
  let y = p.prose(0, 3);
  y = p.caption("Table 2", "Enrolment by grade, fall 2000 through fall 2011", y + 24, 72, 468);
  const columns = [90, 80, 80, 80, 80];
  drawTable(p.sheet, p.page, { columns, header: [row("Year", "Grade 1", "Grade 2", "Grade 3", "Grade 4")], rows: first.map((r) => row(...r)), style: "booktabs" }, 72, y + 4);
  p.nextPage();
  y = p.caption("Table 2", "Enrolment by grade, fall 2000 through fall 2011 (continued)", 90, 72, 468);
  const header = across ? row("Year", "Grade 5", "Grade 6", "Grade 7", "Grade 8") : row("Year", "Grade 1", "Grade 2", "Grade 3", "Grade 4");
  const end = drawTable(p.sheet, p.page, { columns, header: [header], rows: second.map((r) => row(...r)), style: "booktabs" }, 72, y + 4).bottom;
  p.prose(3, 5, end + 30);
  return { pdf: await p.render("Enrolment"), first, second };
}

describe("a table continued on the next page with its other columns", () => {
  it("keeps each page's columns: the part with the other columns is a table of its own under the same label", async () => {
    const { pdf, first, second } = await twoParts(true);
    const tables = await readTables(pdf);
    expect(tables.map((t) => [t.label, t.pages])).toEqual([
      ["Table 2", [1]],
      ["Table 2", [2]],
    ]);
    expect(normedGrid(tables[0]!).rows).toEqual(normed(first));
    expect(normedGrid(tables[1]!).header).toEqual(normed([["Year", "Grade 5", "Grade 6", "Grade 7", "Grade 8"]]));
    expect(normedGrid(tables[1]!).rows).toEqual(normed(second));
  });

  it("joins a part that goes on down the next page under the same header into one table", async () => {
    const { pdf, first, second } = await twoParts(false);
    const tables = await readTables(pdf);
    expect(tables.map((t) => [t.label, t.pages])).toEqual([["Table 2", [1, 2]]]);
    expect(normedGrid(tables[0]!).rows).toEqual(normed([...first, ...second]));
  });
});
