import { describe, expect, it } from "vitest";
import { tableGrid } from "../../../src-main/contract/tables.ts";
import { parsePdf } from "../../../src-main/core/documents/parsePdf.ts";
import { norm } from "../../corpus/paperTruth.ts";
import { PROSE } from "../../support/tables/paperWriter.ts";
import { BODY, TableSheet } from "../../support/tables/tableSheet.ts";

// A boxed two-column table with no caption in a glossary page: a name on the left, and on the
// right a phrase of seven words ("At least 80 and less than 120"). A phrase that long beside a
// short name is a cell, not a line of prose: the page is looked at for tables and the table read.

const CELL = { font: "Helvetica" as const, size: 10 };
const X = [72, 290, 480];
const ROWS = [
  ["Income level", "Share of the area median income"],
  ["Low", "Less than 50"],
  ["Moderate", "At least 50 and less than 80"],
  ["Middle", "At least 80 and less than 120"],
  ["Upper", "120 or more"],
];

async function glossary(): Promise<Uint8Array> {
  const sheet = new TableSheet();
  const page = sheet.addPage();
  let y = sheet.paragraph(page, PROSE.slice(0, 3).join(" "), 72, 90, 468, BODY) + 24;
  const top = y;
  const rowH = 14;
  for (const row of ROWS) {
    sheet.rule(page, X[0]!, y, X[2]!, y);
    sheet.text(page, row[0]!, X[0]! + 3, y + 10.5, CELL);
    sheet.text(page, row[1]!, X[1]! + 3, y + 10.5, CELL);
    y += rowH;
  }
  sheet.rule(page, X[0]!, y, X[2]!, y);
  for (const x of X) sheet.rule(page, x, top, x, y);
  sheet.paragraph(page, PROSE.slice(3, 6).join(" "), 72, y + 24, 468, BODY);
  return sheet.render("Glossary");
}

describe("a boxed table whose cells hold phrases of seven words", () => {
  it("is found and read", async () => {
    const tables = (await parsePdf(await glossary(), { file: "generated.pdf" })).tables ?? [];
    expect(tables).toHaveLength(1);
    const grid = tableGrid(tables[0]!);
    expect([...grid.header, ...grid.rows].map((r) => r.map(norm))).toEqual(ROWS.map((r) => r.map(norm)));
  });
});
