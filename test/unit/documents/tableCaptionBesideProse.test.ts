import { describe, expect, it } from "vitest";
import { tableGrid } from "../../../src-main/contract/tables.ts";
import { parsePdf } from "../../../src-main/core/documents/parsePdf.ts";
import { norm } from "../../corpus/paperTruth.ts";
import { PROSE } from "../../support/tables/paperWriter.ts";
import { BODY, drawCaption, drawTable, TableSheet, type SpecRow } from "../../support/tables/tableSheet.ts";

// A table in the left column of a two-column page, its caption wrapped over three lines; the
// right column's running text goes on beside it, its lines on about the caption's baselines. A
// paragraph's line beside the caption's second line is not a cell beside it: the caption's lines
// are the caption's, not the table's header rows.

const CAPTION = "Number of deaths and death rates for heart disease and stroke, by state and area, from the national statistics system of 2006";
const row = (...cells: string[]): SpecRow => ({ cells: cells.map((text) => ({ text })) });
const HEAD = ["State", "Deaths", "Rate"];
const ROWS = [
  ["Alabama", "4,512", "201.3"],
  ["Alaska", "310", "150.2"],
  ["Arizona", "6,020", "140.8"],
  ["Arkansas", "3,110", "198.4"],
];

async function captionBesideProse(): Promise<Uint8Array> {
  const sheet = new TableSheet();
  const page = sheet.addPage();
  const y = 90;
  const below = drawCaption(sheet, page, "Table 6", CAPTION, 45, y, 250);
  // The right column starts a point above the caption's second line.
  sheet.paragraph(page, [...PROSE, ...PROSE].join(" "), 310, y + 10, 250, BODY);
  drawTable(sheet, page, { columns: [120, 65, 65], header: [row(...HEAD)], rows: ROWS.map((r) => row(...r)), style: "booktabs" }, 45, below + 6);
  return sheet.render("Deaths");
}

describe("a caption wrapped beside the next column's running text", () => {
  it("keeps its lines in the caption, not in the header", async () => {
    const paper = await parsePdf(await captionBesideProse(), { file: "generated.pdf" });
    const tables = paper.tables ?? [];
    expect(tables).toHaveLength(1);
    expect(norm(tables[0]!.caption ?? "")).toBe(norm(CAPTION));
    const grid = tableGrid(tables[0]!);
    expect(grid.header.map((r) => r.map(norm))).toEqual([HEAD]);
    expect(grid.rows.map((r) => r.map(norm))).toEqual(ROWS);
  });
});
