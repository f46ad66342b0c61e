import { describe, expect, it } from "vitest";
import { tableGrid } from "../../../src-main/contract/tables.ts";
import { parsePdf } from "../../../src-main/core/documents/parsePdf.ts";
import { norm } from "../../corpus/paperTruth.ts";
import { PROSE } from "../../support/tables/paperWriter.ts";
import { BODY, TableSheet } from "../../support/tables/tableSheet.ts";

// A report's page of tables with no caption, each under a title with a wide rule under it, the
// table's own rules narrower, one rule under each row. From one title's rule to the next one's is
// not a table: each table is its narrower ruled block, its rows only, without the next title.

const CELL = { font: "Times-Roman" as const, size: 8 };
const TITLE = { font: "Times-Bold" as const, size: 10 };
const X = [110, 290, 360, 430, 500];
const HEADER = ["Substance", "to air", "to water", "to land"];
const ROW_H = 11;

const rowsOf = (group: string, n: number) => Array.from({ length: n }, (_, i) => [`${group} compound ${i + 1}`, String(5 * (i + 2)), String(i + 1), i % 2 ? "-" : "1"]);

function titled(sheet: TableSheet, page: number, title: string, rows: string[][], y: number): number {
  sheet.text(page, title, 270, y, TITLE);
  sheet.rule(page, 72, y + 4, 540, y + 4);
  y += 16;
  sheet.rule(page, X[0]!, y, X[4]!, y);
  HEADER.forEach((h, k) => sheet.text(page, h, k === 0 ? X[0]! + 4 : X[k]! + 10, y + 8, CELL));
  y += ROW_H;
  sheet.rule(page, X[0]!, y, X[4]!, y);
  for (const row of rows) {
    row.forEach((cell, k) => sheet.text(page, cell, k === 0 ? X[0]! + 4 : X[k]! + 10, y + 8, CELL));
    y += ROW_H;
    sheet.rule(page, X[0]!, y, X[4]!, y);
  }
  return y;
}

describe("tables under titles with a wide rule under each title", () => {
  it("reads each table as its narrower ruled block, without the titles", async () => {
    const sheet = new TableSheet();
    const page = sheet.addPage();
    let y = sheet.paragraph(page, PROSE.slice(0, 2).join(" "), 72, 90, 468, BODY);
    const groups = [rowsOf("Gas", 6), rowsOf("Metal", 8)];
    y = titled(sheet, page, "Greenhouse gases", groups[0]!, y + 30);
    y = titled(sheet, page, "Heavy metals", groups[1]!, y + 30);
    sheet.paragraph(page, PROSE.slice(2, 4).join(" "), 72, y + 30, 468, BODY);
    const tables = (await parsePdf(await sheet.render("Thresholds"), { file: "generated.pdf" })).tables ?? [];
    expect(tables).toHaveLength(2);
    tables.forEach((t, i) => {
      const grid = tableGrid(t);
      expect(grid.header.map((r) => r.map(norm))).toEqual([HEADER.map(norm)]);
      expect(grid.rows.map((r) => r.map(norm))).toEqual(groups[i]!.map((r) => r.map(norm)));
    });
  });
});
