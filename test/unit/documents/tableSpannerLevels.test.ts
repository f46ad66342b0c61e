import { describe, expect, it } from "vitest";
import { tableGrid } from "../../../src-main/contract/tables.ts";
import { parsePdf } from "../../../src-main/core/documents/parsePdf.ts";
import { norm } from "../../corpus/paperTruth.ts";
import { widthOf } from "../../support/layoutSheet.ts";
import { PROSE } from "../../support/tables/paperWriter.ts";
import { BODY, drawCaption, TableSheet } from "../../support/tables/tableSheet.ts";

// Two spanners that sit as close above their sub-headings as a wrapped heading's next line would:
// - one set in the sub-headings' type, centred over two of them and not aligned with the one in
//   its own column (a wrapped heading's lines share an edge or a centre);
// - one set in larger type than the small sub-headings under it, about a line and a half of
//   their type above them.
// Each heads a level of its own; neither is read as the first words of a sub-heading.

const SMALL = { font: "Helvetica" as const, size: 9 };
const ROWS = [
  ["Allergy problems", "25", "68"],
  ["Anxiety disorder", "17", "64"],
  ["Asthma", "6", "25"],
  ["Back pain", "46", "156"],
];

async function closeSpanner(): Promise<Uint8Array> {
  const X = [72, 200, 300, 400];
  const sheet = new TableSheet();
  const page = sheet.addPage();
  let y = sheet.paragraph(page, PROSE.slice(0, 3).join(" "), 72, 90, 468, BODY);
  y = drawCaption(sheet, page, "Table 2", "Complaints reported in each group", 72, y + 24, 400);
  const centred = (text: string, x0: number, x1: number, at: number) => sheet.text(page, text, (x0 + x1 - widthOf(text, SMALL)) / 2, at, SMALL);
  sheet.rule(page, X[0]!, y, X[3]!, y);
  // The spanner 11 pt (1.2 of its type) above the sub-headings, centred over both.
  centred("Gender", X[1]!, X[3]!, y + 12);
  sheet.text(page, "Complaint", X[0]! + 2, y + 23, SMALL);
  centred("Male", X[1]!, X[2]!, y + 23);
  centred("Female", X[2]!, X[3]!, y + 23);
  y += 28;
  sheet.rule(page, X[0]!, y, X[3]!, y);
  for (const row of ROWS) {
    y += 13;
    sheet.text(page, row[0]!, X[0]! + 2, y, SMALL);
    for (const k of [1, 2]) sheet.text(page, row[k]!, X[k + 1]! - 4 - widthOf(row[k]!, SMALL), y, SMALL);
  }
  y += 5;
  sheet.rule(page, X[0]!, y, X[3]!, y);
  sheet.paragraph(page, PROSE.slice(3, 6).join(" "), 72, y + 30, 468, BODY);
  return sheet.render("Complaints");
}

const FIGURES = [
  ["Under 30", "0.0156", "0.0212", "3,533"],
  ["30 to 49", "0.0287", "0.0301", "6,493"],
  ["50 to 69", "0.0419", "0.0398", "9,483"],
  ["70 and over", "0.0920", "0.0875", "20,834"],
];

async function largerSpanner(): Promise<Uint8Array> {
  const LARGE = { font: "Helvetica-Bold" as const, size: 11 };
  const TINY = { font: "Helvetica" as const, size: 8 };
  const BODYCELL = { font: "Helvetica" as const, size: 10 };
  const X = [90, 200, 280, 360, 450];
  const sheet = new TableSheet();
  const page = sheet.addPage();
  let y = sheet.paragraph(page, PROSE.slice(0, 3).join(" "), 72, 90, 468, BODY);
  y = drawCaption(sheet, page, "Table 6", "Share of the population by age", 90, y + 24, 400);
  sheet.rule(page, X[0]!, y, X[4]!, y);
  sheet.text(page, "Age", X[0]! + 2, y + 13, LARGE);
  // Centred over the three columns to its right; the middle one's sub-heading is centred under it too.
  sheet.text(page, "Census counts", (X[1]! + X[4]! - widthOf("Census counts", LARGE)) / 2, y + 13, LARGE);
  const tiny = ["Share", "Adjusted", "Total"];
  tiny.forEach((t, k) => sheet.text(page, t, (X[k + 1]! + X[k + 2]! - widthOf(t, TINY)) / 2, y + 26, TINY));
  y += 32;
  sheet.rule(page, X[0]!, y, X[4]!, y);
  for (const row of FIGURES) {
    y += 14;
    sheet.text(page, row[0]!, X[0]! + 2, y, BODYCELL);
    for (const k of [1, 2, 3]) sheet.text(page, row[k]!, X[k + 1]! - 4 - widthOf(row[k]!, BODYCELL), y, BODYCELL);
  }
  y += 5;
  sheet.rule(page, X[0]!, y, X[4]!, y);
  sheet.paragraph(page, PROSE.slice(3, 6).join(" "), 72, y + 30, 468, BODY);
  return sheet.render("Census");
}

describe("a spanner set close above its sub-headings", () => {
  it("heads them on a level of its own when centred over them and aligned with none", async () => {
    const paper = await parsePdf(await closeSpanner(), { file: "generated.pdf" });
    const table = (paper.tables ?? []).find((t) => t.label === "Table 2");
    expect(table).toBeDefined();
    const grid = tableGrid(table!);
    expect(grid.header.map((r) => r.map(norm))).toEqual([
      ["", "Gender", ""],
      ["Complaint", "Male", "Female"],
    ]);
    expect(table!.header[0]!.cells.find((c) => c.text === "Gender")?.colSpan).toBe(2);
    expect(grid.rows.map((r) => r.map(norm))).toEqual(ROWS.map((r) => r.map(norm)));
  });

  it("heads them on a level of its own when set in larger type", async () => {
    const paper = await parsePdf(await largerSpanner(), { file: "generated.pdf" });
    const table = (paper.tables ?? []).find((t) => t.label === "Table 6");
    expect(table).toBeDefined();
    const grid = tableGrid(table!);
    expect(grid.header).toHaveLength(2);
    expect(grid.header[0]!.map(norm)).toContain("Census counts");
    expect(grid.header[1]!.slice(1).map(norm)).toEqual(["Share", "Adjusted", "Total"]);
    expect(grid.rows.map((r) => r.map(norm))).toEqual(FIGURES.map((r) => r.map(norm)));
  });
});
