import { describe, expect, it } from "vitest";
import { PAGE } from "../../support/tables/tableSheet.ts";
import { labelled, normed, normedGrid, readTables, TablePage } from "../../support/tables/tablePage.ts";

// A framed table ruled row by row, its two-level header shaded in one colour laid tile by tile: a
// tile per heading on the first line, and taller ones under them. Where one tile meets the next
// nothing shows, so no edge runs there: the header ends at the rule under it, the sub-headings
// are its second level, not a row of the body, and "Total outlay" is one heading.
const CELL = { font: "Helvetica" as const, size: 8 };
const SHADE = "#d2eaf1";
const TINT = "#f4f6f8";
const X = [60, 160, 220, 280, 340, 400, 470];
const ROWS = [
  ["Assam", "14,874", "2,554", "161", "0", "17,590"],
  ["Bihar", "21,016", "4,332", "5,329", "0", "30,677"],
  ["Goa", "4,055", "110", "330", "0", "4,495"],
  ["Kerala", "27,923", "3,985", "929", "0", "32,838"],
];

/**
 * A page laid on a background of small tiles of one light colour, as some converters draw a
 * page's tint: 19,800 fills, each a little over 6 by 4 points (a page keeps 20,000 drawn items).
 * Where tiles of one colour meet nothing shows, however many tiles the page lays.
 */
const TINT_TILES = { across: 100, down: 198 };
function tint(p: TablePage): void {
  const [width, height] = PAGE;
  const { across, down } = TINT_TILES;
  for (let i = 0; i < across; i++) for (let j = 0; j < down; j++) p.fill((i * width) / across, (j * height) / down, width / across, height / down, TINT);
}

async function tiledHeader(tinted = false): Promise<Uint8Array> {
  const p = new TablePage();
  if (tinted) tint(p);
  let y = p.prose(0, 3);
  y = p.caption("Table 5", "Public health outlay by state", y + 24);
  const top = y;
  // The tiles: one per heading on the first line, then one per group under them.
  for (const [a, b] of [[0, 1], [1, 3], [3, 5], [5, 6]] as const) {
    p.fill(X[a]!, y, X[b]! - X[a]!, 12, SHADE);
    p.fill(X[a]!, y + 12, X[b]! - X[a]!, 24, SHADE);
  }
  p.text("State", X[0]! + 3, y + 9, CELL);
  p.centred("Revenue", X[1]!, X[3]!, y + 9, CELL);
  p.centred("Capital", X[3]!, X[5]!, y + 9, CELL);
  p.centred("Total", X[5]!, X[6]!, y + 9, CELL);
  p.centred("outlay", X[5]!, X[6]!, y + 19, CELL);
  // Each spanner's own short rule under it.
  p.rule(X[1]! + 3, y + 12, X[3]! - 3, y + 12);
  p.rule(X[3]! + 3, y + 12, X[5]! - 3, y + 12);
  for (const k of [1, 3]) {
    p.centred("Medical", X[k]!, X[k + 1]!, y + 24, CELL);
    p.centred("Family", X[k + 1]!, X[k + 2]!, y + 24, CELL);
  }
  p.rule(X[0]!, y, X[6]!, y);
  y += 36;
  p.rule(X[0]!, y, X[6]!, y);
  for (const row of ROWS) {
    p.text(row[0]!, X[0]! + 3, y + 10, CELL);
    row.slice(1).forEach((c, k) => p.right(c, X[k + 2]! - 3, y + 10, CELL));
    y += 14;
    p.rule(X[0]!, y, X[6]!, y);
  }
  p.rule(X[0]!, top, X[0]!, y);
  p.rule(X[6]!, top, X[6]!, y);
  p.prose(3, 6, y + 30);
  return p.render("Outlay");
}

describe("a header shaded in tiles of one colour", () => {
  it("ends at the rule under it, with the sub-headings as its second level", async () => {
    const table = labelled(await readTables(await tiledHeader()), "Table 5");
    const grid = normedGrid(table);
    expect(grid.rows).toEqual(normed(ROWS));
    expect(grid.header).toHaveLength(2);
    expect(grid.header.flat()).toContain("Total outlay");
    expect(grid.header[1]!.filter((t) => t)).toEqual(["Medical", "Family", "Medical", "Family"]);
  });

  it("keeps its two levels and every row on a page tinted with 19,800 tiles of another colour", async () => {
    expect(TINT_TILES.across * TINT_TILES.down).toBe(19_800);
    const tables = await readTables(await tiledHeader(true));
    const grid = normedGrid(labelled(tables, "Table 5"));
    expect(grid.rows).toEqual(normed(ROWS));
    expect(grid.header).toHaveLength(2);
    expect(grid.header.flat()).toContain("Total outlay");
    expect(grid.header[1]!.filter((t) => t)).toEqual(["Medical", "Family", "Medical", "Family"]);
    expect(tables).toHaveLength(1);
  });

  it("ends at the rule under it when the stub's heading is set across both levels of a grid", async () => {
    const table = labelled(await readTables(await tiledGridHeader()), "Table 2");
    const grid = normedGrid(table);
    expect(grid.rows).toEqual(normed(HEALTH));
    expect(grid.header).toHaveLength(2);
    expect(grid.header[1]!.filter((t) => t)).toEqual(["Very healthy", "Quite healthy", "Unhealthy"]);
  });
});

// A grid whose header is shaded a tile per row: "Gender" stands in a cell open across both rows,
// centred over them, and the rule under "How healthy are you?" starts only after that cell.
const GX = [60, 140, 220, 300, 380];
const HEALTH = [
  ["Male", "36", "102", "16"],
  ["Female", "33", "270", "32"],
];

async function tiledGridHeader(): Promise<Uint8Array> {
  const p = new TablePage();
  let y = p.prose(0, 3);
  y = p.caption("Table 2", "Perceived health by gender", y + 24);
  const top = y;
  p.fill(GX[0]!, y, GX[4]! - GX[0]!, 14, "#c0c0c0");
  p.fill(GX[0]!, y + 14, GX[4]! - GX[0]!, 14, "#c0c0c0");
  p.centred("Gender", GX[0]!, GX[1]!, y + 17, CELL);
  p.centred("How healthy are you?", GX[1]!, GX[4]!, y + 10, CELL);
  for (const [k, text] of ["Very healthy", "Quite healthy", "Unhealthy"].entries()) p.centred(text, GX[k + 1]!, GX[k + 2]!, y + 24, CELL);
  p.rule(GX[0]!, y, GX[4]!, y);
  p.rule(GX[1]!, y + 14, GX[4]!, y + 14);
  y += 28;
  p.rule(GX[0]!, y, GX[4]!, y);
  for (const row of HEALTH) {
    p.text(row[0]!, GX[0]! + 3, y + 10, CELL);
    row.slice(1).forEach((c, k) => p.right(c, GX[k + 2]! - 3, y + 10, CELL));
    y += 14;
    p.rule(GX[0]!, y, GX[4]!, y);
  }
  for (const x of [GX[0]!, GX[1]!, GX[4]!]) p.rule(x, top, x, y);
  for (const x of [GX[2]!, GX[3]!]) p.rule(x, top + 14, x, y);
  p.prose(3, 6, y + 30);
  return p.render("Health");
}
