import { describe, expect, it } from "vitest";
import { norm } from "../../corpus/paperTruth.ts";
import { drawTable } from "../../support/tables/tableSheet.ts";
import { normedGrid, readTables, row, TablePage } from "../../support/tables/tablePage.ts";

// A table in the left column of a two-column page under a caption wrapped over three lines; the
// right column's running text, set larger than the caption and in long words (few to a line),
// goes on beside it with a line on about the caption's second baseline. That short line of the
// next column is no cell beside the caption's line: the cells of one row share a type size. Cut
// there, the caption's other lines stood between it and its table's top rule and the table was
// not found at all (a Springer paper's analysis-of-variance table, read by gmft's tests).

const CAPTION = "Analysis of variance for the fitted response surface model of dye removal by the adsorbent prepared from cellulose fibres and magnetite";
const HEAD = ["Source", "DF", "SS", "F value"];
const ROWS = [
  ["Model", "14", "401.03", "218.33"],
  ["Linear", "4", "12.46", "23.70"],
  ["Square", "4", "15.22", "29.01"],
  ["Error", "15", "1.97", "-"],
  ["Total", "29", "402.99", "-"],
];
// Long words, so each line of the right column holds fewer than the eight a paragraph's line is known by.
const WORDY = "Interaction coefficients considerably exceeded conventional significance thresholds throughout. Temperature dependence appeared quadratically pronounced, whereas concentration influences remained comparatively modest everywhere. Consequently, subsequent optimisation concentrated exclusively upon temperature, acidity and adsorbent quantities. ";

async function captionBesideLargerType(): Promise<Uint8Array> {
  const p = new TablePage();
  const y = 90;
  const below = p.caption("Table 5", CAPTION, y, 45, 250);
  // The right column's second line falls a point above the caption's second line.
  p.paragraph(WORDY.repeat(3), 310, y - 2.5, 250);
  drawTable(p.sheet, p.page, { columns: [90, 40, 60, 60], header: [row(...HEAD)], rows: ROWS.map((r) => row(...r)), style: "booktabs" }, 45, below + 6);
  return p.render("Variance");
}

describe("a caption wrapped beside the next column's larger, wordy type", () => {
  it("keeps its lines in the caption and finds its table under them", async () => {
    const tables = await readTables(await captionBesideLargerType());
    expect(tables.map((t) => t.label)).toEqual(["Table 5"]);
    const table = tables[0]!;
    expect(norm(table.caption ?? "")).toBe(norm(CAPTION));
    const grid = normedGrid(table);
    expect(grid.header).toEqual([HEAD]);
    expect(grid.rows).toEqual(ROWS);
  });
});
