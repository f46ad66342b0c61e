import { describe, expect, it } from "vitest";
import { tableGrid } from "../../../src-main/contract/tables.ts";
import { parsePdf } from "../../../src-main/core/documents/parsePdf.ts";
import { norm } from "../../corpus/paperTruth.ts";
import { PROSE } from "../../support/tables/paperWriter.ts";
import { BODY, TableSheet } from "../../support/tables/tableSheet.ts";

// A report's page: a running head ruled across the page, then a table's title centred under that
// rule, then the table, a grid ruled row by row whose column rules begin at its own top rule. The
// rule above the title is the page's, not the table's: the title is not a header row.

const CELL = { font: "Times-Roman" as const, size: 9 };
const TITLE = { font: "Times-Bold" as const, size: 10 };
const X = [60, 190, 280, 360];
const HEAD = ["Illnesses", "Male", "Female"];
const ROWS = [
  ["Allergy problems", "25", "68"],
  ["Anxiety disorder", "17", "64"],
  ["Asthma", "6", "25"],
  ["Back pain", "46", "156"],
];

async function titleOverGrid(): Promise<Uint8Array> {
  const sheet = new TableSheet();
  const page = sheet.addPage();
  sheet.text(page, "Healthy Students Healthy Lives", 60, 46, { font: "Times-Roman", size: 11 });
  sheet.rule(page, 60, 56, 362, 56);
  sheet.text(page, "Frequency of illnesses by gender", 150, 70, TITLE);
  let y = 79;
  const top = y;
  sheet.rule(page, X[0]!, y, X[3]!, y);
  for (const row of [HEAD, ...ROWS]) {
    row.forEach((cell, k) => sheet.text(page, cell, X[k]! + 4, y + 11, CELL));
    y += 15;
    sheet.rule(page, X[0]!, y, X[3]!, y);
  }
  for (const x of X) sheet.rule(page, x, top, x, y);
  sheet.paragraph(page, PROSE.slice(0, 4).join(" "), 60, y + 30, 300, BODY);
  return sheet.render("Illnesses");
}

describe("a title between a page's rule and a grid's top rule", () => {
  it("is not read as the grid's header row", async () => {
    const paper = await parsePdf(await titleOverGrid(), { file: "generated.pdf" });
    const tables = paper.tables ?? [];
    expect(tables).toHaveLength(1);
    const grid = tableGrid(tables[0]!);
    expect(grid.header.map((r) => r.map(norm))).toEqual([HEAD]);
    expect(grid.rows.map((r) => r.map(norm))).toEqual(ROWS);
  });
});
