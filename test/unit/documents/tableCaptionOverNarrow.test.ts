import { describe, expect, it } from "vitest";
import { BODY, drawTable, type TableSpec } from "../../support/tables/tableSheet.ts";
import { normedGrid, readTables, row, specCells, TablePage } from "../../support/tables/tablePage.ts";
import { DETECTION } from "../../support/tables/twoColumnTablePage.ts";

// A narrow table centred in its column under a caption set flush left at the margin (LaTeX's
// default for a short tabular under a left-aligned caption package): the caption's measure and the
// table's top rule barely meet, so no rule was found "under the caption" and the table went
// unnamed (two columns: read as an uncaptioned table) or unread (one column: a table of one column
// needs its caption). The guards: an algorithm's rules under the caption with a line of prose between, and
// a table in the other column of a two-column page just under the caption's height.

const SETTINGS: TableSpec = { columns: [120], header: [row("Setting")], rows: [row("Expert number = 10"), row("TopK = 5"), row("Prototype number = 16"), row("Learning rate = 1e-4")], style: "booktabs" };
const SIZES: TableSpec = { columns: [70, 50], header: [row("Model", "Size")], rows: [row("Small", "12M"), row("Base", "86M"), row("Large", "307M"), row("Huge", "632M")], style: "booktabs" };

/** Prose, a caption at (captionX, y) `captionWidth` wide, the table at tableX under it, prose. */
async function captioned(spec: TableSpec, tableX: number, captionX: number, captionWidth: number): Promise<Uint8Array> {
  const p = new TablePage();
  const y = p.caption("Table 1.", "Hyperparameters used in all runs.", p.prose(0, 3) + 20, captionX, captionWidth);
  p.prose(3, 6, drawTable(p.sheet, p.page, spec, tableX, y + 6).bottom + 25);
  return p.render("Caption over a narrow table");
}

describe("a narrow table off to one side under a caption set at the margin", () => {
  it("reads a one-column table centred in the page under a flush-left caption as that caption's table", async () => {
    const tables = await readTables(await captioned(SETTINGS, 246, 72, 400));
    expect(tables.map((t) => [t.label, normedGrid(t).all])).toEqual([["Table 1", specCells(SETTINGS)]]);
  });

  it("names a two-column table set off to the side by the caption over it", async () => {
    const tables = await readTables(await captioned(SIZES, 246, 72, 400));
    expect(tables.map((t) => [t.label, normedGrid(t).all])).toEqual([["Table 1", specCells(SIZES)]]);
  });

  it("still reads the table when the caption is centred over it or the table sits at the margin too", async () => {
    for (const [tableX, captionX, width] of [[246, 226, 200], [72, 72, 400]] as const) {
      const tables = await readTables(await captioned(SETTINGS, tableX, captionX, width));
      expect(tables.map((t) => [t.label, normedGrid(t).all])).toEqual([["Table 1", specCells(SETTINGS)]]);
    }
  });

  it("does not take an algorithm ruled off to the side under a line of prose for the caption's table", async () => {
    const steps = ["Algorithm 1 Greedy search", "1: input: graph G", "2: for each node v do", "3: visit v", "4: end for", "5: return order"];
    const p = new TablePage();
    const y = p.caption("Table 1.", "Hyperparameters used in all runs.", p.prose(0, 3) + 20);
    p.paragraph("The settings follow the ones the earlier study chose.", 72, y + 12, 468);
    const top = y + 17;
    p.rule(260, top, 460, top, 0.8);
    steps.forEach((s, i) => p.text(s, 262, top + 11 + i * 12, i === 0 ? { ...BODY, font: "Times-Bold" } : BODY));
    p.rule(260, top + 14, 460, top + 14, 0.4);
    const bottom = top + 4 + steps.length * 12;
    p.rule(260, bottom, 460, bottom, 0.8);
    p.prose(3, 6, bottom + 25);
    expect(await readTables(await p.render("Prose under a caption"))).toEqual([]);
  });

  it("leaves a table in the other column, just under the caption's height, to itself", async () => {
    const p = new TablePage();
    const left = p.columnText(72, 90, 220, 4);
    const y = p.caption("Table 1.", "Settings.", left + 20, 72, 220);
    p.columnText(72, y + 60, 220, 3);
    const right = p.columnText(320, 90, 220, 3);
    drawTable(p.sheet, p.page, DETECTION, 330, Math.max(right + 12, y + 4));
    const tables = await readTables(await p.render("Caption beside a table"));
    expect(tables.map((t) => [t.label ?? null, normedGrid(t).all])).toEqual([[null, specCells(DETECTION)]]);
  });
});
