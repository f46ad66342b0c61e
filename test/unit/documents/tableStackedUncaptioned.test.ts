import { describe, expect, it } from "vitest";
import { normed, normedGrid, readPaper, TablePage } from "../../support/tables/tablePage.ts";

// Two tables with no caption, typeset one over the other in a column as LaTeX floats are: each
// ruled booktabs-style (a rule over its header, one under it, one under its last row), the
// typesetter's space between them and nothing else. The rules run across nearly the same width,
// so a walk along them went on from the first table's last rule into the second and read the two
// as one region (which then failed as a table). Each is a table of its own.

const CELL = { font: "Times-Roman" as const, size: 9 };
const ROW_H = 13;
const FIRST = [
  ["Class", "Precision", "Recall", "Support"],
  ["Dense", "0.87", "0.88", "500"],
  ["Sparse", "0.91", "0.84", "480"],
  ["Mixed", "0.89", "0.86", "512"],
];
const SECOND = [
  ["Research area", "Count"],
  ["Life sciences", "264"],
  ["Engineering", "164"],
  ["Social sciences", "104"],
  ["Physical sciences", "89"],
  ["Psychology", "40"],
];

/**
 * One booktabs table from (x0, y) to x1: columns set at the given offsets; its top rule is left
 * out when `topRule` is false (a header standing over the rule under it). Returns the y under it.
 */
function booktabs(p: TablePage, rows: readonly string[][], x0: number, x1: number, y: number, offsets: readonly number[], topRule = true): number {
  if (topRule) p.rule(x0, y, x1, y, 0.8);
  rows.forEach((cells, r) => {
    cells.forEach((cell, k) => p.text(cell, x0 + offsets[k]!, y + 10, CELL));
    y += ROW_H;
    if (r === 0) p.rule(x0, y, x1, y, 0.5);
  });
  p.rule(x0, y, x1, y, 0.8);
  return y;
}

async function stackedTables(secondTopRule: boolean): Promise<Uint8Array> {
  const p = new TablePage();
  let y = p.prose(0, 3);
  y = booktabs(p, FIRST, 150, 430, y + 24, [6, 90, 160, 220]);
  // The floats' spacing, about two and a half lines of the cells' type; the second table is ruled
  // a few points wider than the first, as two tabulars of their own widths are.
  y = booktabs(p, SECOND, 145, 435, y + 26, [6, 200], secondTopRule);
  p.prose(3, 6, y + 30);
  return p.render("Stacked tables");
}

describe("uncaptioned tables stacked one over the other in a column", () => {
  for (const topRule of [true, false]) {
    it(`reads each as a table of its own (second table ${topRule ? "with" : "without"} a rule over its header)`, async () => {
      const paper = await readPaper(await stackedTables(topRule));
      const tables = (paper.tables ?? []).filter((t) => t.label === null);
      expect(tables).toHaveLength(2);
      const [first, second] = [...tables].sort((a, b) => a.boxes[0]!.y - b.boxes[0]!.y).map((t) => normedGrid(t).all);
      expect(first).toEqual(normed(FIRST));
      expect(second).toEqual(normed(SECOND));
    });
  }
});
