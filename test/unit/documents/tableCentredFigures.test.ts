import { describe, expect, it } from "vitest";
import { tableGrid } from "../../../src-main/contract/tables.ts";
import { parsePdf } from "../../../src-main/core/documents/parsePdf.ts";
import { norm } from "../../corpus/paperTruth.ts";
import { widthOf } from "../../support/layoutSheet.ts";
import { PROSE } from "../../support/tables/paperWriter.ts";
import { BODY, drawCaption, TableSheet } from "../../support/tables/tableSheet.ts";

// Row labels wrapped over two lines, each row's figures set on a line of their own centred
// between the label's two lines. Each label's first line begins its row: it does not go on
// with the row above, which already has its figures.

const CELL = { font: "Helvetica" as const, size: 8 };
/** Cell edges: the stub, then four figure columns. */
const X = [72, 240, 290, 340, 390, 440];
const ROWS: [string[], string[]][] = [
  [["Median household income"], ["49,497", "51,295", "52,587", "52,500"]],
  [["Between-state income inequality (Gini", "index)"], ["0.0628", "0.0636", "0.0612", "0.0646"]],
  [["Premature mortality (years of potential life", "lost before age 75 years)"], ["7108.3", "6960.6", "6920.0", "6899.5"]],
  [["Between-state inequality in premature", "mortality (Gini index)"], ["0.0762", "0.0785", "0.0820", "0.0850"]],
  [["Inequality in HALex (Gini index),", "ages 18–65 years"], ["0.0928", "0.0872", "0.0848", "0.0840"]],
];

async function centredFigures(): Promise<Uint8Array> {
  const sheet = new TableSheet();
  const page = sheet.addPage();
  let y = sheet.paragraph(page, PROSE.slice(0, 3).join(" "), 72, 90, 468, BODY);
  y = drawCaption(sheet, page, "Table 1", "Inequality in income and mortality by year", 72, y + 24, 400);
  const right = (text: string, x1: number, at: number) => sheet.text(page, text, x1 - 6 - widthOf(text, CELL), at, CELL);
  sheet.rule(page, X[0]!, y, X[5]!, y);
  sheet.text(page, "Measure", X[0]! + 2, y + 11, CELL);
  ["1997", "1998", "1999", "2000"].forEach((t, k) => right(t, X[k + 2]!, y + 11));
  y += 15;
  sheet.rule(page, X[0]!, y, X[5]!, y);
  for (const [label, figures] of ROWS) {
    y += 13;
    sheet.text(page, label[0]!, X[0]! + 2, y, CELL);
    if (label[1]) sheet.text(page, label[1], X[0]! + 2, y + 9, CELL);
    const at = label[1] ? y + 4.5 : y;
    figures.forEach((t, k) => right(t, X[k + 2]!, at));
    if (label[1]) y += 9;
  }
  y += 5;
  sheet.rule(page, X[0]!, y, X[5]!, y);
  sheet.paragraph(page, PROSE.slice(3, 6).join(" "), 72, y + 30, 468, BODY);
  return sheet.render("Inequality");
}

describe("figures centred between the two lines of their row's label", () => {
  it("keep each label whole in its own row", async () => {
    const paper = await parsePdf(await centredFigures(), { file: "generated.pdf" });
    const table = (paper.tables ?? []).find((t) => t.label === "Table 1");
    expect(table).toBeDefined();
    const grid = tableGrid(table!);
    expect(grid.rows.map((r) => r.map(norm))).toEqual(ROWS.map(([label, figures]) => [label.join(" "), ...figures].map(norm)));
  });
});
