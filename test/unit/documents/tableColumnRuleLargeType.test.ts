import { describe, expect, it } from "vitest";
import { normedGrid, readOnlyTable, TablePage } from "../../support/tables/tablePage.ts";

// A booktabs table set in large type (12 pt) with a column rule after its stub: booktabs leaves the
// column rule open 0.65ex under each horizontal rule, plus half the rule's width, which at this
// size is nearly 4 points. The walk down the rules allowed 3.5, took the column rule under the
// header's rule for none crossing the body, and ended the table there: the body was read alone,
// its header lost ("Houses", "Number of Features" and the feature counts).

const CELL = { font: "Times-Roman" as const, size: 12 };
const HEAD = { font: "Times-Bold" as const, size: 12 };
const STUB = 70;
const COLUMN = 40;
const ROW = 18;
const COUNTS = ["2", "3", "4", "5", "6"];
const BODY = [
  ["2", "100", "100", "100", "97.5", "97.5"],
  ["3", "92.5", "90.0", "90.0", "77.5", "65.0"],
  ["4", "97.5", "80.0", "72.5", "70.0", "0"],
  ["5", "85.0", "75", "0", "0", "0"],
  ["6", "80.0", "0", "0", "0", "0"],
];

async function largeTypeTable(): Promise<Uint8Array> {
  const p = new TablePage();
  const y = p.prose(0, 3);
  const x = 72;
  const width = STUB + COUNTS.length * COLUMN;
  const columnX = (c: number) => x + STUB + c * COLUMN;
  const top = y + 24;
  p.rule(x, top, x + width, top, 0.8);
  p.centred("Houses", x, x + STUB, top + ROW + 4, HEAD);
  p.centred("Number of Features", columnX(0), x + width, top + ROW - 4, HEAD);
  COUNTS.forEach((n, c) => p.centred(n, columnX(c), columnX(c + 1), top + 2 * ROW - 4, HEAD));
  const mid = top + 2 * ROW + 2;
  p.rule(x, mid, x + width, mid, 0.5);
  BODY.forEach((cells, r) => {
    const baseline = mid + (r + 1) * ROW - 4;
    p.centred(cells[0]!, x, x + STUB, baseline, HEAD);
    cells.slice(1).forEach((text, c) => p.centred(text, columnX(c), columnX(c + 1), baseline, CELL));
  });
  const bottom = mid + BODY.length * ROW + 4;
  p.rule(x, bottom, x + width, bottom, 0.8);
  // The column rule after the stub, open 3.8 points under each rule and 2.4 over it.
  p.rule(columnX(0), top + 3.8, columnX(0), mid - 2.4, 0.4);
  p.rule(columnX(0), mid + 3.8, columnX(0), bottom - 2.4, 0.4);
  p.prose(3, 6, bottom + 30);
  return p.render("Large type");
}

describe("a booktabs table in large type whose column rule stops short of its rules", () => {
  it("reads its header with its body, as one table", async () => {
    const table = await readOnlyTable(await largeTypeTable());
    const grid = normedGrid(table);
    for (const cells of BODY) expect(grid.all).toContainEqual(cells);
    const text = grid.all.flat().join(" ");
    expect(text).toContain("Houses");
    expect(text).toContain("Number of Features");
    expect(grid.all.length).toBe(BODY.length + 2);
  });
});
