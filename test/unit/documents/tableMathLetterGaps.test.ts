import { describe, expect, it } from "vitest";
import { kernedWords, MATH_COLUMNS, mathTablePdf } from "../../support/tables/mathTablePage.ts";
import { normedGrid, readOnlyTable, readTables } from "../../support/tables/tablePage.ts";

// TeX sets "$SD$" or "$LCPU$" in an italic font with each letter's italic correction as a kern
// after it ("S[-183]D"): pdf.js reads any kern over 0.102 em inside one run as a word space, so
// the cell read "S D" and "LC PU" where the page shows one symbol. The page's words are set with
// wider kerns (Times: 0.25 em). A table header set a little tight in the text font ("True[-175]
// Positive") is still two words: that font's gaps are mostly word spaces.

const X = MATH_COLUMNS;

function mathLettersTablePdf(): Uint8Array {
  return mathTablePdf("Table 1: Costs of the two models.", ["Times-Roman", "Times-Italic"], ({ put, rule }) => {
    put(1, ["Symbol"], X[0], 159);
    put(1, kernedWords("True Positive", 0.175), X[1], 159);
    put(1, ["Memory"], X[2], 159);
    rule(163, 0.5);
    // Italic corrections as TeX writes them: C 0.143 em, P 0.082 em (under pdf.js's threshold), S 0.183 em, M 0.128 em.
    const rows: [(string | number)[], string, string][] = [
      [["LC", 0.143, "P", 0.082, "U"], "0.91", "12.5"],
      [["S", 0.183, "D"], "0.87", "3.0"],
      [["M", 0.128, "em"], "0.79", "48.2"],
    ];
    let y = 163;
    for (const [symbol, rate, memory] of rows) {
      y += 12;
      put(2, symbol, X[0], y);
      put(1, [rate], X[1], y);
      put(1, [memory], X[2], y);
    }
    return y;
  });
}

describe("a table whose symbols are math letters set with their italic corrections", () => {
  it("reads each symbol as one word, as the page shows it", async () => {
    const table = await readOnlyTable(mathLettersTablePdf());
    expect(normedGrid(table).rows.map((r) => r[0])).toEqual(["LCPU", "SD", "Mem"]);
  });

  it("keeps two words of the text font set a little tight as two words", async () => {
    const grid = normedGrid((await readTables(mathLettersTablePdf()))[0]!);
    expect(grid.all[0]).toEqual(["Symbol", "True Positive", "Memory"]);
  });
});
