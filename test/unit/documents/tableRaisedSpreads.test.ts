import { describe, expect, it } from "vitest";
import { normedGrid, readPaper, TablePage } from "../../support/tables/tablePage.ts";

// A table with no caption, ruled booktabs-style, whose figures each carry their spread as a small
// raised script ("98.87" then "±0.00" set smaller and higher, as `$98.87^{\pm0.00}$` prints). The
// spread holds as many characters as the figure or more, so each cell's line took the script's
// size, and the table, in three sizes with its names in small capitals, read as a figure's labels
// and was dropped. A cell is in its figure's type.

const CELL = { font: "Times-Roman" as const, size: 9 };
const SCRIPT = { font: "Times-Roman" as const, size: 6.3 };
/** Methods' names in small capitals: a third size, the table's own. */
const CAPS = { font: "Times-Roman" as const, size: 7.2 };
const X = [150, 230, 310, 390];
const HEADER = ["Method", "Accuracy", "Precision", "Recall"];
const ROWS = [
  ["BASELINE", ["8.87", "±0.00"], ["0.79", "±1.90"], ["0.39", "±0.45"]],
  ["MASKED", ["9.25", "±0.12"], ["0.61", "±1.20"], ["0.42", "±0.08"]],
  ["SHUFFLED", ["7.02", "±0.31"], ["0.52", "±0.77"], ["0.55", "±1.02"]],
] as const;

async function raisedSpreads(): Promise<Uint8Array> {
  const p = new TablePage();
  let y = p.prose(0, 3) + 24;
  const [x0, x1] = [X[0]! - 4, 470];
  p.rule(x0, y, x1, y, 0.8);
  HEADER.forEach((h, k) => p.text(h, X[k]!, y + 11, CELL));
  y += 15;
  p.rule(x0, y, x1, y, 0.5);
  for (const [label, ...cells] of ROWS) {
    const baseline = y + 15;
    p.text(label, X[0]!, baseline, CAPS);
    cells.forEach(([figure, spread], k) => {
      const end = p.text(figure, X[k + 1]!, baseline, CELL);
      p.text(spread, end, baseline - 3.6, SCRIPT);
    });
    y += 15;
  }
  y += 5;
  p.rule(x0, y, x1, y, 0.8);
  p.prose(3, 6, y + 30);
  return p.render("Raised spreads");
}

describe("a table whose figures carry small raised spreads", () => {
  it("is found, each cell a figure with its spread", async () => {
    const paper = await readPaper(await raisedSpreads());
    const tables = paper.tables ?? [];
    expect(tables).toHaveLength(1);
    const grid = normedGrid(tables[0]!);
    expect(grid.all.map((r) => r[0])).toEqual([HEADER[0], ...ROWS.map((r) => r[0])]);
    expect(grid.rows.map((r) => r.slice(1))).toEqual(ROWS.map(([, ...cells]) => cells.map(([figure, spread]) => `${figure}${spread}`)));
  });

  it("leaves the paragraphs around it to the body, and its cells out of it", async () => {
    const paper = await readPaper(await raisedSpreads());
    const body = paper.passages.filter((p) => p.kind === "paragraph").map((p) => p.text);
    expect(body).toHaveLength(2);
    expect(body.join(" ")).not.toContain("8.87");
  });
});
