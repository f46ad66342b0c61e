import { describe, expect, it } from "vitest";
import { tableGrid } from "../../../src-main/contract/tables.ts";
import { parsePdf } from "../../../src-main/core/documents/parsePdf.ts";
import { norm } from "../../corpus/paperTruth.ts";
import { PROSE } from "../../support/tables/paperWriter.ts";
import { BODY, drawTable, TableSheet, type SpecRow } from "../../support/tables/tableSheet.ts";

// A short report's only table, captioned with the word alone: "TABLE. Income by year ...", on a
// page that also holds a figure (where tables with no caption are not looked for). The caption
// names the table, and the table is read under it.

const row = (...cells: string[]): SpecRow => ({ cells: cells.map((text) => ({ text })) });
const YEARS = ["1997", "1998", "1999", "2000", "2001"];
const ROWS = [
  ["Median income", "49,497", "51,295", "52,587", "52,500", "51,356"],
  ["Income ratio", "0.4590", "0.4560", "0.4580", "0.4620", "0.4660"],
  ["Healthy days", "7.45", "7.52", "7.48", "7.61", "7.66"],
];

async function report(): Promise<Uint8Array> {
  const sheet = new TableSheet();
  const page = sheet.addPage();
  const bold = { font: "Times-Bold" as const, size: 9 };
  sheet.text(page, "TABLE. Income and health measures by year, five survey rounds", 72, 90, bold);
  const drawn = drawTable(sheet, page, { columns: [130, 60, 60, 60, 60, 60], header: [row("Measure", ...YEARS)], rows: ROWS.map((r) => row(...r)), style: "booktabs" }, 72, 98);
  let y = sheet.paragraph(page, PROSE.slice(0, 3).join(" "), 72, drawn.bottom + 40, 468, BODY);
  sheet.text(page, "FIGURE 1. Median income by year", 72, y + 30, bold);
  for (let k = 0; k < 5; k++) sheet.fill(page, 90 + 60 * k, y + 120 - 12 * k, 30, 12 * k + 10, "#3366aa");
  y = sheet.paragraph(page, PROSE.slice(3, 5).join(" "), 72, y + 160, 468, BODY);
  return sheet.render("Income");
}

describe("a table captioned with the word alone", () => {
  it("is named by its caption and read under it", async () => {
    const tables = (await parsePdf(await report(), { file: "generated.pdf" })).tables ?? [];
    expect(tables.map((t) => [t.label, t.caption])).toEqual([["TABLE", "Income and health measures by year, five survey rounds"]]);
    const grid = tableGrid(tables[0]!);
    expect(grid.header.map((r) => r.map(norm))).toEqual([["Measure", ...YEARS].map(norm)]);
    expect(grid.rows.map((r) => r.map(norm))).toEqual(ROWS.map((r) => r.map(norm)));
  });
});
