import { describe, expect, it } from "vitest";
import { normed, normedGrid, readTables, TablePage } from "../../support/tables/tablePage.ts";

// A confusion matrix: "Predicted class" spans the two count columns over their own heads, and
// "Actual class" is set once at the left, centred down the two rows (\multirow), beside the rows'
// own labels in a second stub column. The label's line lies half-way between the rows' lines, so
// with the stub read as one column it seemed to begin a row: main read it as a row of its own
// between the two (5 rows, its first row's stub cell empty). It heads its first row.
// Guard: with the label level with the first row, it is that row's cell as before.

const CELL = { font: "Helvetica" as const, size: 9 };
const [GROUP, LABEL, FIRST, SECOND, RIGHT] = [74, 140, 230, 320, 400];
const ROWS = [
  ["Official", "812", "37"],
  ["Unofficial", "44", "905"],
];

async function confusionMatrix(centred: boolean): Promise<Uint8Array> {
  const p = new TablePage();
  let y = p.prose(0, 3);
  y = p.caption("Table 2", "Confusion matrix of the classifier on the test set", y + 24);
  p.rule(GROUP - 2, y, RIGHT, y, 1);
  y += 12;
  p.centred("Predicted class", FIRST - 10, RIGHT, y, CELL);
  y += 4;
  p.rule(FIRST - 10, y, RIGHT, y);
  y += 11;
  p.text("Official", FIRST, y, CELL);
  p.text("Unofficial", SECOND, y, CELL);
  y += 4;
  p.rule(GROUP - 2, y, RIGHT, y);
  const top = y + 12;
  for (const [label, a, b] of ROWS) {
    y += 12;
    p.text(label!, LABEL, y, CELL);
    p.text(a!, FIRST, y, CELL);
    p.text(b!, SECOND, y, CELL);
  }
  p.text("Actual class", GROUP, centred ? (top + y) / 2 : top, CELL);
  y += 4;
  p.rule(GROUP - 2, y, RIGHT, y, 1);
  p.prose(3, 6, y + 30);
  return p.render("Confusion matrix");
}

const BODY = normed([["Actual class", ...ROWS[0]!], ["", ...ROWS[1]!]]);

describe("a confusion matrix's row group label centred down its two rows", () => {
  it("heads its first row in a stub column of its own, not a row of its own", async () => {
    const tables = await readTables(await confusionMatrix(true));
    expect(tables).toHaveLength(1);
    const grid = normedGrid(tables[0]!);
    expect(grid.rows).toEqual(BODY);
    expect(grid.all.every((row) => row.length === 4)).toBe(true);
  });

  it("is read the same when set level with its first row", async () => {
    const tables = await readTables(await confusionMatrix(false));
    expect(tables).toHaveLength(1);
    expect(normedGrid(tables[0]!).rows).toEqual(BODY);
  });
});
