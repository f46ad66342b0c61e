import { describe, expect, it } from "vitest";
import { tableGrid } from "../../../src-main/contract/tables.ts";
import { parsePdf } from "../../../src-main/core/documents/parsePdf.ts";
import { norm } from "../../corpus/paperTruth.ts";
import { PROSE } from "../../support/tables/paperWriter.ts";
import { BODY, CELL, drawCaption, TableSheet } from "../../support/tables/tableSheet.ts";

// A boxed grid whose frame goes on under its last row to hold a source note, set larger than the
// cells: the column rules stop at the last row's rule, and only the frame's sides run on around
// the note, down to a closing rule. The note is the table's note, not a row of it.

const X = [72, 200, 300, 400, 500];
const HEAD = ["Assessment", "General", "Modified", "Alternate"];
const ROWS = [
  ["Standards taught", "Grade level", "Grade level", "Extended"],
  ["Achievement", "Grade level", "Modified", "Alternate"],
  ["Students", "Most students", "Some students", "Few students"],
];
const NOTE = "Source: National Center, 2005.";
const NOTE_STYLE = { font: "Times-Roman" as const, size: 10.5 };

async function framedNote(): Promise<Uint8Array> {
  const sheet = new TableSheet();
  const page = sheet.addPage();
  let y = sheet.paragraph(page, PROSE.slice(0, 3).join(" "), 72, 90, 468, BODY);
  y = drawCaption(sheet, page, "Table 1", "Assessments compared", 72, y + 20, 400);
  const rowH = 14;
  const top = y;
  sheet.rule(page, X[0]!, y, X[4]!, y);
  for (const row of [HEAD, ...ROWS]) {
    row.forEach((cell, k) => sheet.text(page, cell, X[k]! + 4, y + 10, CELL));
    y += rowH;
    sheet.rule(page, X[0]!, y, X[4]!, y);
  }
  // The column rules stop at the last row; the frame's sides go on around the note.
  for (const x of X.slice(1, 4)) sheet.rule(page, x, top, x, y);
  sheet.text(page, NOTE, X[0]! + 4, y + 13, NOTE_STYLE);
  const foot = y + 20;
  sheet.rule(page, X[0]!, foot, X[4]!, foot);
  for (const x of [X[0]!, X[4]!]) sheet.rule(page, x, top, x, foot);
  sheet.paragraph(page, PROSE.slice(3, 6).join(" "), 72, foot + 30, 468, BODY);
  return sheet.render("Assessments");
}

describe("a grid whose frame holds a note under its last row", () => {
  it("leaves the note out of the rows", async () => {
    const paper = await parsePdf(await framedNote(), { file: "generated.pdf" });
    const tables = paper.tables ?? [];
    expect(tables).toHaveLength(1);
    const grid = tableGrid(tables[0]!);
    expect(grid.header.map((r) => r.map(norm))).toEqual([HEAD.map(norm)]);
    expect(grid.rows.map((r) => r.map(norm))).toEqual(ROWS.map((r) => r.map(norm)));
  });
});
