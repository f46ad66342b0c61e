import { describe, expect, it } from "vitest";
import { tableGrid } from "../../../src-main/contract/tables.ts";
import { parsePdf } from "../../../src-main/core/documents/parsePdf.ts";
import { norm } from "../../corpus/paperTruth.ts";
import { PROSE } from "../../support/tables/paperWriter.ts";
import { BODY, drawCaption, drawTable, TableSheet, type SpecRow } from "../../support/tables/tableSheet.ts";

// A report's table with no caption, ruled under every row and boxed by column rules, whose header
// row leaves its stub cell open: the rule over the header runs over the year columns only. The
// years are the table's header row, not text lost above it. A captioned table further down the
// page has the page's rules read, as a report's page of tables does.

const CELL = { font: "Times-Roman" as const, size: 11 };
const X = [72, 270, 360, 450, 530];
const YEARS = ["2000", "2002", "2004"];
const ROWS = [
  ["General upper secondary", "15 455", "13 951", "12 068"],
  ["Competence-based qualifications", "35 190", "44 307", "60 152"],
  ["Polytechnics", "20 527", "20 922", "22 083"],
  ["Universities", "18 010", "19 400", "20 700"],
];

async function stubHeadTable(): Promise<Uint8Array> {
  const sheet = new TableSheet();
  const page = sheet.addPage();
  let y = sheet.paragraph(page, PROSE.slice(0, 3).join(" "), 72, 90, 468, BODY);
  y += 30;
  const rowH = 16;
  // The header's top rule starts at the first year column; the rules under it run the full width.
  sheet.rule(page, X[1]!, y, X[4]!, y);
  YEARS.forEach((year, k) => sheet.text(page, year, X[k + 1]! + 20, y + 12, CELL));
  const top = y;
  y += rowH;
  sheet.rule(page, X[0]!, y, X[4]!, y);
  for (const row of ROWS) {
    row.forEach((cell, k) => sheet.text(page, cell, k === 0 ? X[0]! + 4 : X[k]! + 20, y + 12, CELL));
    y += rowH;
    sheet.rule(page, X[0]!, y, X[4]!, y);
  }
  for (const x of X.slice(1)) sheet.rule(page, x, top, x, y);
  sheet.rule(page, X[0]!, top + rowH, X[0]!, y);
  y = sheet.paragraph(page, PROSE.slice(3, 5).join(" "), 72, y + 30, 468, BODY);
  y = drawCaption(sheet, page, "Table 10", "Teachers by kind of school", 72, y + 20, 400);
  const row = (...cells: string[]): SpecRow => ({ cells: cells.map((text) => ({ text })) });
  drawTable(sheet, page, { columns: [150, 90, 90], header: [row("School", "Teachers", "Trainers")], rows: [row("Upper secondary", "310", "42"), row("Vocational", "220", "95"), row("Polytechnic", "180", "30")], style: "booktabs" }, 72, y);
  return sheet.render("Qualifications");
}

describe("a ruled table whose header row leaves its stub cell open", () => {
  it("keeps the header row ruled over the columns after the first", async () => {
    const paper = await parsePdf(await stubHeadTable(), { file: "generated.pdf" });
    const tables = paper.tables ?? [];
    const unlabelled = tables.filter((t) => t.label === null);
    expect(unlabelled).toHaveLength(1);
    expect(unlabelled[0]!.ruling).not.toBe("none");
    const grid = tableGrid(unlabelled[0]!);
    const all = [...grid.header, ...grid.rows].map((r) => r.map(norm));
    expect(all[0]).toEqual(["", ...YEARS]);
    expect(all.slice(1)).toEqual(ROWS.map((r) => r.map(norm)));
    expect(norm(paper.passages.map((p) => p.text).join(" "))).not.toContain("2000 2002 2004");
  });
});
