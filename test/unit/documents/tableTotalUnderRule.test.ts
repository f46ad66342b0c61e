import { describe, expect, it } from "vitest";
import { tableGrid } from "../../../src-main/contract/tables.ts";
import { parsePdf } from "../../../src-main/core/documents/parsePdf.ts";
import { norm } from "../../corpus/paperTruth.ts";
import { PROSE } from "../../support/tables/paperWriter.ts";
import { BODY, drawCaption, TableSheet } from "../../support/tables/tableSheet.ts";

// A table ruled over its header, under its header and under its last row of data, then a "Total"
// row left open below, then a source note. The total row repeats the table's columns, so it is
// the table's last row; the note under it, one piece across the columns, is not.

const STYLE = { font: "Times-Roman" as const, size: 10 };
const X = [80, 236, 306, 376];
const HEAD = ["", "Freq.", "Percent", "Mean loss"];
const ROWS = [
  ["Kept the assets", "344", "75.2", "12196"],
  ["Sold some of them", "53", "11.6", "23518"],
  ["Sold all of them", "61", "13.2", "9187"],
];
const TOTAL = ["Total", "458", "100.0", "13153"];

async function totalUnderRule(): Promise<Uint8Array> {
  const sheet = new TableSheet();
  const page = sheet.addPage();
  let y = sheet.paragraph(page, PROSE.slice(0, 3).join(" "), 72, 90, 468, BODY);
  y = drawCaption(sheet, page, "Table 1", "What was done with the assets that lost in value", 72, y + 20, 400);
  const [x0, x1] = [74, 470];
  const row = (cells: string[]) => cells.forEach((cell, k) => cell && sheet.text(page, cell, X[k]!, y + 10, STYLE));
  sheet.rule(page, x0, y, x1, y);
  row(HEAD);
  y += 14;
  sheet.rule(page, x0, y, x1, y);
  for (const cells of ROWS) {
    row(cells);
    y += 12;
  }
  y += 2;
  sheet.rule(page, x0, y, x1, y);
  row(TOTAL);
  y += 14;
  sheet.text(page, "Source: Household survey of 2009, weighted.", 80, y + 8, STYLE);
  sheet.paragraph(page, PROSE.slice(3, 6).join(" "), 72, y + 40, 468, BODY);
  return sheet.render("Assets");
}

describe("a total row under a table's last rule", () => {
  it("is the table's last row, and the note under it is not", async () => {
    const paper = await parsePdf(await totalUnderRule(), { file: "generated.pdf" });
    const tables = paper.tables ?? [];
    expect(tables).toHaveLength(1);
    const grid = tableGrid(tables[0]!);
    expect(grid.rows.map((r) => r.map(norm))).toEqual([...ROWS, TOTAL].map((r) => r.map(norm)));
    expect(tables[0]!.footnotes.join(" ")).toContain("Source");
  });
});
