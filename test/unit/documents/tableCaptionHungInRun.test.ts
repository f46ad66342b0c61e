import { describe, expect, it } from "vitest";
import { tableGrid } from "../../../src-main/contract/tables.ts";
import { parsePdf } from "../../../src-main/core/documents/parsePdf.ts";
import { norm } from "../../corpus/paperTruth.ts";
import { widthOf } from "../../support/layoutSheet.ts";
import { PROSE } from "../../support/tables/paperWriter.ts";
import { BODY, drawTable, TableSheet, type SpecRow } from "../../support/tables/tableSheet.ts";

// A caption whose label and title are set in one run ("Table 4. Number and percentage of"), its
// further lines hung under the title, not under the label. Where the title starts is known only
// from the run's characters; the hung lines are still the caption's, not header rows.

const STYLE = { font: "Times-Bold" as const, size: 10 };
const FIRST = "Table 4. Number and percentage of reading";
const HUNG = ["items in the assessment, by item", "format: 2011"];
const row = (...cells: string[]): SpecRow => ({ cells: cells.map((text) => ({ text })) });
const HEAD = ["Item format", "Number", "Percent"];
const ROWS = [
  ["Total", "135", "100"],
  ["Multiple choice", "74", "55"],
  ["Constructed response", "61", "45"],
];

async function hungCaption(): Promise<Uint8Array> {
  const sheet = new TableSheet();
  const page = sheet.addPage();
  let y = sheet.paragraph(page, PROSE.slice(0, 3).join(" "), 72, 90, 468, BODY);
  y += 24;
  sheet.text(page, FIRST, 166, y, STYLE);
  const hang = 166 + widthOf("Table 4. ", STYLE);
  for (const line of HUNG) sheet.text(page, line, hang, (y += 12), STYLE);
  drawTable(sheet, page, { columns: [120, 65, 65], header: [row(...HEAD)], rows: ROWS.map((r) => row(...r)), style: "booktabs" }, 166, y + 8);
  return sheet.render("Items");
}

describe("a caption set in one run with its lines hung under its title", () => {
  it("keeps the hung lines in the caption", async () => {
    const paper = await parsePdf(await hungCaption(), { file: "generated.pdf" });
    const tables = paper.tables ?? [];
    expect(tables).toHaveLength(1);
    expect(norm(tables[0]!.caption ?? "")).toBe(norm(["Number and percentage of reading", ...HUNG].join(" ")));
    const grid = tableGrid(tables[0]!);
    expect(grid.header.map((r) => r.map(norm))).toEqual([HEAD]);
    expect(grid.rows.map((r) => r.map(norm))).toEqual(ROWS);
  });
});
