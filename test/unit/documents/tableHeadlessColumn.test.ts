import { describe, expect, it } from "vitest";
import { tableGrid } from "../../../src-main/contract/tables.ts";
import { parsePdf } from "../../../src-main/core/documents/parsePdf.ts";
import { norm } from "../../corpus/paperTruth.ts";
import { widthOf } from "../../support/layoutSheet.ts";
import { PROSE } from "../../support/tables/paperWriter.ts";
import { BODY, drawCaption, TableSheet } from "../../support/tables/tableSheet.ts";

// Ages set "40 years" ... "49 years", each word a run of its own: the two-digit numbers leave the
// space before "years" at one place in every row, which reads as a gap between columns. No
// heading stands over the words: they are the "Age" cells' second words, not a column.

const CELL = { font: "Helvetica" as const, size: 9 };
const X = [72, 200, 300];
const ROWS = Array.from({ length: 8 }, (_, k) => [`${40 + k} years`, `${(2468 - 37 * k).toLocaleString("en-US")},0${k}3`]);

async function ageWords(): Promise<Uint8Array> {
  const sheet = new TableSheet();
  const page = sheet.addPage();
  let y = sheet.paragraph(page, PROSE.slice(0, 3).join(" "), 72, 90, 468, BODY);
  y = drawCaption(sheet, page, "Table 2", "Census population by single year of age", 72, y + 24, 400);
  const right = (text: string, x1: number, at: number) => sheet.text(page, text, x1 - 6 - widthOf(text, CELL), at, CELL);
  sheet.rule(page, X[0]!, y, X[2]!, y);
  sheet.text(page, "Age", X[0]! + 2, y + 11, CELL);
  right("Total population", X[2]!, y + 11);
  y += 15;
  sheet.rule(page, X[0]!, y, X[2]!, y);
  for (const [age, total] of ROWS) {
    y += 12;
    const [n, word] = age!.split(" ");
    const after = sheet.text(page, n!, X[0]! + 2, y, CELL);
    sheet.text(page, word!, after + 0.75 * CELL.size, y, CELL);
    right(total!, X[2]!, y);
  }
  y += 5;
  sheet.rule(page, X[0]!, y, X[2]!, y);
  sheet.paragraph(page, PROSE.slice(3, 6).join(" "), 72, y + 30, 468, BODY);
  return sheet.render("Census");
}

describe("a column no heading stands over, a word space after the column before", () => {
  it("is the words after that column's cells: two columns, not three", async () => {
    const paper = await parsePdf(await ageWords(), { file: "generated.pdf" });
    const table = (paper.tables ?? []).find((t) => t.label === "Table 2");
    expect(table).toBeDefined();
    const grid = tableGrid(table!);
    expect(grid.header.map((r) => r.map(norm))).toEqual([["Age", "Total population"]]);
    expect(grid.rows.map((r) => r.map(norm))).toEqual(ROWS.map((r) => r.map(norm)));
  });
});
