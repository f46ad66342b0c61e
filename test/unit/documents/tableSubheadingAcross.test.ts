import { describe, expect, it } from "vitest";
import { tableGrid } from "../../../src-main/contract/tableGrid.ts";
import { norm } from "../../corpus/paperTruth.ts";
import { widthOf } from "../../support/layoutSheet.ts";
import { labelled, normed, readTables, TablePage } from "../../support/tables/tablePage.ts";

// A table with no rules whose body is parted by sub-headings centred over the figure columns
// ("Modelled, in thousands"), with no text in the stub column beside them. Each sub-heading is a
// row of its own: it does not join the row of figures above it, though nothing in the stub
// column begins a row there.

const CELL = { font: "Helvetica" as const, size: 9 };
const HEADER = ["Series", "Spring", "Summer", "Autumn"];
const OBSERVED = ["Counted", "1,204", "1,377", "1,150"];
const SUB_MODELLED = "Modelled, in thousands";
const MODELLED = [
  ["Model of the first kind", "1,210", "1,365", "1,162"],
  ["Model of the second kind", "1,198", "1,390", "1,141"],
];
const SUB_ERROR = "Difference between counted and modelled figures";
const ERRORS = [
  ["Model of the first kind", "0.5", "0.9", "1.0"],
  ["Model of the second kind", "0.5", "0.9", "0.8"],
];
/** Right edges of the figure columns. */
const RIGHT = [300, 390, 480];

async function subheadedTable(): Promise<Uint8Array> {
  const p = new TablePage();
  let y = p.prose(0, 3);
  y = p.caption("Table 3", "Counted and modelled visits by season", y + 24);
  const line = (cells: string[], at: number) =>
    cells.forEach((cell, k) => p.text(cell, k === 0 ? 72 : RIGHT[k - 1]! - widthOf(cell, CELL), at, CELL));
  // Centred over the figure columns, from the first one's left edge to the last one's right.
  const across = (text: string, at: number) => p.text(text, (RIGHT[0]! - 40 + RIGHT[2]!) / 2 - widthOf(text, CELL) / 2, at, CELL);
  y += 14;
  p.rule(72, y, 480, y);
  line(HEADER, y + 12);
  y += 18;
  p.rule(72, y, 480, y);
  y += 14;
  line(OBSERVED, y);
  y += 22;
  across(SUB_MODELLED, y);
  for (const row of MODELLED) line(row, (y += 12));
  y += 22;
  across(SUB_ERROR, y);
  for (const row of ERRORS) line(row, (y += 12));
  p.rule(72, y + 6, 480, y + 6);
  p.prose(3, 6, y + 36);
  return p.render("Visits");
}

describe("sub-headings centred across the figure columns", () => {
  it("are rows of their own, not lines of the row above", async () => {
    const grid = tableGrid(labelled(await readTables(await subheadedTable()), "Table 3"));
    expect(normed(grid.header)).toEqual(normed([HEADER]));
    const rows = grid.rows.map((r) => r.filter((c) => c).map(norm));
    expect(rows).toEqual(normed([OBSERVED, [SUB_MODELLED], ...MODELLED, [SUB_ERROR], ...ERRORS]));
  });
});
