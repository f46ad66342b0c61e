import { describe, expect, it } from "vitest";
import { tableGrid } from "../../../src-main/contract/tables.ts";
import { parsePdf } from "../../../src-main/core/documents/parsePdf.ts";
import { norm } from "../../corpus/paperTruth.ts";
import { PROSE } from "../../support/tables/paperWriter.ts";
import { BODY, TableSheet } from "../../support/tables/tableSheet.ts";

// A report's captions set with a hanging label: "Table 1:" and, a tab away, the title, its second
// line under the title's start. The label and the title are two pieces of the line; the caption is
// both, and the table under it is found from it, also on a page that holds a figure (where tables
// with no caption are not looked for). Its header's rules run over the columns after the stub for
// two rows; the stub column is the table's all the same. A lone note between the caption and the
// table's top rule ("[In thousands]") is no row of the table.

const TEXT = { font: "Times-Roman" as const, size: 11 };
const CELL = { font: "Times-Roman" as const, size: 10 };
const X = [72, 170, 260, 350, 440, 530];
const GROUPS = ["North", "South"];
const SUB = ["Women", "Men", "Women", "Men"];
const ROWS = [
  ["1996", "3.7", "1.6", "1.7", "2.2"],
  ["2000", "5.0", "3.9", "3.9", "4.1"],
  ["2005", "1.5", "1.5", "1.6", "1.8"],
  ["2006", "3.5", "2.0", "2.1", "2.4"],
];

function caption(sheet: TableSheet, page: number, label: string, title: string[], y: number): number {
  sheet.text(page, label, 72, y, TEXT);
  title.forEach((line, i) => sheet.text(page, line, 140, y + i * 14, TEXT));
  return y + title.length * 14;
}

/** The table: two header rows ruled over the columns after the stub, then body rows ruled full width. */
function table(sheet: TableSheet, page: number, y: number): number {
  const rowH = 16;
  sheet.rule(page, X[1]!, y, X[5]!, y);
  GROUPS.forEach((g, k) => sheet.text(page, g, X[1 + 2 * k]! + 60, y + 12, CELL));
  y += rowH;
  sheet.rule(page, X[1]!, y, X[5]!, y);
  SUB.forEach((s, k) => sheet.text(page, s, X[k + 1]! + 20, y + 12, CELL));
  y += rowH;
  sheet.rule(page, X[0]!, y, X[5]!, y);
  for (const row of ROWS) {
    row.forEach((cell, k) => sheet.text(page, cell, k === 0 ? X[0]! + 4 : X[k]! + 20, y + 12, CELL));
    y += rowH;
    sheet.rule(page, X[0]!, y, X[5]!, y);
  }
  return y;
}

async function report(): Promise<Uint8Array> {
  const sheet = new TableSheet();
  const p1 = sheet.addPage();
  sheet.text(p1, "Figure 1:", 72, 90, TEXT);
  sheet.text(p1, "Population by age group over the years", 140, 90, TEXT);
  for (let k = 0; k < 5; k++) sheet.fill(p1, 110, 110 + 18 * k, 120 + 40 * k, 10, "#3366aa");
  let y = sheet.paragraph(p1, PROSE.slice(0, 3).join(" "), 72, 230, 468, BODY);
  y = caption(sheet, p1, "Table 1:", ["Growth rate by region and group for four years", "(percentage change on the year before)"], y + 30);
  y = table(sheet, p1, y + 8);
  sheet.paragraph(p1, PROSE.slice(3, 5).join(" "), 72, y + 30, 468, BODY);
  const p2 = sheet.addPage();
  y = caption(sheet, p2, "Table 2.", ["Growth rate by region and group, second survey"], 90);
  sheet.text(p2, "[In thousands]", 270, y + 4, CELL);
  y = table(sheet, p2, y + 12);
  sheet.paragraph(p2, PROSE.slice(5, 7).join(" "), 72, y + 30, 468, BODY);
  return sheet.render("Growth");
}

describe("a caption whose label hangs apart from its title", () => {
  it("takes the title into the caption and finds the table under it, stub column and all", async () => {
    const tables = (await parsePdf(await report(), { file: "generated.pdf" })).tables ?? [];
    expect(tables.map((t) => [t.label, t.caption, t.page])).toEqual([
      ["Table 1", "Growth rate by region and group for four years (percentage change on the year before)", 1],
      ["Table 2", "Growth rate by region and group, second survey", 2],
    ]);
    for (const t of tables) {
      // Which of the header's rows are read as its levels is the grid's business: the body rows close the table.
      const grid = tableGrid(t);
      expect([...grid.header, ...grid.rows].slice(-ROWS.length).map((r) => r.map(norm))).toEqual(ROWS.map((r) => r.map(norm)));
      expect(JSON.stringify(grid)).not.toContain("In thousands");
    }
  });

  it("keeps the unruled rows under a header of several lines ruled above and below, the note over it aside", async () => {
    const sheet = new TableSheet();
    const page = sheet.addPage();
    let y = caption(sheet, page, "Table 3.", ["Baseline by category"], 90);
    sheet.text(page, "(In billions of dollars)", 260, y + 4, CELL);
    y += 12;
    sheet.rule(page, X[0]!, y, X[5]!, y);
    // "Total" wraps over three lines above its column; the other headings sit on the last.
    ["Total", "for the", "period"].forEach((word, i) => sheet.text(page, word, X[4]! + 20, y + 12 + 11 * i, CELL));
    ["North", "South", "East"].forEach((h, k) => sheet.text(page, h, X[k + 1]! + 20, y + 34, CELL));
    y += 40;
    sheet.rule(page, X[0]!, y, X[5]!, y);
    const rows = ROWS.map((r) => [r[0]!, r[1]!, r[2]!, r[3]!, r[4]!]);
    for (const row of rows) {
      y += 14;
      row.forEach((cell, k) => sheet.text(page, cell, k === 0 ? X[0]! + 4 : X[k]! + 20, y, CELL));
    }
    // A short rule over the figures only, above a subtotal: no rule of the table's width closes it.
    sheet.rule(page, X[1]!, y + 4, X[5]!, y + 4);
    sheet.paragraph(page, PROSE.slice(7, 9).join(" "), 72, y + 40, 468, BODY);
    const tables = (await parsePdf(await sheet.render("Baseline"), { file: "generated.pdf" })).tables ?? [];
    expect(tables.map((t) => t.label)).toEqual(["Table 3"]);
    const grid = tableGrid(tables[0]!);
    expect([...grid.header, ...grid.rows].slice(-rows.length).map((r) => r.map(norm))).toEqual(rows.map((r) => r.map(norm)));
  });
});

