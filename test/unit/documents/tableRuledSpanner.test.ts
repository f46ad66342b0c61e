import { describe, expect, it } from "vitest";
import { tableGrid } from "../../../src-main/contract/tables.ts";
import { parsePdf } from "../../../src-main/core/documents/parsePdf.ts";
import { norm } from "../../corpus/paperTruth.ts";
import { widthOf } from "../../support/layoutSheet.ts";
import { PROSE } from "../../support/tables/paperWriter.ts";
import { BODY, drawCaption, TableSheet } from "../../support/tables/tableSheet.ts";

// "Year" centred over five year columns, so it stands right over the middle year, with a rule
// under it across the year columns. A rule runs between the two lines: "Year" is not the first
// line of a heading wrapped over "2001", but a spanner over all five years, a level of its own.

const CELL = { font: "Helvetica" as const, size: 8 };
/** Cell edges: the stub, then five year columns. */
const X = [72, 200, 250, 300, 350, 400, 450];
const YEARS = ["1999", "2000", "2001", "2002", "2003"];
const ROWS = [
  ["Median income", "49,497", "51,295", "52,587", "52,500", "51,356"],
  ["Gini index", "0.4590", "0.4560", "0.4580", "0.4620", "0.4660"],
  ["Mortality", "7108.3", "6960.6", "6920.0", "6899.5", "6940.6"],
];

async function ruledSpanner(): Promise<Uint8Array> {
  const sheet = new TableSheet();
  const page = sheet.addPage();
  let y = sheet.paragraph(page, PROSE.slice(0, 3).join(" "), 72, 90, 468, BODY);
  y = drawCaption(sheet, page, "Table 1", "Inequality in income and mortality by year", 72, y + 24, 400);
  const centred = (text: string, x0: number, x1: number, at: number) => sheet.text(page, text, (x0 + x1 - widthOf(text, CELL)) / 2, at, CELL);
  sheet.rule(page, X[0]!, y, X[6]!, y);
  centred("Year", X[1]!, X[6]!, y + 11);
  sheet.rule(page, X[1]!, y + 14, X[6]!, y + 14);
  sheet.text(page, "Measure", X[0]! + 2, y + 25, CELL);
  YEARS.forEach((t, k) => centred(t, X[k + 1]!, X[k + 2]!, y + 25));
  y += 29;
  sheet.rule(page, X[0]!, y, X[6]!, y);
  for (const row of ROWS) {
    y += 12;
    sheet.text(page, row[0]!, X[0]! + 2, y, CELL);
    for (let k = 1; k <= 5; k++) centred(row[k]!, X[k]!, X[k + 1]!, y);
  }
  y += 5;
  sheet.rule(page, X[0]!, y, X[6]!, y);
  sheet.paragraph(page, PROSE.slice(3, 6).join(" "), 72, y + 30, 468, BODY);
  return sheet.render("Inequality");
}

describe("a rule between a spanner and the heading right under it", () => {
  it("parts them: the spanner heads all the columns its rule covers, on a level of its own", async () => {
    const paper = await parsePdf(await ruledSpanner(), { file: "generated.pdf" });
    const table = (paper.tables ?? []).find((t) => t.label === "Table 1");
    expect(table).toBeDefined();
    const grid = tableGrid(table!);
    expect(grid.header.map((r) => r.map(norm))).toEqual([
      ["", "Year", "", "", "", ""],
      ["Measure", ...YEARS],
    ]);
    expect(table!.header[0]!.cells.find((c) => c.text === "Year")?.colSpan).toBe(5);
    expect(grid.rows.map((r) => r.map(norm))).toEqual(ROWS.map((r) => r.map(norm)));
  });
});
