import { describe, expect, it } from "vitest";
import { tableGrid } from "../../../src-main/contract/tableGrid.ts";
import { parsePdf } from "../../../src-main/core/documents/parsePdf.ts";
import { rightToLeftTablePdf, type RightToLeftRow } from "../../support/rightToLeftPdf.ts";

// A Hebrew table: figures on the left, row labels on the right, each label word drawn as an item
// of its own from left to right (pdf.js gives them in that order). A reader reads each label from
// its right end, and a section's heading printed alone on its line, set apart above its rows, is a
// row of the table, not more words of the label above it.

const YEARS = ["2014", "2013", "2012"];
const ROWS: RightToLeftRow[] = [
  { label: "סך הכל", figures: ["2.6", "3.2", "3.0"] },
  { label: "הסקטור העסקי", figures: ["2.5", "3.4", "2.9"] },
  { label: "שימושים במקורות", figures: [], gapAbove: 5 },
  { label: "צריכה פרטית לנפש", figures: ["1.8", "1.4", "1.2"] },
  { label: "יצוא סחורות", figures: ["0.6", "1.5", "0.9"] },
  { label: "ההשקעה בנכסים קבועים", figures: [], gapAbove: 5 },
  { label: "בנייה פרטית", figures: ["-2.4", "0.0", "8.5"] },
  { label: "עבודות בנייה אחרות", figures: ["-8.7", "4.0", "13.6"] },
];

async function readTable() {
  const paper = await parsePdf(rightToLeftTablePdf(YEARS, ROWS), { file: "rtl.pdf" });
  const table = paper.tables?.[0];
  expect(table, "the table is found").toBeDefined();
  return tableGrid(table!);
}

describe("a table read right to left", () => {
  it("reads each row label's words in their order, from the right", async () => {
    const grid = await readTable();
    const labels = grid.rows.map((r) => r.at(-1)!.trim()).filter((l) => l !== "");
    expect(labels).toContain("הסקטור העסקי");
    expect(labels).toContain("עבודות בנייה אחרות");
    expect(labels).not.toContain("העסקי הסקטור");
  });

  it("keeps a label printed alone on its line as a row of its own", async () => {
    const grid = await readTable();
    expect(grid.rows.map((r) => [r.at(-1)!.trim(), ...r.slice(0, 3).map((c) => c.trim())])).toEqual(ROWS.map((row) => [row.label, ...(row.figures.length ? row.figures : ["", "", ""])]));
  });
});
