import { describe, expect, it } from "vitest";
import { tableGrid } from "../../../src-main/contract/tables.ts";
import { parsePdf } from "../../../src-main/core/documents/parsePdf.ts";
import { norm } from "../../corpus/paperTruth.ts";
import { PROSE } from "../../support/tables/paperWriter.ts";
import { BODY, TableSheet } from "../../support/tables/tableSheet.ts";

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

function centred(sheet: TableSheet, page: number, text: string, y: number): void {
  const width = text.length * 0.45 * TITLE.size;
  sheet.text(page, text, 306 - width / 2, y, TITLE);
}

/** A ruled table (a rule under every row) from `y`; returns where it ends. */
function ruledTable(sheet: TableSheet, page: number, rows: string[][], y: number): number {
  sheet.rule(page, X[0]!, y, X[4]!, y);
  HEADER.forEach((h, k) => sheet.text(page, h, k === 0 ? X[0]! + 4 : X[k]! + 10, y + 9, CELL));
  y += ROW_H;
  sheet.rule(page, X[0]!, y, X[4]!, y);
  for (const row of rows) {
    row.forEach((cell, k) => sheet.text(page, cell, k === 0 ? X[0]! + 4 : X[k]! + 10, y + 9, CELL));
    y += ROW_H;
    sheet.rule(page, X[0]!, y, X[4]!, y);
  }
  return y;
}

async function twoPages(secondTitle: string | null): Promise<{ pdf: Uint8Array; first: string[][]; second: string[][] }> {
  const sheet = new TableSheet();
  const first = rowsOf("Metal", 40);
  const second = rowsOf("Pesticide", 12);
  const p1 = sheet.addPage();
  centred(sheet, p1, "Annual report of thresholds", 50);
  let y = sheet.paragraph(p1, PROSE.slice(0, 2).join(" "), 72, 80, 468, BODY);
  centred(sheet, p1, "Heavy metals", y + 24);
  ruledTable(sheet, p1, first, y + 36);
  const p2 = sheet.addPage();
  centred(sheet, p2, "Annual report of thresholds", 50);
  y = 80;
  if (secondTitle) centred(sheet, p2, secondTitle, y);
  y = ruledTable(sheet, p2, second, y + 12);
  sheet.paragraph(p2, PROSE.slice(2, 4).join(" "), 72, y + 30, 468, BODY);
  return { pdf: await sheet.render("Thresholds"), first, second };
}

const body = (t: Parameters<typeof tableGrid>[0]) => tableGrid(t).rows.map((r) => r.map(norm));

describe("a table at the top of a page under a title of its own", () => {
  it("is a table of its own, not rows going on with the table at the foot of the page before", async () => {
    const { pdf, first, second } = await twoPages("Pesticides");
    const tables = (await parsePdf(pdf, { file: "generated.pdf" })).tables ?? [];
    expect(tables.map((t) => t.pages)).toEqual([[1], [2]]);
    expect(body(tables[0]!)).toEqual(first.map((r) => r.map(norm)));
    expect(body(tables[1]!)).toEqual(second.map((r) => r.map(norm)));
  });

  it("goes on with the table before when no title stands over it, the running head aside", async () => {
    const { pdf, first, second } = await twoPages(null);
    const tables = (await parsePdf(pdf, { file: "generated.pdf" })).tables ?? [];
    expect(tables.map((t) => t.pages)).toEqual([[1, 2]]);
    expect(body(tables[0]!)).toEqual([...first, ...second].map((r) => r.map(norm)));
  });
});
