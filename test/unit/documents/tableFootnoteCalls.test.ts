import { describe, expect, it } from "vitest";
import { labelled, normedGrid, readPaper, TablePage } from "../../support/tables/tablePage.ts";

// A table whose cells carry footnote calls set raised and flush against the figure before them, as
// a word processor sets "43¹⁾": nothing parts them on the page, so the call must not read as part
// of the number ("431)"). Other raised marks (a sample's letter "U87a", an exponent "m2", a
// citation "et al.14", a call after a word "date(2)") stay joined as read.
const CELL = { font: "Helvetica" as const, size: 9 };
const MARK = { font: "Helvetica" as const, size: 6 };
const X = [72, 220, 320, 420];

/** Text, then a raised mark set flush against it (no gap). */
function marked(p: TablePage, text: string, mark: string, x: number, y: number): void {
  const end = p.text(text, x, y, CELL);
  if (mark) p.text(mark, end, y - 0.45 * CELL.size, MARK);
}

const ROWS: [string, string, string, string, string, string][] = [
  // label, its mark, first figure, its mark, second figure, its mark
  ["Vesting date", "(2)", "43", "1)", "0.82", ""],
  ["Cell line U87", "a", "37", "", "1.2", ""],
  ["Area in m", "2", "52", "1)", "0.91", ""],
  ["Smith et al.", "14", "48", "", "0.77", "(3)"],
];

async function footnotedPage(): Promise<Uint8Array> {
  const p = new TablePage();
  let y = p.prose(0, 3);
  y = p.caption("Table 1", "Required sound insulation by building type", y + 24);
  p.rule(X[0]!, y, 480, y);
  ["Element", "dB", "Ratio"].forEach((h, k) => p.text(h, X[k]! + 2, y + 11, CELL));
  y += 15;
  p.rule(X[0]!, y, 480, y);
  for (const [label, labelMark, a, aMark, b, bMark] of ROWS) {
    marked(p, label, labelMark, X[0]! + 2, y + 12);
    marked(p, a, aMark, X[1]! + 2, y + 12);
    marked(p, b, bMark, X[2]! + 2, y + 12);
    y += 16;
  }
  p.rule(X[0]!, y, 480, y);
  p.prose(3, 6, y + 30);
  return p.render("Sound insulation");
}

describe("footnote calls raised flush against a cell's figure", () => {
  it("read as a word of their own, so a figure keeps its value", async () => {
    const grid = normedGrid(labelled((await readPaper(await footnotedPage())).tables ?? [], "Table 1"));
    expect(grid.rows.map((r) => r[1])).toEqual(["43 1)", "37", "52 1)", "48"]);
    expect(grid.rows[3]![2]).toBe("0.77 (3)");
  });

  it("leave other raised marks joined to what they mark", async () => {
    const grid = normedGrid(labelled((await readPaper(await footnotedPage())).tables ?? [], "Table 1"));
    expect(grid.rows.map((r) => r[0])).toEqual(["Vesting date(2)", "Cell line U87a", "Area in m2", "Smith et al.14"]);
    expect(grid.rows.slice(0, 3).map((r) => r[2])).toEqual(["0.82", "1.2", "0.91"]);
  });
});
