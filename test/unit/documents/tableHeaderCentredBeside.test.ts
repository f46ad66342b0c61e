import { describe, expect, it } from "vitest";
import { labelled, normedGrid, readTables, TablePage } from "../../support/tables/tablePage.ts";

// A header one row two lines high, its rows spread by the table's own leading (`\arraystretch`):
// every heading but the stub's wraps over two lines 1.5 em apart (farther than the 1.45 em that
// parts header levels), and the stub's one-line "Method" stands centred between them, as a
// `makecell` row with a `multirow` stub is set (pdf-parse-bench 072). The look-alike: the same
// lines with "Method" on the lower line, as a header of two levels sets its stub's heading.

const CELL = { font: "Helvetica" as const, size: 10 };
const X = [72, 200, 260, 320, 380];
const HEADINGS = [
  ["Clean", "PPL"],
  ["Seen", "ASR"],
  ["OOD", "ASR"],
];
const ROWS = [
  ["RapidUn", "44.6", "0.153", "0.096"],
  ["LoReUn", "44.9", "0.214", "0.125"],
  ["GA Unlearn", "45.3", "0.253", "0.132"],
  ["Fisher Unlearn", "45.3", "0.83", "0.437"],
];

async function twoLineHeader(stubAt: "middle" | "lower"): Promise<Uint8Array> {
  const p = new TablePage();
  let y = p.prose(0, 3);
  y = p.caption("Table 1", "Unlearning methods compared on clean and poisoned prompts", y + 24);
  p.rule(X[0]!, y, X[4]!, y);
  const lines = [y + 14, y + 29];
  HEADINGS.forEach((words, k) => words.forEach((w, j) => p.centred(w, X[k + 1]!, X[k + 2]!, lines[j]!, CELL)));
  p.text("Method", X[0]! + 4, stubAt === "middle" ? (lines[0]! + lines[1]!) / 2 : lines[1]!, CELL);
  y = lines[1]! + 6;
  p.rule(X[0]!, y, X[4]!, y);
  for (const row of ROWS) {
    y += 15;
    p.text(row[0]!, X[0]! + 4, y, CELL);
    for (let k = 1; k < row.length; k++) p.centred(row[k]!, X[k]!, X[k + 1]!, y, CELL);
  }
  y += 6;
  p.rule(X[0]!, y, X[4]!, y);
  p.prose(3, 6, y + 30);
  return p.render("Unlearning");
}

describe("a header's two lines with a one-line heading centred between them", () => {
  it("are one header row of wrapped headings", async () => {
    const grid = normedGrid(labelled(await readTables(await twoLineHeader("middle")), "Table 1"));
    expect(grid.header).toEqual([["Method", ...HEADINGS.map((w) => w.join(" "))]]);
    expect(grid.rows).toEqual(ROWS);
  });

  // The stub's heading spans both levels (nothing stands over it), so it heads the first.
  it("stay two levels when the stub's heading stands on the lower line", async () => {
    const grid = normedGrid(labelled(await readTables(await twoLineHeader("lower")), "Table 1"));
    expect(grid.header).toEqual([
      ["Method", "Clean", "Seen", "OOD"],
      ["", "PPL", "ASR", "ASR"],
    ]);
    expect(grid.rows).toEqual(ROWS);
  });
});
