import { describe, expect, it } from "vitest";
import { tableGrid } from "../../../src-main/contract/tables.ts";
import { parsePdf } from "../../../src-main/core/documents/parsePdf.ts";
import { norm } from "../../corpus/paperTruth.ts";
import { widthOf } from "../../support/layoutSheet.ts";
import { PROSE } from "../../support/tables/paperWriter.ts";
import { BODY, drawCaption, TableSheet } from "../../support/tables/tableSheet.ts";

// Years over pairs of columns ("n" and "%Pos" under each), with one rule drawn under the whole
// line of years. The rule underlines every year at once: each year heads its own pair, and the
// years are one header level, not a stack of levels each spanning all the figure columns.

const CELL = { font: "Helvetica" as const, size: 8 };
/** Cell edges: the stub, then three pairs of figure columns. */
const X = [72, 150, 190, 230, 270, 310, 350, 390];
const YEARS = ["2007", "2006", "2005"];
const ROWS = [
  ["Austria", "109", "0.9", "93", "1.1", "89", "1.1"],
  ["Germany", "123", "0.8", "290", "0.7", "391", "0.5"],
  ["Spain", "36", "0", "40", "0", "107", "0"],
  ["Total", "268", "0.7", "423", "0.6", "587", "0.5"],
];

async function yearsOverPairs(): Promise<Uint8Array> {
  const sheet = new TableSheet();
  const page = sheet.addPage();
  let y = sheet.paragraph(page, PROSE.slice(0, 3).join(" "), 72, 90, 468, BODY);
  y = drawCaption(sheet, page, "Table 5", "Positive samples at retail by year", 72, y + 24, 400);
  const centred = (text: string, x0: number, x1: number, at: number) => sheet.text(page, text, (x0 + x1 - widthOf(text, CELL)) / 2, at, CELL);
  sheet.rule(page, X[0]!, y, X[7]!, y);
  YEARS.forEach((year, k) => centred(year, X[1 + 2 * k]!, X[3 + 2 * k]!, y + 10));
  // One rule under all the years, leaving the stub open.
  sheet.rule(page, X[1]! + 4, y + 13, X[7]!, y + 13);
  sheet.text(page, "Country", X[0]! + 2, y + 23, CELL);
  for (let k = 0; k < 6; k++) centred(k % 2 === 0 ? "n" : "%Pos", X[1 + k]!, X[2 + k]!, y + 23);
  y += 27;
  sheet.rule(page, X[0]!, y, X[7]!, y);
  for (const row of ROWS) {
    y += 12;
    sheet.text(page, row[0]!, X[0]! + 2, y, CELL);
    for (let k = 1; k <= 6; k++) centred(row[k]!, X[k]!, X[k + 1]!, y);
  }
  y += 5;
  sheet.rule(page, X[0]!, y, X[7]!, y);
  sheet.paragraph(page, PROSE.slice(3, 6).join(" "), 72, y + 30, 468, BODY);
  return sheet.render("Retail");
}

describe("one rule under a whole line of spanners", () => {
  it("gives each spanner its own columns: the years are one header level", async () => {
    const paper = await parsePdf(await yearsOverPairs(), { file: "generated.pdf" });
    const table = (paper.tables ?? []).find((t) => t.label === "Table 5");
    expect(table).toBeDefined();
    const grid = tableGrid(table!);
    expect(grid.header.map((r) => r.map(norm))).toEqual([
      ["", "2007", "", "2006", "", "2005", ""],
      ["Country", "n", "%Pos", "n", "%Pos", "n", "%Pos"],
    ]);
    expect(table!.header[0]!.cells.filter((c) => c.text).map((c) => c.colSpan)).toEqual([2, 2, 2]);
    expect(grid.rows.map((r) => r.map(norm))).toEqual(ROWS.map((r) => r.map(norm)));
  });
});
