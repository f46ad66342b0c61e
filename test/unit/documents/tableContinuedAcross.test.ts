import { describe, expect, it } from "vitest";
import { tableGrid } from "../../../src-main/contract/tables.ts";
import { parsePdf } from "../../../src-main/core/documents/parsePdf.ts";
import { norm } from "../../corpus/paperTruth.ts";
import { PROSE } from "../../support/tables/paperWriter.ts";
import { BODY, drawCaption, drawTable, TableSheet, type SpecRow } from "../../support/tables/tableSheet.ts";

// A statistical report's table too wide for its page goes on, on the next page under the same
// label, with its other columns: the stub column (the years) is printed again row for row under a
// header of its own. Those rows are not more rows of the first page's columns: each page's part
// keeps its own columns. A table that goes on down the next page, header repeated, stays one.

const YEARS = Array.from({ length: 12 }, (_, i) => String(2000 + i));
const row = (...cells: string[]): SpecRow => ({ cells: cells.map((text) => ({ text })) });
const figures = (year: number, k: number) => Array.from({ length: 4 }, (_, j) => String(1000 + 37 * year + 101 * (k + j)));

async function twoParts(across: boolean): Promise<{ pdf: Uint8Array; first: string[][]; second: string[][] }> {
  const sheet = new TableSheet();
  const first = YEARS.map((y, i) => [y, ...figures(i, 0)]);
  const second = across ? YEARS.map((y, i) => [y, ...figures(i, 4)]) : YEARS.map((_, i) => [String(2012 + i), ...figures(i + 12, 0)]);
  const p1 = sheet.addPage();
  let y = sheet.paragraph(p1, PROSE.slice(0, 3).join(" "), 72, 90, 468, BODY);
  y = drawCaption(sheet, p1, "Table 2", "Enrolment by grade, fall 2000 through fall 2011", 72, y + 24, 468);
  const columns = [90, 80, 80, 80, 80];
  drawTable(sheet, p1, { columns, header: [row("Year", "Grade 1", "Grade 2", "Grade 3", "Grade 4")], rows: first.map((r) => row(...r)), style: "booktabs" }, 72, y + 4);
  const p2 = sheet.addPage();
  y = drawCaption(sheet, p2, "Table 2", "Enrolment by grade, fall 2000 through fall 2011 (continued)", 72, 90, 468);
  const header = across ? row("Year", "Grade 5", "Grade 6", "Grade 7", "Grade 8") : row("Year", "Grade 1", "Grade 2", "Grade 3", "Grade 4");
  const end = drawTable(sheet, p2, { columns, header: [header], rows: second.map((r) => row(...r)), style: "booktabs" }, 72, y + 4).bottom;
  sheet.paragraph(p2, PROSE.slice(3, 5).join(" "), 72, end + 30, 468, BODY);
  return { pdf: await sheet.render("Enrolment"), first, second };
}

const body = (t: Parameters<typeof tableGrid>[0]) => tableGrid(t).rows.map((r) => r.map(norm));
const head = (t: Parameters<typeof tableGrid>[0]) => tableGrid(t).header.map((r) => r.map(norm));

describe("a table continued on the next page with its other columns", () => {
  it("keeps each page's columns: the part with the other columns is a table of its own under the same label", async () => {
    const { pdf, first, second } = await twoParts(true);
    const tables = (await parsePdf(pdf, { file: "generated.pdf" })).tables ?? [];
    expect(tables.map((t) => [t.label, t.pages])).toEqual([
      ["Table 2", [1]],
      ["Table 2", [2]],
    ]);
    expect(body(tables[0]!)).toEqual(first.map((r) => r.map(norm)));
    expect(head(tables[1]!)).toEqual([["Year", "Grade 5", "Grade 6", "Grade 7", "Grade 8"].map(norm)]);
    expect(body(tables[1]!)).toEqual(second.map((r) => r.map(norm)));
  });

  it("joins a part that goes on down the next page under the same header into one table", async () => {
    const { pdf, first, second } = await twoParts(false);
    const tables = (await parsePdf(pdf, { file: "generated.pdf" })).tables ?? [];
    expect(tables.map((t) => [t.label, t.pages])).toEqual([["Table 2", [1, 2]]]);
    expect(body(tables[0]!)).toEqual([...first, ...second].map((r) => r.map(norm)));
  });
});
