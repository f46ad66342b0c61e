import { describe, expect, it } from "vitest";
import { escapePdfText, onePagePdf } from "../../support/rawPdf.ts";
import { normedGrid, readTables } from "../../support/tables/tablePage.ts";

// TeX sets "$f\sigma_8$" with f from the text italic and σ from a math font, "$\mu(f_0)$" with
// the bracket from the roman: where the font changes it moves the text position by the letter's
// italic correction (0.12 to 0.15 em), and pdf.js reads that move as a word space ("f σ8",
// "μ( f0)"). A word space on the page is wider (Times: 0.25 em, never shrunk under two thirds):
// two words in two fonts parted by one stay two words.

const PAGE_HEIGHT = 792;
const SIZE = 9;
const X = [150, 250, 350];
type Font = "F1" | "F2" | "F3";
// Advance widths (thousandths of an em) of the glyphs the moves follow: Times-Italic f and N, Times-Roman "(" and "Mean".
const WIDTH = { f: 278, N: 667, "(": 333, Mean: 889 + 444 + 500 + 500 } as const;

const tj = (parts: (string | number)[]) => `[${parts.map((p) => (typeof p === "number" ? String(-Math.round(p * 1000)) : `(${escapePdfText(p)})`)).join(" ")}] TJ`;
const words = (s: string, gap = 0.25) => s.split(" ").flatMap((w, i) => (i === 0 ? [w] : [gap, w]));

/** Pieces of one cell, each its own operator in its own font, each moved `gap` ems on from where the last one's glyphs end. */
type Piece = { font: Font; text: string; width: number; gap: number };

function movedLettersTablePdf(): Uint8Array {
  const text: string[] = [];
  const put = (font: Font, parts: (string | number)[], x: number, y: number, size = SIZE) => text.push(`/${font} ${size} Tf 1 0 0 1 ${x.toFixed(2)} ${(PAGE_HEIGHT - y).toFixed(2)} Tm ${tj(parts)}`);
  const pieces = (cell: Piece[], x: number, y: number) => {
    for (const p of cell) {
      x += p.gap * SIZE;
      put(p.font, [p.text], x, y);
      x += (p.width / 1000) * SIZE;
    }
  };
  const rules: string[] = [];
  const rule = (y: number, w: number) => rules.push(`${w} w 140 ${PAGE_HEIGHT - y} m 450 ${PAGE_HEIGHT - y} l S`);
  const prose = (y: number) => put("F1", words("The figures below are the mean of five runs, each on the same held-out split of the data."), 72, y, 10);
  prose(90);
  prose(102.5);
  prose(115);
  put("F1", words("Table 1: Growth and noise of the two models."), 72, 140, 10);
  rule(148, 0.8);
  put("F1", ["Symbol"], X[0]!, 159);
  // Two words in two fonts parted by a move of a word space (0.25 em) and of a shrunk one (0.17 em): words.
  pieces([{ font: "F1", text: "Mean", width: WIDTH.Mean, gap: 0 }, { font: "F2", text: "rate", width: 0, gap: 0.25 }], X[1]!, 159);
  pieces([{ font: "F1", text: "Mean", width: WIDTH.Mean, gap: 0 }, { font: "F2", text: "noise", width: 0, gap: 0.17 }], X[2]!, 159);
  rule(163, 0.5);
  // f (Times-Italic) then σ (Symbol's "s"), moved by f's italic correction; N then "(0" from the roman; "(" then f.
  const rows: Piece[][] = [
    [{ font: "F2", text: "f", width: WIDTH.f, gap: 0 }, { font: "F3", text: "s", width: 0, gap: 0.146 }],
    [{ font: "F2", text: "N", width: WIDTH.N, gap: 0 }, { font: "F1", text: "(0)", width: 0, gap: 0.147 }],
    [{ font: "F1", text: "(", width: WIDTH["("], gap: 0 }, { font: "F2", text: "f)", width: 0, gap: 0.124 }],
  ];
  let y = 163;
  for (const [i, cell] of rows.entries()) {
    y += 12;
    pieces(cell, X[0]!, y);
    put("F1", [`0.${91 - i}`], X[1]!, y);
    put("F1", [`${12 + i}.5`], X[2]!, y);
  }
  rule(y + 5, 0.8);
  prose(y + 30);
  prose(y + 42.5);
  prose(y + 55);
  return onePagePdf({
    height: PAGE_HEIGHT,
    content: [...rules, "BT", ...text, "ET"].join("\n"),
    fonts: [
      { entries: "/Type /Font /Subtype /Type1 /BaseFont /Times-Roman /Encoding /WinAnsiEncoding" },
      { entries: "/Type /Font /Subtype /Type1 /BaseFont /Times-Italic /Encoding /WinAnsiEncoding" },
      { entries: "/Type /Font /Subtype /Type1 /BaseFont /Symbol" },
    ],
  });
}

describe("a table whose symbols are set in several fonts, moved on by their italic corrections", () => {
  it("reads each symbol as one word, as the page shows it", async () => {
    const tables = await readTables(movedLettersTablePdf());
    expect(tables).toHaveLength(1);
    expect(normedGrid(tables[0]!).rows.map((r) => r[0])).toEqual(["fσ", "N(0)", "(f)"]);
  });

  it("keeps two words in two fonts parted by a word space, even a shrunk one, as two words", async () => {
    const grid = normedGrid((await readTables(movedLettersTablePdf()))[0]!);
    expect(grid.all[0]).toEqual(["Symbol", "Mean rate", "Mean noise"]);
  });
});
