import { describe, expect, it } from "vitest";
import { normedGrid, readPaper, TablePage } from "../../support/tables/tablePage.ts";

// A grid of centred cells whose bottom rule is missing: its column rules run on past its last
// horizontal rule, down beside its last row ("MLP 1.0"), and nothing is ruled under that row. The
// row is the table's (before round 42 it was in no table and in no passage either: lost); the
// prose under it stays prose.

const STYLE = { font: "Times-Roman" as const, size: 10 };
const COLS: [number, number][] = [
  [100, 220],
  [220, 300],
];
const HEAD = ["Model", "Accuracy"];
const ROWS = [
  ["Q-RBF", "1.0"],
  ["Classical RBF", "1.0"],
  ["Linear SVM", "0.978"],
  ["Gaussian SVM", "0.978"],
  ["MLP", "1.0"],
];

async function openGrid(): Promise<Uint8Array> {
  const p = new TablePage();
  let y = p.prose(0, 3);
  y = p.caption("Table 1", "Accuracy of each model on the held-out set", y + 20);
  const top = y;
  const rowAt = (cells: string[], at: number) => cells.forEach((c, k) => p.centred(c, COLS[k]![0], COLS[k]![1], at + 13, STYLE));
  p.rule(100, y, 300, y);
  rowAt(HEAD, y);
  y += 18;
  for (const [i, cells] of ROWS.entries()) {
    p.rule(100, y, 300, y);
    rowAt(cells, y);
    y += 18;
    // No rule under the last row.
    if (i === ROWS.length - 1) break;
  }
  for (const x of [100, 220, 300]) p.rule(x, top, x, y);
  p.prose(3, 6, y + 24);
  return p.render("Open grid");
}

describe("a grid whose bottom rule is missing", () => {
  it("keeps its last row, and the prose under it stays prose", async () => {
    const paper = await readPaper(await openGrid());
    const table = paper.tables?.find((t) => t.label === "Table 1");
    expect(table).toBeDefined();
    const { rows } = normedGrid(table!);
    expect(rows.at(-1)).toEqual(["MLP", "1.0"]);
    expect(rows).toHaveLength(ROWS.length);
    const passages = paper.passages.map((p) => p.text).join(" ");
    expect(passages).not.toMatch(/\bMLP\b/);
    expect(passages.length).toBeGreaterThan(200);
  });
});
