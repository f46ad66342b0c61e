import { describe, expect, it } from "vitest";
import { tableGrid } from "../../../src-main/contract/tables.ts";
import { parsePdf } from "../../../src-main/core/documents/parsePdf.ts";
import { norm } from "../../corpus/paperTruth.ts";
import { PROSE } from "../../support/tables/paperWriter.ts";
import { widthOf } from "../../support/layoutSheet.ts";
import { BODY, drawCaption, TableSheet } from "../../support/tables/tableSheet.ts";

// A frequency table as statistics packages print it: rules above, under the header and below,
// and one vertical rule, after the stub column only. The columns right of that rule are parted
// by whitespace alone; each is a column of its own, not one cell holding a row's figures.

const CELL = { font: "Times-Roman" as const, size: 10 };
const HEADER = ["Answers", "Freq.", "Percent", "Cum."];
const ROWS = [
  ["none", "138", "6.9", "6.9"],
  ["one", "178", "8.8", "15.7"],
  ["two", "626", "31.1", "46.8"],
  ["three", "1070", "53.2", "100.0"],
];
/** Right edges of the figure columns: right-aligned, about two ems apart. */
const RIGHT = [238, 290, 334];

async function partRuledTable(): Promise<Uint8Array> {
  const sheet = new TableSheet();
  const page = sheet.addPage();
  let y = sheet.paragraph(page, PROSE.slice(0, 3).join(" "), 72, 90, 468, BODY);
  y = drawCaption(sheet, page, "Table 2", "Answers given by the respondents", 72, y + 24, 400);
  const rowH = 14;
  const top = y;
  sheet.rule(page, 72, y, 350, y);
  const line = (cells: string[], at: number) =>
    cells.forEach((cell, k) => sheet.text(page, cell, k === 0 ? 76 : RIGHT[k - 1]! - widthOf(cell, CELL), at, CELL));
  line(HEADER, y + 11);
  y += rowH + 2;
  sheet.rule(page, 72, y, 350, y);
  for (const row of ROWS) {
    line(row, y + 11);
    y += rowH;
  }
  sheet.rule(page, 72, y + 2, 350, y + 2);
  // The one vertical rule: after the stub, top to bottom.
  sheet.rule(page, 180, top, 180, y + 2);
  sheet.paragraph(page, PROSE.slice(3, 6).join(" "), 72, y + 30, 468, BODY);
  return sheet.render("Answers");
}

describe("a table ruled only after its stub column", () => {
  it("parts the columns beyond the rule by their whitespace", async () => {
    const paper = await parsePdf(await partRuledTable(), { file: "generated.pdf" });
    const table = (paper.tables ?? []).find((t) => t.label === "Table 2");
    expect(table).toBeDefined();
    const grid = tableGrid(table!);
    expect(grid.header.map((r) => r.map(norm))).toEqual([HEADER.map(norm)]);
    expect(grid.rows.map((r) => r.map(norm))).toEqual(ROWS.map((r) => r.map(norm)));
  });
});
