import { describe, expect, it } from "vitest";
import { tableGrid } from "../../../src-main/contract/tables.ts";
import { parsePdf } from "../../../src-main/core/documents/parsePdf.ts";
import { norm } from "../../corpus/paperTruth.ts";
import { widthOf } from "../../support/layoutSheet.ts";
import { PROSE } from "../../support/tables/paperWriter.ts";
import { BODY, drawCaption, TableSheet } from "../../support/tables/tableSheet.ts";

// A shaded header of two levels: a spanner over the figure columns in a strip of its own, a rule
// under it that leaves the stub open, then the column headings wrapped over two lines beside a
// stub heading wrapped on baselines of its own, and a full rule under the header. The strip's
// edge under the spanner is not the header's end: the header ends at the full rule, so the
// wrapped headings are not read as rows that part the figure columns anew.

const CELL = { font: "Helvetica" as const, size: 9 };
/** Cell edges: the stub, then three figure columns. */
const X = [60, 130, 210, 290, 370];
const ROWS = [
  ["Headache", "239", "119", "128"],
  ["Stomach", "78", "120", "284"],
  ["Back-ache", "139", "126", "219"],
  ["Dizzy", "123", "69", "293"],
];

async function shadedSpanner(): Promise<Uint8Array> {
  const sheet = new TableSheet();
  const page = sheet.addPage();
  let y = sheet.paragraph(page, PROSE.slice(0, 3).join(" "), 72, 90, 468, BODY);
  y = drawCaption(sheet, page, "Table 2", "Symptoms by how often they occur", 72, y + 24, 400);
  const centred = (text: string, x0: number, x1: number, at: number) => sheet.text(page, text, (x0 + x1 - widthOf(text, CELL)) / 2, at, CELL);
  const right = (text: string, x1: number, at: number) => sheet.text(page, text, x1 - 8 - widthOf(text, CELL), at, CELL);
  const top = y;
  // The strips: one under the spanner, ending a little above its rule, one under the headings.
  sheet.fill(page, X[0]!, y, X[4]! - X[0]!, 11.5, "#dddddd");
  sheet.fill(page, X[0]!, y + 11.5, X[4]! - X[0]!, 27.5, "#eeeeee");
  centred("How often do you have these", X[1]!, X[4]!, y + 10);
  sheet.rule(page, X[1]!, y + 13, X[4]!, y + 13);
  centred("Symptom", X[0]!, X[1]!, y + 21);
  centred("group", X[0]!, X[1]!, y + 31);
  centred("At least every", X[1]!, X[2]!, y + 24);
  centred("week", X[1]!, X[2]!, y + 34);
  centred("About every", X[2]!, X[3]!, y + 24);
  centred("month", X[2]!, X[3]!, y + 34);
  centred("Rarely/Never", X[3]!, X[4]!, y + 34);
  y += 39;
  sheet.rule(page, X[0]!, y, X[4]!, y);
  for (const row of ROWS) {
    sheet.text(page, row[0]!, X[0]! + 2, y + 11, CELL);
    for (let k = 1; k <= 3; k++) right(row[k]!, X[k + 1]!, y + 11);
    y += 14;
    sheet.rule(page, X[0]!, y, X[4]!, y);
  }
  for (const x of [X[0]!, X[1]!, X[4]!]) sheet.rule(page, x, top, x, y);
  sheet.paragraph(page, PROSE.slice(3, 6).join(" "), 72, y + 30, 468, BODY);
  return sheet.render("Symptoms");
}

describe("a shaded header whose strip ends under its spanner", () => {
  it("ends at the full rule: the wrapped headings are one header level and the columns stay three", async () => {
    const paper = await parsePdf(await shadedSpanner(), { file: "generated.pdf" });
    const table = (paper.tables ?? []).find((t) => t.label === "Table 2");
    expect(table).toBeDefined();
    const grid = tableGrid(table!);
    expect(grid.header.map((r) => r.map(norm))).toEqual([
      ["Symptom group", "How often do you have these", "", ""],
      ["", "At least every week", "About every month", "Rarely/Never"],
    ]);
    expect(grid.rows.map((r) => r.map(norm))).toEqual(ROWS.map((r) => r.map(norm)));
  });
});
