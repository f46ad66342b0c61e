import { describe, expect, it } from "vitest";
import { CELL } from "../../support/tables/tableSheet.ts";
import { labelled, normed, normedGrid, readTables, TablePage } from "../../support/tables/tablePage.ts";

// A boxed grid drawn row by row, each row's column rules a piece of their own, its caption under
// it (an ACL paper's scores, P07-1088 t2). The pieces of one column stand on one x but for rounding
// noise in the last digits, the lower the row the smaller: on main the column rules were joined in
// order of x alone, so each column rule was its last row's piece, the walk up from the caption
// "left the grid" one row up, and every row above it was read as one header.

const HEAD = ["", "Conquered", "Founded", "Merged"];
const ROWS = [
  ["Avg. Prec.", "0.698", "0.578", "0.742"],
  ["Baseline", "0.738", "0.699", "0.784"],
  ["Patterns", "0.885", "0.633", "0.852"],
  ["Hybrid", "0.883", "0.722", "0.900"],
  ["Types", "0.830", "0.776", "0.864"],
  ["Ours", "0.907", "0.781", "0.908"],
];
const EDGES = [120, 210, 290, 370, 450];
const PITCH = 14;

/** `noise` moves each row's column pieces left by that much per row down (0: all on one x). */
async function gridPage(noise: number): Promise<Uint8Array> {
  const p = new TablePage();
  let top = p.prose(0, 3) + 20;
  [HEAD, ...ROWS].forEach((cells, i) => {
    const bottom = top + PITCH;
    p.rule(EDGES[0]!, top, EDGES.at(-1)!, top);
    for (const x of EDGES) p.rule(x - noise * i, top + 0.2, x - noise * i, bottom - 0.2);
    cells.forEach((text, k) => {
      if (text) p.text(text, EDGES[k]! + 4, bottom - 4, CELL);
    });
    top = bottom;
  });
  p.rule(EDGES[0]!, top, EDGES.at(-1)!, top);
  const y = p.caption("Table 2:", "Area under the precision/recall curve for each method.", top + 14, 120, 330);
  p.prose(3, 6, y + 20);
  return p.render("Grid row pieces");
}

describe("a grid whose column rules are drawn row by row", () => {
  it("reads every row under its header when the pieces' x differ by rounding noise", async () => {
    const table = labelled(await readTables(await gridPage(0.0001)), "Table 2");
    expect(normedGrid(table).all).toEqual(normed([HEAD, ...ROWS]));
  });

  it("reads the same grid with its pieces on one x alike (guard)", async () => {
    const table = labelled(await readTables(await gridPage(0)), "Table 2");
    expect(normedGrid(table).all).toEqual(normed([HEAD, ...ROWS]));
  });
});
