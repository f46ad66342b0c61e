import { describe, expect, it } from "vitest";
import { BODY, drawTable } from "../../support/tables/tableSheet.ts";
import { normed, normedGrid, readTables, row, TablePage } from "../../support/tables/tablePage.ts";

// Grids in a two-column page's right column, each captioned right under itself by one line in the
// body's font but no stop and no bold ("Table 4 Sum of columns in the comparison matrix"), set
// either in a type smaller than the running text's or centred under the grid (as some conference
// templates set them). Neither is a caption by its type; by its place it is: one line apart from
// the running text, touching one table. The grid is read by its rules either way; the caption
// names it. Guards: a small "Table 4 shows ..." line (a sentence, its next word lower case) under
// the grid, and a flush-left line in the body's type, name nothing.

const COLUMNS = [70, 40, 40, 40, 40];
const HEADER = row("Requirements", "R1", "R2", "R3", "R4");
const ROWS = [["R1", "1", "5", "5", "7"], ["R2", "0.2", "1", "3", "3"], ["R3", "0.2", "0.33", "1", "9"], ["Total", "1.54", "6.66", "9.11", "20"]];

async function page(caption: string, placed: "small" | "centred" | "flush"): Promise<Uint8Array> {
  const p = new TablePage();
  p.columnText(72, 90, 225, 14);
  const y = p.columnText(315, 90, 225, 3);
  const bottom = drawTable(p.sheet, p.page, { columns: COLUMNS, header: [HEADER], rows: ROWS.map((r) => row(...r)), style: "grid" }, 315, y + 10).bottom;
  const size = placed === "small" ? BODY.size - 2 : BODY.size;
  if (placed === "centred") p.centred(caption, 315, 315 + 230, bottom + 12, { font: BODY.font, size });
  else p.text(caption, 315, bottom + 12, { font: BODY.font, size });
  p.columnText(315, bottom + 34, 225, 4);
  return p.render("Priorities");
}

const grids = async (caption: string, placed: "small" | "centred" | "flush") => (await readTables(await page(caption, placed))).filter((t) => normedGrid(t).rows.length === ROWS.length);

describe("a one-line caption with no stop, in the body's font, right under its grid", () => {
  it("names the grid when set smaller than the running text", async () => {
    const tables = await grids("Table 4 Sum of columns in the comparison matrix", "small");
    expect(tables.map((t) => t.label)).toEqual(["Table 4"]);
    expect(tables[0]!.caption).toContain("Sum of columns");
    expect(normedGrid(tables[0]!).rows).toEqual(normed(ROWS));
  });

  it("names the grid when centred under it", async () => {
    const tables = await grids("Table 4 Sum of the columns", "centred");
    expect(tables.map((t) => t.label)).toEqual(["Table 4"]);
  });

  it("names nothing with a sentence's line, or a flush line in the body's type", async () => {
    expect((await grids("Table 4 shows the sum of columns in the matrix", "small")).map((t) => t.label)).toEqual([null]);
    expect((await grids("Table 4 Sum of columns in the comparison matrix", "flush")).map((t) => t.label)).toEqual([null]);
  });
});
