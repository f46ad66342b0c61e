import { describe, expect, it } from "vitest";
import { tableGrid } from "../../../src-main/contract/tableGrid.ts";
import { parsePdf } from "../../../src-main/core/documents/parsePdf.ts";
import { spreadPdf, type SpreadTable } from "../../support/spreadPdf.ts";

// Two pages printed side by side on one sheet, a rule down the whole sheet between them: a grid of
// check boxes on the right page, with no caption and no rule, whose first rows share their
// baselines with a list of answers on the left page. The list is no part of those rows.

const SHEET: SpreadTable = {
  leftLines: ["Yes, at the national level", "Yes, at the regional level", "Yes, at the local level", "No"],
  header: ["", "", "State funded", "CSOs"],
  rows: [
    ["o", "Persons with disabilities", "*", "*"],
    ["o", "Children", "*", "*"],
    ["o", "Women", "*", "*"],
    ["o", "The elderly", "*", "*"],
    ["o", "Migrants", "*", "*"],
    ["o", "Internally displaced persons", "*", "*"],
  ],
};

describe("a table on one of two pages printed side by side", () => {
  it("keeps its rows that share baselines with the other page's lines", async () => {
    const paper = await parsePdf(spreadPdf(SHEET), { file: "spread.pdf" });
    expect(paper.tables ?? [], "one table is found").toHaveLength(1);
    const grid = tableGrid(paper.tables![0]!);
    expect(grid.rows.map((r) => r.map((c) => c.trim()))).toEqual(SHEET.rows);
    expect(grid.header.at(-1)?.map((c) => c.trim())).toEqual(SHEET.header);
  });
});
