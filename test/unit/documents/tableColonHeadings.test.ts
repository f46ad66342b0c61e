import { describe, expect, it } from "vitest";
import { tableGrid } from "../../../src-main/contract/tableGrid.ts";
import { parsePdf } from "../../../src-main/core/documents/parsePdf.ts";
import { rightToLeftTablePdf, type RightToLeftRow } from "../../support/rightToLeftPdf.ts";

// A Hebrew table of statistics whose groups are headed by a label ending in a colon, printed alone
// on its line at the rows' own pitch ("Public consumption expenditure:" over "Total", "Civil"):
// the heading is a row of its own, not the first line of the label under it.

const YEARS = ["2014", "2013", "2012"];
const ROWS: RightToLeftRow[] = [
  { label: "סך הכל", figures: ["2.6", "3.2", "3.0"] },
  { label: "ההוצאה לצריכה ציבורית:", figures: [] },
  { label: "סך הכל", figures: ["3.8", "3.5", "3.6"] },
  { label: "אזרחית", figures: ["2.5", "3.1", "3.8"] },
  { label: "ההוצאה לצריכה פרטית לנפש:", figures: [] },
  { label: "סך הכל", figures: ["1.8", "1.4", "1.2"] },
  { label: "מוצרים בני-קיימא", figures: ["7.0", "1.9", "-2.0"] },
];

describe("a label ending in a colon, alone on its line over rows with figures", () => {
  it("is a row of its own, heading the rows under it", async () => {
    const paper = await parsePdf(rightToLeftTablePdf(YEARS, ROWS), { file: "rtl.pdf" });
    expect(paper.tables?.[0], "the table is found").toBeDefined();
    const grid = tableGrid(paper.tables![0]!);
    expect(grid.rows.map((r) => [r.at(-1)!.trim(), ...r.slice(0, 3).map((c) => c.trim())])).toEqual(ROWS.map((row) => [row.label, ...(row.figures.length ? row.figures : ["", "", ""])]));
  });
});
