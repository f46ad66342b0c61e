import { describe, expect, it } from "vitest";
import { tableGrid } from "../../../src-main/contract/tables.ts";
import { parsePdf } from "../../../src-main/core/documents/parsePdf.ts";
import { norm } from "../../corpus/paperTruth.ts";
import { widthOf } from "../../support/layoutSheet.ts";
import { PROSE } from "../../support/tables/paperWriter.ts";
import { BODY, drawCaption, TableSheet } from "../../support/tables/tableSheet.ts";

// A spanner centred over its two sub-headings, a line and a half above them, with the stub's
// heading set between the two lines. The figures under it are right-aligned in their cells, so
// the spanner lies wholly inside the first sub-column's stretch: it is still the heading of both
// sub-columns, a level of its own, not the first words of "Male".

const CELL = { font: "Helvetica" as const, size: 9 };
/** Cell edges: the stub, then two sub-columns under the spanner. */
const X = [72, 200, 300, 400];
const ROWS = [
  ["Allergy problems", "25", "68"],
  ["Anxiety disorder", "17", "64"],
  ["Asthma", "6", "25"],
  ["Back pain", "46", "156"],
  ["Depression", "20", "28"],
];

async function spannerTable(): Promise<Uint8Array> {
  const sheet = new TableSheet();
  const page = sheet.addPage();
  let y = sheet.paragraph(page, PROSE.slice(0, 3).join(" "), 72, 90, 468, BODY);
  y = drawCaption(sheet, page, "Table 5", "Frequency of illnesses by gender", 72, y + 24, 400);
  const centred = (text: string, x0: number, x1: number, at: number) => sheet.text(page, text, (x0 + x1 - widthOf(text, CELL)) / 2, at, CELL);
  sheet.rule(page, X[0]!, y, X[3]!, y);
  centred("Gender", X[1]!, X[3]!, y + 11);
  centred("Illnesses", X[0]!, X[1]!, y + 18);
  centred("Male", X[1]!, X[2]!, y + 25);
  centred("Female", X[2]!, X[3]!, y + 25);
  y += 30;
  sheet.rule(page, X[0]!, y, X[3]!, y);
  for (const row of ROWS) {
    y += 13;
    sheet.text(page, row[0]!, X[0]! + 2, y, CELL);
    for (const k of [1, 2]) sheet.text(page, row[k]!, X[k + 1]! - 4 - widthOf(row[k]!, CELL), y, CELL);
  }
  y += 5;
  sheet.rule(page, X[0]!, y, X[3]!, y);
  sheet.paragraph(page, PROSE.slice(3, 6).join(" "), 72, y + 30, 468, BODY);
  return sheet.render("Illnesses");
}

describe("a spanner centred over its sub-headings", () => {
  it("heads both sub-columns on a level of its own", async () => {
    const paper = await parsePdf(await spannerTable(), { file: "generated.pdf" });
    const table = (paper.tables ?? []).find((t) => t.label === "Table 5");
    expect(table).toBeDefined();
    const grid = tableGrid(table!);
    expect(grid.header.map((r) => r.map(norm))).toEqual([
      ["Illnesses", "Gender", ""],
      ["", "Male", "Female"],
    ]);
    expect(table!.header[0]!.cells.find((c) => c.text === "Gender")?.colSpan).toBe(2);
    expect(grid.rows.map((r) => r.map(norm))).toEqual(ROWS.map((r) => r.map(norm)));
  });
});
