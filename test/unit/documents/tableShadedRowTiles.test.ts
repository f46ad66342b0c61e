import { describe, expect, it } from "vitest";
import { CELL } from "../../support/tables/tableSheet.ts";
import { normed, normedGrid, readOnlyTable, TablePage } from "../../support/tables/tablePage.ts";

// A report's statement with no caption, shaded on alternate rows, each shaded row drawn as tiles
// (the label and first figure's, then one per year) with a thin line between tiles. Those lines
// are vertical rules one shaded row tall. Taken for a grid's column rules, they stopped at the
// unshaded row under the first shaded one, and the walk down the table's edges ended there as if
// the grid ended: the table was read as its first two rows, and the rows under them were lost
// from the table and from the text (olmOCR-bench's earnings page, round 36).

const STUB = 180;
const YEARS = ["2025", "2024", "2023"];
const ROWS = [
  ["Cost of revenue", "178", "141", "138"],
  ["Research and development", "3,423", "2,532", "1,892"],
  ["Sales and administration", "1,136", "876", "680"],
  ["Licences and fees", "412", "388", "301"],
];
const COLUMN = 80;
const ROW = 11;

async function shadedStatement(tileSides: boolean): Promise<Uint8Array> {
  const p = new TablePage();
  const x = 72;
  const right = x + STUB + YEARS.length * COLUMN;
  const edges = YEARS.map((_, i) => x + STUB + i * COLUMN);
  let y = p.prose(0, 3) + 24;
  // The years over a rule across the figures' columns only, as the statement sets them.
  YEARS.forEach((year, i) => p.centred(year, edges[i]!, edges[i]! + COLUMN, y, CELL));
  y += 4;
  p.rule(edges[0]!, y, right, y, 0.5);
  y += 4;
  ROWS.forEach((cells, r) => {
    if (r % 2 === 0) {
      // The shaded row as tiles: the stub's, then one per year, a thin line at each tile's side.
      const tiles = [x, ...edges.slice(1), right];
      for (let t = 0; t + 1 < tiles.length; t++) p.fill(tiles[t]!, y, tiles[t + 1]! - tiles[t]!, ROW, "#dddddd");
      if (tileSides) for (const side of [...edges.slice(1), right]) p.rule(side, y, side, y + ROW, 1);
    }
    p.text(cells[0]!, x + 2, y + ROW - 3, CELL);
    cells.slice(1).forEach((text, c) => p.right(text, edges[c]! + COLUMN - 4, y + ROW - 3, CELL));
    y += ROW;
  });
  p.rule(x, y, right, y, 0.5);
  p.prose(3, 6, y + 30);
  return p.render("Statement shaded on alternate rows");
}

describe("a statement shaded on alternate rows, each shaded row drawn as tiles", () => {
  it("reads every row: a tile's sides are no grid's column rules", async () => {
    const table = await readOnlyTable(await shadedStatement(true));
    // Every row, wherever the header ends (how far the header goes is not what this asserts).
    const rows = normedGrid(table).all.map((r) => r.filter(Boolean));
    for (const cells of normed(ROWS)) expect(rows).toContainEqual(cells);
  });

  it("reads the same rows with no line between the tiles", async () => {
    const table = await readOnlyTable(await shadedStatement(false));
    // Every row, wherever the header ends (how far the header goes is not what this asserts).
    const rows = normedGrid(table).all.map((r) => r.filter(Boolean));
    for (const cells of normed(ROWS)) expect(rows).toContainEqual(cells);
  });
});
