import { describe, expect, it } from "vitest";
import { drawTable } from "../../support/tables/tableSheet.ts";
import { normed, normedGrid, readTables, row, TablePage } from "../../support/tables/tablePage.ts";

// A page's one table, a grid across both columns at the page's head, its caption set right under
// it, then the page's two columns of running text (ACL's style, as on a results page). The
// caption's own search reads below first and finds the columns of text, no table; the grid is
// then read by its rules with no name. A caption that named nothing names the one table it
// touches. Guard: with a paragraph set between the grid and the caption, the grid stays unnamed.

const COLUMNS = [90, 70, 60, 60, 60, 60, 60];
const HEADER = row("Scenario", "ASR", "baseline", "AM", "LM", "AM+LM", "manual");
const ROWS = [["MaxEnt", "1-best", "0.65", "0.73", "0.76", "0.77", "0.81"], ["CRF", "1-best", "0.69", "0.76", "0.77", "0.76", "0.82"], ["MaxEnt", "WCN", "0.70", "0.73", "0.77", "0.77", "0.81"], ["CRF", "WCN", "0.73", "0.76", "0.77", "0.78", "0.82"]];

async function page(textBetween: boolean): Promise<Uint8Array> {
  const p = new TablePage();
  let y = drawTable(p.sheet, p.page, { columns: COLUMNS, header: [HEADER], rows: ROWS.map((r) => row(...r)), style: "grid" }, 72, 60).bottom;
  if (textBetween) y = p.prose(0, 2, y + 14);
  y = p.caption("Table 6", "Classification performance (AUC) for the baseline model and the best performing log-linear models under three scenarios.", y + 12, 72, 468);
  // The left column's paragraph ends in two lines, then a section's heading; the right column runs on.
  const end = p.columnText(72, y + 8, 225, 1);
  p.text("6.3 Evaluating the classification", 72, end + 26, { font: "Times-Bold", size: 11 });
  p.columnText(72, end + 44, 225, 8);
  p.columnText(315, y + 8, 225, 12);
  return p.render("Results");
}

describe("a caption right under a page's one table, over two columns of text", () => {
  it("names the table it touches", async () => {
    const tables = await readTables(await page(false));
    expect(tables.map((t) => t.label)).toEqual(["Table 6"]);
    expect(tables[0]!.caption).toContain("Classification performance");
    expect(normedGrid(tables[0]!).rows).toEqual(normed(ROWS));
  });

  it("leaves a table unnamed when running text stands between it and the caption", async () => {
    const tables = await readTables(await page(true));
    expect(tables.filter((t) => t.label === "Table 6" && t.rows.length === ROWS.length)).toEqual([]);
  });
});
