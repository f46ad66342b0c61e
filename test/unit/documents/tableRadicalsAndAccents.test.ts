import { describe, expect, it } from "vitest";
import { MATH_CELL_SIZE, MATH_COLUMNS, mathTablePdf } from "../../support/tables/mathTablePage.ts";
import { normedGrid, readOnlyTable } from "../../support/tables/tablePage.ts";

// Two pieces of math as TeX draws them in a table cell. A radical sign from Computer Modern hangs
// from its own baseline, drawn about 0.85 em above the radicand's, so the sign was read on a line
// of its own or joined to the cell before it ("-2 √", then "2"). An accented letter with a script
// ("σ̂" with a raised "2" and a lowered "EB") read "σ̂ 2EB": the script was joined only after a
// bare letter, not after a letter carrying its accent.

const X = MATH_COLUMNS;
const S = MATH_CELL_SIZE;
const SCRIPT = 0.7 * S;
// Symbol's widths: the radical 0.549 em, sigma 0.603 em; Times' digit 0.5 em.
const RADICAL = 0.549 * S;
const SIGMA = 0.603 * S;
/** Symbol, its "s" mapped to σ and a combining circumflex: one glyph of σ̂, as a math font's map gives it. */
const SIGMA_HAT_FONT = {
  entries: "/Type /Font /Subtype /Type1 /BaseFont /Symbol",
  toUnicode: ["/CIDInit /ProcSet findresource begin 12 dict begin begincmap", "1 begincodespacerange <00> <FF> endcodespacerange", "1 beginbfchar <73> <03C30302> endbfchar", "endcmap CMapName currentdict /CMap defineresource pop end end"].join("\n"),
};

function radicalsTablePdf(): Uint8Array {
  return mathTablePdf("Table 1: Scale factors of the three estimators.", ["Times-Roman", "Times-Italic", "Symbol", SIGMA_HAT_FONT], ({ put, rule }) => {
    put(1, ["Symbol"], X[0], 159);
    put(1, ["Shift"], X[1], 159);
    put(1, ["Scale"], X[2], 159);
    rule(163, 0.5);
    /** A radical sign at x over the baseline y, then its radicand under its bar. */
    const root = (x: number, y: number, radicand: string) => {
      put(3, ["\u00d6"], x, y - 0.85 * S);
      put(1, [radicand], x + RADICAL, y);
    };
    // σ̂, then a raised "2" and a lowered "EB" 0.26 em off it (an italic correction and the hat's kern).
    let y = 175;
    put(4, ["s"], X[0], y);
    put(1, ["2"], X[0] + SIGMA + 2.4, y - 3.2, SCRIPT);
    put(1, ["EB"], X[0] + SIGMA + 2.2, y + 2, SCRIPT);
    put(1, ["0.91"], X[1], y);
    put(1, ["0.89"], X[2], y);
    y += 14;
    put(2, ["k"], X[0], y);
    put(1, ["-2"], X[1], y);
    root(X[2], y, "2");
    y += 14;
    root(X[0], y, "3");
    put(1, ["1.73"], X[1], y);
    put(1, ["0.5"], X[2], y);
    return y;
  });
}

describe("a table of math cells with radicals and an accented letter carrying scripts", () => {
  it("reads a radical sign with its radicand, in its own cell", async () => {
    const grid = normedGrid(await readOnlyTable(radicalsTablePdf()));
    expect(grid.rows.slice(1)).toEqual([
      ["k", "-2", "√2"],
      ["√3", "1.73", "0.5"],
    ]);
  });

  it("joins the scripts of an accented letter to it, as printed", async () => {
    const grid = normedGrid(await readOnlyTable(radicalsTablePdf()));
    expect(grid.all[0]).toEqual(["Symbol", "Shift", "Scale"]);
    expect(grid.rows[0]!.slice(1)).toEqual(["0.91", "0.89"]);
    expect(grid.rows[0]![0]!.normalize("NFC")).toBe("σ\u03022EB".normalize("NFC"));
  });
});
