import { describe, expect, it } from "vitest";
import { BODY, drawTable } from "../../support/tables/tableSheet.ts";
import { normed, normedGrid, readTables, row, TablePage } from "../../support/tables/tablePage.ts";

// A grid filling the foot of a two-column page's right column, its caption set under it pushed to
// the head of the next page's left column (one line in a type smaller than the running text, as
// Grobid_1's "Table 3 AHP nxn Priority Matrix"). Read page by page, the grid was found by its
// rules with no name and the caption named nothing. The caption opening the next page in reading
// order names the table that closed the page before. Guards: the grid at the foot of the LEFT
// column (the right column's text follows it on its page), and a caption under a paragraph of its
// column on the next page, name nothing.

const COLUMNS = [70, 40, 40, 40, 40];
const HEADER = row("Requirements", "R1", "R2", "R3", "R4");
const ROWS = [["R1", "1", "5", "5", "7"], ["R2", "0.2", "1", "3", "3"], ["R3", "0.2", "0.33", "1", "9"], ["Total", "1.54", "6.66", "9.11", "20"]];
const CAPTION = "Table 3 AHP Priority Matrix of the requirements";

async function paper(gridIn: "right" | "left", captionAfterText: boolean): Promise<Uint8Array> {
  const p = new TablePage();
  const x = gridIn === "right" ? 315 : 72;
  const other = gridIn === "right" ? 72 : 315;
  p.columnText(other, 90, 225, 30);
  const y = p.columnText(x, 90, 225, 22);
  drawTable(p.sheet, p.page, { columns: COLUMNS, header: [HEADER], rows: ROWS.map((r) => row(...r)), style: "grid" }, x, y + 10);
  p.nextPage();
  let top = 80;
  if (captionAfterText) top = p.columnText(72, 80, 225, 2) + 14;
  p.text(CAPTION, 72, top, { font: BODY.font, size: BODY.size - 2 });
  p.columnText(72, top + 22, 225, 20);
  p.columnText(315, 80, 225, 24);
  return p.render("Priorities");
}

const grids = async (gridIn: "right" | "left", captionAfterText = false) => (await readTables(await paper(gridIn, captionAfterText))).filter((t) => normedGrid(t).rows.length === ROWS.length);

describe("a caption pushed to the head of the next page, under a grid closing the page before", () => {
  it("names the grid", async () => {
    const tables = await grids("right");
    expect(tables.map((t) => [t.label, t.page])).toEqual([["Table 3", 1]]);
    expect(tables[0]!.caption).toContain("AHP Priority Matrix");
    expect(normedGrid(tables[0]!).rows).toEqual(normed(ROWS));
  });

  it("names nothing when the page's other column follows the grid, or text opens the next page", async () => {
    expect((await grids("left")).map((t) => t.label)).toEqual([null]);
    expect((await grids("right", true)).map((t) => t.label)).toEqual([null]);
  });
});
