import { describe, expect, it } from "vitest";
import { labelled, normed, normedGrid, readTables, TablePage } from "../../support/tables/tablePage.ts";

// A short booktabs table of scores: a head line, two rows of figures, and a last row whose label
// is set across the first four columns (\multicolumn{4}{c}{Overall accuracy}) with its figure in
// the last. Centred, the label bridges the gap between two figure columns; with two body rows
// only, nothing said that gap was open in the other rows, and the two columns read as one
// ("0.87 0.88"). The head line, whose words each sit over one column, says so.

const CELL = { font: "Helvetica" as const, size: 8 };
const XS = [72, 140, 190, 238, 300];
const HEAD = ["Class", "Precision", "Recall", "F1-score", "Support"];
const BODY = [
  ["DREB", "0.89", "0.87", "0.88", "500"],
  ["OREB", "0.87", "0.89", "0.88", "500"],
];

async function scores(total: (p: TablePage, y: number) => void): Promise<Uint8Array> {
  const p = new TablePage();
  let y = p.prose(0, 3);
  y = p.caption("Table 1", "Classification report of the model on the test set", y + 24);
  y += 6;
  p.rule(72, y, 340, y);
  y += 11;
  HEAD.forEach((h, k) => p.text(h, XS[k]!, y, CELL));
  y += 4;
  p.rule(72, y, 340, y);
  for (const row of BODY) {
    y += 11;
    row.forEach((cell, k) => p.text(cell, XS[k]!, y, CELL));
  }
  y += 11;
  total(p, y);
  y += 5;
  p.rule(72, y, 340, y);
  p.prose(3, 6, y + 30);
  return p.render("Scores");
}

describe("a short table whose last label is centred across columns", () => {
  it("keeps the figure columns under the label apart", async () => {
    const pdf = await scores((p, y) => {
      p.centred("Overall accuracy", XS[0]!, XS[3]! + 32, y, CELL);
      p.text("0.881", XS[4]!, y, CELL);
    });
    const grid = normedGrid(labelled(await readTables(pdf), "Table 1"));
    expect(grid.header).toEqual(normed([HEAD]));
    expect(grid.rows.slice(0, 2)).toEqual(normed(BODY));
    expect(grid.rows).toHaveLength(3);
    expect(grid.rows[2]!.at(-1)).toBe("0.881");
    expect(grid.rows[2]!.join(" ")).toContain("Overall accuracy");
  });

  it("still reads a long stub label set flush left as its row's first cell", async () => {
    const pdf = await scores((p, y) => {
      p.text("Overall accuracy", XS[0]!, y, CELL);
      p.text("0.881", XS[4]!, y, CELL);
    });
    const grid = normedGrid(labelled(await readTables(pdf), "Table 1"));
    expect(grid.rows.at(-1)![0]).toBe("Overall accuracy");
    expect(grid.rows.at(-1)!.at(-1)).toBe("0.881");
  });
});
