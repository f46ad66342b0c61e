import { describe, expect, it } from "vitest";
import { tableGrid } from "../../../src-main/contract/tables.ts";
import { parsePdf } from "../../../src-main/core/documents/parsePdf.ts";
import { norm } from "../../corpus/paperTruth.ts";
import { PROSE } from "../../support/tables/paperWriter.ts";
import { TableSheet } from "../../support/tables/tableSheet.ts";

// A table set in whitespace alone, with no caption and no rule: age groups and their proportions.
// The last label, "80 +", is set in two runs with a wide word space between them, so its row has
// three pieces, two of them close together. Those two are one cell's words: the row is the
// table's last row, not a line that ends the table.

const STYLE = { font: "Times-Roman" as const, size: 12 };
const BODY = { ...STYLE, leading: 14 };
const ROWS = [
  ["20-29", "0.2650"],
  ["30-39", "0.2046"],
  ["40-49", "0.1477"],
  ["50-59", "0.1514"],
  ["60-69", "0.1225"],
];

async function spacedLastLabel(): Promise<Uint8Array> {
  const sheet = new TableSheet();
  const page = sheet.addPage();
  let y = sheet.paragraph(page, PROSE.slice(0, 3).join(" "), 72, 90, 468, BODY);
  y += 24;
  sheet.text(page, "Age Group", 72, y, STYLE);
  sheet.text(page, "Proportion", 180, y, STYLE);
  y += 26;
  for (const [age, share] of ROWS) {
    sheet.text(page, age!, 72, y, STYLE);
    sheet.text(page, share!, 194, y, STYLE);
    y += 13;
  }
  // "80" and "+" drawn apart, three quarters of an em between them.
  const after = sheet.text(page, "80", 72, y, STYLE);
  sheet.text(page, "+", after + 9, y, STYLE);
  sheet.text(page, "0.0336", 194, y, STYLE);
  sheet.paragraph(page, PROSE.slice(3, 6).join(" "), 72, y + 40, 468, BODY);
  return sheet.render("Proportions");
}

describe("a table of whitespace whose last label has a wide word space", () => {
  it("keeps the last row", async () => {
    const paper = await parsePdf(await spacedLastLabel(), { file: "generated.pdf" });
    const tables = paper.tables ?? [];
    expect(tables).toHaveLength(1);
    const rows = tableGrid(tables[0]!).rows.map((r) => r.map(norm));
    expect(rows.slice(0, ROWS.length)).toEqual(ROWS);
    expect(rows.at(-1)).toEqual(["80 +", "0.0336"]);
  });
});
