import { describe, expect, it } from "vitest";
import { MATH_CELL_SIZE, MATH_COLUMNS, mathTablePdf } from "../../support/tables/mathTablePage.ts";
import { normedGrid, readOnlyTable, readTables } from "../../support/tables/tablePage.ts";

// TeX sets "$f\sigma_8$" with f from the text italic and σ from a math font, "$\mu(f_0)$" with
// the bracket from the roman: where the font changes it moves the text position by the letter's
// italic correction (0.12 to 0.15 em), and pdf.js reads that move as a word space ("f σ8",
// "μ( f0)"). A word space on the page is wider (Times: 0.25 em, never shrunk under two thirds):
// two words in two fonts parted by one stay two words.

const X = MATH_COLUMNS;
/** Times-Roman, Times-Italic, Symbol. */
type Font = 1 | 2 | 3;
// Advance widths (thousandths of an em) of the glyphs the moves follow: Times-Italic f and N, Times-Roman "(" and "Mean".
const WIDTH = { f: 278, N: 667, "(": 333, Mean: 889 + 444 + 500 + 500 } as const;

/** Pieces of one cell, each its own operator in its own font, each moved `gap` ems on from where the last one's glyphs end. */
type Piece = { font: Font; text: string; width: number; gap: number };

function movedLettersTablePdf(): Uint8Array {
  return mathTablePdf("Table 1: Growth and noise of the two models.", ["Times-Roman", "Times-Italic", "Symbol"], ({ put, rule }) => {
    const pieces = (cell: Piece[], x: number, y: number) => {
      for (const p of cell) {
        x += p.gap * MATH_CELL_SIZE;
        put(p.font, [p.text], x, y);
        x += (p.width / 1000) * MATH_CELL_SIZE;
      }
    };
    put(1, ["Symbol"], X[0], 159);
    // Two words in two fonts parted by a move of a word space (0.25 em) and of a shrunk one (0.17 em): words.
    pieces([{ font: 1, text: "Mean", width: WIDTH.Mean, gap: 0 }, { font: 2, text: "rate", width: 0, gap: 0.25 }], X[1], 159);
    pieces([{ font: 1, text: "Mean", width: WIDTH.Mean, gap: 0 }, { font: 2, text: "noise", width: 0, gap: 0.17 }], X[2], 159);
    rule(163, 0.5);
    // f (Times-Italic) then σ (Symbol's "s"), moved by f's italic correction; N then "(0" from the roman; "(" then f.
    const rows: Piece[][] = [
      [{ font: 2, text: "f", width: WIDTH.f, gap: 0 }, { font: 3, text: "s", width: 0, gap: 0.146 }],
      [{ font: 2, text: "N", width: WIDTH.N, gap: 0 }, { font: 1, text: "(0)", width: 0, gap: 0.147 }],
      [{ font: 1, text: "(", width: WIDTH["("], gap: 0 }, { font: 2, text: "f)", width: 0, gap: 0.124 }],
    ];
    let y = 163;
    for (const [i, cell] of rows.entries()) {
      y += 12;
      pieces(cell, X[0], y);
      put(1, [`0.${91 - i}`], X[1], y);
      put(1, [`${12 + i}.5`], X[2], y);
    }
    return y;
  });
}

describe("a table whose symbols are set in several fonts, moved on by their italic corrections", () => {
  it("reads each symbol as one word, as the page shows it", async () => {
    const table = await readOnlyTable(movedLettersTablePdf());
    expect(normedGrid(table).rows.map((r) => r[0])).toEqual(["fσ", "N(0)", "(f)"]);
  });

  it("keeps two words in two fonts parted by a word space, even a shrunk one, as two words", async () => {
    const grid = normedGrid((await readTables(movedLettersTablePdf()))[0]!);
    expect(grid.all[0]).toEqual(["Symbol", "Mean rate", "Mean noise"]);
  });
});
