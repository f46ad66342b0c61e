import { describe, expect, it } from "vitest";
import { PAGE } from "../../support/tables/tableSheet.ts";
import { labelled, normed, normedGrid, readTables, TablePage } from "../../support/tables/tablePage.ts";

// A page laid on a background of small tiles of one light colour, as some converters draw a
// page's tint: 19,800 fills, each a little over 6 by 4 points (a page keeps 20,000 drawn items).
// On it, a framed table whose two-level header is shaded in one colour tile by tile. Where tiles
// of one colour meet nothing shows, however many tiles the page lays: no edge runs across the
// page every 4 points, the header ends at the rule under it, its sub-headings are its second
// level, and every row reads.
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

/** The page's tint as tiles, drawn first; returns how many. */
function tint(p: TablePage): number {
  const [width, height] = PAGE;
  const across = 100;
  const down = 198;
  for (let i = 0; i < across; i++) for (let j = 0; j < down; j++) p.fill((i * width) / across, (j * height) / down, width / across, height / down, TINT);
  return across * down;
}

async function tintedPage(): Promise<{ pdf: Uint8Array; tiles: number }> {
  const p = new TablePage();
  const tiles = tint(p);
  let y = p.prose(0, 3);
  y = p.caption("Table 5", "Public health outlay by state", y + 24);
  const top = y;
  for (const [a, b] of [[0, 1], [1, 3], [3, 5], [5, 6]] as const) {
    p.fill(X[a]!, y, X[b]! - X[a]!, 12, SHADE);
    p.fill(X[a]!, y + 12, X[b]! - X[a]!, 24, SHADE);
  }
  p.text("State", X[0]! + 3, y + 9, CELL);
  p.centred("Revenue", X[1]!, X[3]!, y + 9, CELL);
  p.centred("Capital", X[3]!, X[5]!, y + 9, CELL);
  p.centred("Total", X[5]!, X[6]!, y + 9, CELL);
  p.centred("outlay", X[5]!, X[6]!, y + 19, CELL);
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
  return { pdf: await p.render("Outlay"), tiles };
}

describe("a page tinted with thousands of tiles", () => {
  it("finds where the tiles meet, so the shaded header keeps its two levels and every row reads", async () => {
    const { pdf, tiles } = await tintedPage();
    expect(tiles).toBe(19_800);
    const tables = await readTables(pdf);
    const grid = normedGrid(labelled(tables, "Table 5"));
    expect(grid.rows).toEqual(normed(ROWS));
    expect(grid.header).toHaveLength(2);
    expect(grid.header.flat()).toContain("Total outlay");
    expect(grid.header[1]!.filter((t) => t)).toEqual(["Medical", "Family", "Medical", "Family"]);
    expect(tables).toHaveLength(1);
  });
});
