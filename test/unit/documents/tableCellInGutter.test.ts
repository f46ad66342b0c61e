import { describe, expect, it } from "vitest";
import { labelled, normed, normedGrid, readTables, TablePage } from "../../support/tables/tablePage.ts";

// Two estimates' columns, a stub, and one row whose figure is set across both columns, centred on
// them (LaTeX's \multicolumn{2}{c}{0.078}: a p-value of the test of their difference). The figure
// is narrower than the gutter between the columns' text, so it bridges nothing: it stood in the
// gutter alone, was read as a column of its own, and the table had four columns, the headings'
// line split over two rows.

const CELL = { font: "Helvetica" as const, size: 9 };
const STUB = 74;
/** The two estimates' columns' centres, far enough apart that a short figure fits between their text. */
const CENTRES = [220, 330];
const HEADINGS = ["Strong deepening", "Weak deepening"];
const ROWS = [
  ["Output elasticity", "0.284***", "0.258***"],
  ["", "(0.062)", "(0.058)"],
  ["First-stage F", "246.75", "131.59"],
  ["Observations", "5,837", "7,394"],
];

/** The table, its difference-test row third; `ownHeading` heads the gutter with a column of its own. */
async function estimates(ownHeading: boolean): Promise<Uint8Array> {
  const p = new TablePage();
  let y = p.prose(0, 3);
  y = p.caption("Table 3", "Estimates by capital deepening", y + 24);
  p.rule(72, y, 380, y, 1);
  y += 12;
  HEADINGS.forEach((h, k) => p.centred(h, CENTRES[k]! - 40, CENTRES[k]! + 40, y, CELL));
  if (ownHeading) p.centred("Test", 265, 285, y, CELL);
  y += 4;
  p.rule(72, y, 380, y);
  const body = [...ROWS.slice(0, 2), ["Difference test p-value", "0.078"], ...ROWS.slice(2)];
  for (const row of body) {
    y += 12;
    if (row[0]) p.text(row[0], STUB, y, CELL);
    if (row.length === 2) p.centred(row[1]!, CENTRES[0]! - 30, CENTRES[1]! + 30, y, CELL);
    else row.slice(1).forEach((cell, k) => p.centred(cell, CENTRES[k]! - 30, CENTRES[k]! + 30, y, CELL));
  }
  y += 4;
  p.rule(72, y, 380, y, 1);
  p.prose(3, 6, y + 30);
  return p.render("Estimates");
}

describe("a figure centred across two columns, narrower than the gutter between them", () => {
  it("is a cell across both columns, not a column of its own", async () => {
    const grid = normedGrid(labelled(await readTables(await estimates(false)), "Table 3"));
    expect(grid.header).toEqual([["", ...HEADINGS]]);
    expect(grid.rows).toHaveLength(5);
    expect(grid.rows.filter((r) => r.length !== 3)).toEqual([]);
    expect(grid.rows[2]![0]).toBe("Difference test p-value");
    expect(grid.rows[2]!.filter((cell) => cell === "0.078")).toHaveLength(1);
    expect([...grid.rows.slice(0, 2), ...grid.rows.slice(3)]).toEqual(normed(ROWS));
  });

  it("keeps a column of one cell that has a heading of its own over the gutter", async () => {
    const grid = normedGrid(labelled(await readTables(await estimates(true)), "Table 3"));
    expect(grid.header).toEqual([["", HEADINGS[0]!, "Test", HEADINGS[1]!]]);
    expect(grid.rows[2]).toEqual(["Difference test p-value", "", "0.078", ""]);
  });
});
