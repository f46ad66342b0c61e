import { describe, expect, it } from "vitest";
import { normed, normedGrid, readTables } from "../../support/tables/tablePage.ts";
import { symbolTablePdf, type SymbolLabel } from "../../support/symbolTablePdf.ts";

// A LaTeX table of a converter's parameters: every label is a symbol in math italic, most of them
// small letters ("𝑓base" under "𝑆base", "𝑐f" under "𝑟f"), beside values with units that are no
// bare figures, its rows one line apart as a wrapped cell's lines are. Read as wrapped lines, the
// stacked rows ran together into one row of three-line cells. A symbol under a symbol begins a
// cell of its own (symbolLabels.ts): a cell's text wraps onto words of its sentence, not symbols.

const s = (symbol: string, subscript: string): SymbolLabel => ({ symbol, subscript });
const ROWS: [SymbolLabel, string, SymbolLabel, string][] = [
  [s("V", "base"), "208 V", s("l", "f"), "0.075 pu"],
  [s("S", "base"), "2 kW", s("r", "f"), "0.0076 pu"],
  [s("f", "base"), "60 Hz", s("c", "f"), "0.09 pu"],
  [s("v", "dc"), "400 V", s("k", "rc"), "0.1 pu"],
  [s("P", "max"), "2.4 kW", s("w", "cyc"), "20 ms"],
  [s("Q", "max"), "1.2 kvar", s("t", "lp"), "5.3 ms"],
];

/** What the reader shows of a label: the math italic letter, then its subscript. */
const shown = (l: SymbolLabel) => `${String.fromCodePoint((l.symbol >= "a" ? 0x1d44e - 0x61 : 0x1d434 - 0x41) + l.symbol.codePointAt(0)!)}${l.subscript}`;

describe("labels that are symbols in math italic, one under another", () => {
  it("each begin a row, though they open with a small letter", async () => {
    const tables = await readTables(symbolTablePdf({ caption: "Table 4. Parameters of the converter and its control", header: ["Grid", "Value", "Control", "Value"], rows: ROWS }));
    expect(tables.map((t) => t.label)).toEqual(["Table 4"]);
    const grid = normedGrid(tables[0]!);
    expect(grid.header).toEqual(normed([["Grid", "Value", "Control", "Value"]]));
    expect(grid.rows).toEqual(normed(ROWS.map((r) => [shown(r[0]), r[1], shown(r[2]), r[3]])));
  });
});
