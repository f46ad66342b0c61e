import { describe, expect, it } from "vitest";
import { tableGrid } from "../../../src-main/contract/tables.ts";
import { parsePdf } from "../../../src-main/core/documents/parsePdf.ts";
import { norm } from "../../corpus/paperTruth.ts";
import { PROSE } from "../../support/tables/paperWriter.ts";
import { BODY, drawCaption, TableSheet } from "../../support/tables/tableSheet.ts";

// A full grid, ruled between its columns and under every row, whose cells in two columns list
// several points, one per line, each beginning with a capital, beside a stub cell left empty (the
// property above goes on). Half its rows hold such lists. A row is what its rules enclose: the
// points are lines of one cell, not rows of their own.

const CELL = { font: "Times-Roman" as const, size: 9 };
const HEADER = ["Property", "Kind", "What is measured", "Points of review"];
/** Each cell as its lines. */
const ROWS: string[][][] = [
  [["Reliability"], ["Test and retest"], ["Stability of the scores over time"], ["Correlation within persons"]],
  [[], ["Internal consistency"], ["Items measure one concept", "Items correlate with each other"], ["Alpha for each score", "Item and total correlations"]],
  [[], ["Content validity"], ["Evidence from interviews"], ["Derivation of all items", "Interview schedule", "Focus group transcripts"]],
  [["Change"], ["Responsiveness"], ["Differences in scores over time"], ["Effect size statistic"]],
];
const X = [72, 150, 240, 390, 540];
const LINE = 11;

async function gridWithLists(): Promise<Uint8Array> {
  const sheet = new TableSheet();
  const page = sheet.addPage();
  let y = sheet.paragraph(page, PROSE.slice(0, 3).join(" "), 72, 90, 468, BODY);
  y = drawCaption(sheet, page, "Table 2", "Properties reviewed for each instrument", 72, y + 24, 400);
  const top = y;
  sheet.rule(page, X[0]!, y, X[4]!, y);
  HEADER.forEach((h, k) => sheet.text(page, h, X[k]! + 4, y + 11, CELL));
  y += 15;
  sheet.rule(page, X[0]!, y, X[4]!, y);
  for (const row of ROWS) {
    row.forEach((lines, k) => lines.forEach((line, n) => sheet.text(page, line, X[k]! + 4, y + 11 + n * LINE, CELL)));
    y += 5 + LINE * Math.max(...row.map((lines) => lines.length));
    sheet.rule(page, X[0]!, y, X[4]!, y);
  }
  for (const x of X) sheet.rule(page, x, top, x, y);
  sheet.paragraph(page, PROSE.slice(3, 6).join(" "), 72, y + 30, 468, BODY);
  return sheet.render("Properties");
}

describe("a full grid whose cells list points line by line", () => {
  it("reads each stretch between its rules as one row", async () => {
    const paper = await parsePdf(await gridWithLists(), { file: "generated.pdf" });
    const table = (paper.tables ?? []).find((t) => t.label === "Table 2");
    expect(table).toBeDefined();
    const grid = tableGrid(table!);
    expect(grid.header.map((r) => r.map(norm))).toEqual([HEADER.map(norm)]);
    expect(grid.rows.map((r) => r.map(norm))).toEqual(ROWS.map((r) => r.map((lines) => norm(lines.join(" ")))));
  });
});
