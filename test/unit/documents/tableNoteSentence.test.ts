import { describe, expect, it } from "vitest";
import { tableGrid } from "../../../src-main/contract/tables.ts";
import { parsePdf } from "../../../src-main/core/documents/parsePdf.ts";
import { norm } from "../../corpus/paperTruth.ts";
import { PROSE } from "../../support/tables/paperWriter.ts";
import { BODY, CELL, drawCaption, TableSheet } from "../../support/tables/tableSheet.ts";

// Reports print a sentence under a table's caption that says what the table holds, in the
// table's type and across its width, before the headings. It is a note, not a header row: the
// header is the headings alone.

const NOTE = "This table gives the number and the share of respondents who answered none, one, two or all three of the questions on saving right.";

const COLUMNS = [72, 210, 300, 390];
const HEADINGS = ["Correct answers", "Count", "Percent", "Cumulative"];
const ROWS = [
  ["0", "138", "6.9", "6.9"],
  ["1", "178", "8.8", "15.7"],
  ["2", "626", "31.1", "46.8"],
  ["3", "1070", "53.2", "100.0"],
];

/** The caption, a rule, the note across the table, the headings, a rule, the rows, a rule. */
async function notedTable(): Promise<Uint8Array> {
  const sheet = new TableSheet();
  const page = sheet.addPage();
  let y = sheet.paragraph(page, PROSE.slice(0, 3).join(" "), 72, 90, 468, BODY);
  y = drawCaption(sheet, page, "Table 2", "Answers on saving", 72, y + 20, 400);
  sheet.rule(page, 70, y - 6, 472, y - 6);
  y = sheet.paragraph(page, NOTE, 72, y + 4, 400, { ...CELL, leading: 11 });
  HEADINGS.forEach((h, k) => sheet.text(page, h, COLUMNS[k]!, y, CELL));
  sheet.rule(page, 70, y + 4, 472, y + 4);
  y += 16;
  for (const r of ROWS) {
    r.forEach((cell, k) => sheet.text(page, cell, COLUMNS[k]!, y, CELL));
    y += 12;
  }
  sheet.rule(page, 70, y - 6, 472, y - 6);
  sheet.paragraph(page, PROSE.slice(3, 6).join(" "), 72, y + 24, 468, BODY);
  return sheet.render("Saving answers");
}

describe("a sentence under a table's caption", () => {
  it("is left out of the table's header", async () => {
    const paper = await parsePdf(await notedTable(), { file: "generated.pdf" });
    const table = (paper.tables ?? []).find((t) => t.label === "Table 2");
    expect(table).toBeDefined();
    const grid = tableGrid(table!);
    expect(grid.header.map((r) => r.map(norm))).toEqual([HEADINGS.map(norm)]);
    expect(grid.rows.map((r) => r.map(norm))).toEqual(ROWS.map((r) => r.map(norm)));
  });
});
