import { describe, expect, it } from "vitest";
import { tableGrid } from "../../../src-main/contract/tableGrid.ts";
import { norm } from "../../corpus/paperTruth.ts";
import { readPaper, TablePage } from "../../support/tables/tablePage.ts";

// A table with no caption, ruled under every row, whose cells wrap over several lines: most lines
// then hold one piece, so neither the page (judged by runs of lines of cells) nor the ruled region
// (judged by its lines) looked like a table. A row is what lies between two rules.

const CELL = { font: "Helvetica" as const, size: 11 };
const X = [72, 250, 400, 540];
const ROWS: string[][][] = [
  [["Sample"], ["Treatment"], ["Outcome"]],
  [["Control"], ["None"], ["Stable"]],
  [["Hydroxyethyl-", "methacrylate", "copolymer"], ["Annealed"], ["Cracked at", "the edges"]],
  [["Polystyrene"], ["Annealed", "twice, then", "quenched"], ["Stable"]],
  [["Blend"], ["None"], ["Phase-", "separated"]],
];

async function wrappedTable(): Promise<Uint8Array> {
  const p = new TablePage();
  let y = p.prose(0, 4) + 20;
  p.rule(X[0]!, y, X[3]!, y);
  for (const row of ROWS) {
    const lines = Math.max(...row.map((c) => c.length));
    row.forEach((cell, k) => cell.forEach((line, n) => p.text(line, X[k]! + 4, y + 14 + 13 * n, CELL)));
    y += 6 + 13 * lines;
    p.rule(X[0]!, y, X[3]!, y);
  }
  p.prose(4, 7, y + 30);
  return p.render("Films");
}

describe("a ruled table whose cells wrap over several lines, with no caption", () => {
  it("is read as a table holding every cell's text, not as body text", async () => {
    const paper = await readPaper(await wrappedTable());
    const tables = paper.tables ?? [];
    expect(tables).toHaveLength(1);
    expect(tables[0]!.ruling).not.toBe("none");
    const g = tableGrid(tables[0]!);
    const text = norm([...g.header, ...g.rows].flat().join(" "));
    for (const cell of ROWS.flat()) for (const line of cell) expect(text).toContain(norm(line));
    const body = norm(paper.passages.map((p) => p.text).join(" "));
    expect(body).not.toContain("copolymer");
    expect(body).not.toContain("quenched");
  });
});
