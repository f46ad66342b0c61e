import { describe, expect, it } from "vitest";
import { tableGrid } from "../../../src-main/contract/tables.ts";
import { parsePdf } from "../../../src-main/core/documents/parsePdf.ts";
import { norm } from "../../corpus/paperTruth.ts";
import { widthOf } from "../../support/layoutSheet.ts";
import { PROSE } from "../../support/tables/paperWriter.ts";
import { BODY, drawCaption, TableSheet } from "../../support/tables/tableSheet.ts";

// A header of three levels in booktabs style: a spanner over all the figure columns with a rule
// under it that leaves the stub column open, group headings each underlined by a short rule, then
// the column headings, and a full rule under the header. The first rule is the spanner's
// underline, not the header's end: the group headings and the column headings under it are
// header levels, not the first rows of the body.

const CELL = { font: "Helvetica" as const, size: 8 };
/** Cell edges: the stub, then four figure columns in two groups. */
const X = [72, 150, 230, 310, 390, 470];
const ROWS = [
  ["Under 40", "47", "21.8", "91", "8.7"],
  ["40 to 59", "116", "85.5", "224", "31.9"],
  ["60 to 79", "164", "234.9", "527", "132.2"],
  ["80 and over", "208", "1,271.7", "1,331", "1,665.5"],
];

async function threeLevelHeader(): Promise<Uint8Array> {
  const sheet = new TableSheet();
  const page = sheet.addPage();
  let y = sheet.paragraph(page, PROSE.slice(0, 3).join(" "), 72, 90, 468, BODY);
  y = drawCaption(sheet, page, "Table 4", "Admissions and rates by age and site", 72, y + 24, 400);
  const centred = (text: string, x0: number, x1: number, at: number) => sheet.text(page, text, (x0 + x1 - widthOf(text, CELL)) / 2, at, CELL);
  sheet.rule(page, X[0]!, y, X[5]!, y);
  centred("Site", X[1]!, X[5]!, y + 10);
  sheet.rule(page, X[1]! + 4, y + 13, X[5]!, y + 13);
  centred("Northern district hospitals", X[1]!, X[3]!, y + 23);
  centred("Southern district hospitals", X[3]!, X[5]!, y + 23);
  sheet.rule(page, X[1]! + 4, y + 26, X[3]! - 4, y + 26);
  sheet.rule(page, X[3]! + 4, y + 26, X[5]!, y + 26);
  sheet.text(page, "Age (years)", X[0]! + 2, y + 36, CELL);
  ["No.", "Rate", "No.", "Rate"].forEach((t, k) => sheet.text(page, t, X[k + 2]! - 6 - widthOf(t, CELL), y + 36, CELL));
  y += 40;
  sheet.rule(page, X[0]!, y, X[5]!, y);
  for (const row of ROWS) {
    y += 12;
    sheet.text(page, row[0]!, X[0]! + 2, y, CELL);
    for (const k of [1, 2, 3, 4]) sheet.text(page, row[k]!, X[k + 1]! - 6 - widthOf(row[k]!, CELL), y, CELL);
  }
  y += 5;
  sheet.rule(page, X[0]!, y, X[5]!, y);
  sheet.paragraph(page, PROSE.slice(3, 6).join(" "), 72, y + 30, 468, BODY);
  return sheet.render("Admissions");
}

describe("a spanner's rule that leaves the stub column open", () => {
  it("is not the header's end: the group headings under it stay headings and the columns stay apart", async () => {
    const paper = await parsePdf(await threeLevelHeader(), { file: "generated.pdf" });
    const table = (paper.tables ?? []).find((t) => t.label === "Table 4");
    expect(table).toBeDefined();
    const grid = tableGrid(table!);
    expect(grid.header.map((r) => r.map(norm))).toEqual([
      ["", "Site", "", "", ""],
      ["", "Northern district hospitals", "", "Southern district hospitals", ""],
      ["Age (years)", "No.", "Rate", "No.", "Rate"],
    ]);
    expect(table!.header[0]!.cells.find((c) => c.text === "Site")?.colSpan).toBe(4);
    expect(grid.rows.map((r) => r.map(norm))).toEqual(ROWS.map((r) => r.map(norm)));
  });
});
