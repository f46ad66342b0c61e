import { describe, expect, it } from "vitest";
import { normedGrid, readPaper, TablePage } from "../../support/tables/tablePage.ts";

// A table of symbols as TeX sets them: a letter with a script ("T" and a lowered "train"; "P"
// and a raised "max"), set an italic correction off its letter (up to 0.25 em), which pdf.js
// reads as a space, so cells read "T train" where the page prints "Ttrain". What follows a script
// keeps the space it is read with, close or not ("vd (t)", "Ka [m/s]"): a publisher's word space
// there can be as close as TeX's \scriptspace.

const CELL = { font: "Times-Roman" as const, size: 10 };
const ITALIC = { font: "Times-Italic" as const, size: 10 };
const SCRIPT = { font: "Times-Roman" as const, size: 7 };
const X = [150, 260, 370];
const HEADER = ["Symbol", "Value", "Unit"];

/** One symbol: its pieces in order, each with the gap before it (points) and its baseline shift (points, up). */
type Piece = { text: string; gap: number; shift: number; script?: boolean; italic?: boolean };
const T_TRAIN: Piece[] = [{ text: "T", gap: 0, shift: 0, italic: true }, { text: "train", gap: 2.4, shift: -2, script: true }];
const P_MAX: Piece[] = [{ text: "P", gap: 0, shift: 0, italic: true }, { text: "max", gap: 1.5, shift: 3.6, script: true }];
const VD_T: Piece[] = [{ text: "v", gap: 0, shift: 0, italic: true }, { text: "d", gap: 0, shift: -2, script: true }, { text: "(t)", gap: 0.9, shift: 0 }];
const K_A: Piece[] = [{ text: "K", gap: 0, shift: 0, italic: true }, { text: "a", gap: 0.3, shift: -2, script: true }, { text: "[m/s]", gap: 3.3, shift: 0 }];
const ROWS: [Piece[], string, string][] = [
  [VD_T, "0.25", "rad"],
  [T_TRAIN, "0.81", "s"],
  [P_MAX, "12.5", "W"],
  [K_A, "3.04", "m"],
];

async function scriptSymbols(): Promise<Uint8Array> {
  const p = new TablePage();
  let y = p.prose(0, 3) + 24;
  const [x0, x1] = [X[0]! - 4, 430];
  p.rule(x0, y, x1, y, 0.8);
  HEADER.forEach((h, k) => p.text(h, X[k]!, y + 12, CELL));
  y += 16;
  p.rule(x0, y, x1, y, 0.5);
  for (const [symbol, value, unit] of ROWS) {
    const baseline = y + 17;
    let x = X[0]!;
    for (const piece of symbol) x = p.text(piece.text, x + piece.gap, baseline - piece.shift, piece.script ? SCRIPT : piece.italic ? ITALIC : CELL);
    p.text(value, X[1]!, baseline, CELL);
    p.text(unit, X[2]!, baseline, CELL);
    y += 20;
  }
  y += 5;
  p.rule(x0, y, x1, y, 0.8);
  p.prose(3, 6, y + 30);
  return p.render("Script symbols");
}

describe("a table whose symbols carry scripts set close to their letters", () => {
  it("reads each symbol as the page prints it, with no space at a script, and a word after a script apart", async () => {
    const paper = await readPaper(await scriptSymbols());
    const tables = paper.tables ?? [];
    expect(tables).toHaveLength(1);
    const grid = normedGrid(tables[0]!);
    expect(grid.all[0]).toEqual(HEADER);
    expect(grid.rows.map((r) => r[0])).toEqual(["vd (t)", "Ttrain", "Pmax", "Ka [m/s]"]);
  });

  it("keeps the other columns' figures and units as they are", async () => {
    const grid = normedGrid((await readPaper(await scriptSymbols())).tables![0]!);
    expect(grid.rows.map((r) => r.slice(1))).toEqual(ROWS.map(([, value, unit]) => [value, unit]));
  });
});
