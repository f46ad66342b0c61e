import { describe, expect, it } from "vitest";
import { escapePdfText, onePagePdf } from "../../support/rawPdf.ts";
import { normedGrid, readTables } from "../../support/tables/tablePage.ts";

// TeX sets "$SD$" or "$LCPU$" in an italic font with each letter's italic correction as a kern
// after it ("S[-183]D"): pdf.js reads any kern over 0.102 em inside one run as a word space, so
// the cell read "S D" and "LC PU" where the page shows one symbol. The page's words are set with
// wider kerns (Times: 0.25 em). A table header set a little tight in the text font ("True[-175]
// Positive") is still two words: that font's gaps are mostly word spaces.

const PAGE_HEIGHT = 792;
const SIZE = 9;
const X = [150, 250, 350];

/** A TJ array: words parted by a kern of `gap` ems (0.25, a word space), or the parts as given with their kerns. */
const tj = (parts: (string | number)[]) => `[${parts.map((p) => (typeof p === "number" ? String(-Math.round(p * 1000)) : `(${escapePdfText(p)})`)).join(" ")}] TJ`;
const words = (s: string, gap = 0.25) => s.split(" ").flatMap((w, i) => (i === 0 ? [w] : [gap, w]));

function mathLettersTablePdf(): Uint8Array {
  const text: string[] = [];
  const put = (font: "F1" | "F2", parts: (string | number)[], x: number, y: number, size = SIZE) => text.push(`/${font} ${size} Tf 1 0 0 1 ${x.toFixed(2)} ${(PAGE_HEIGHT - y).toFixed(2)} Tm ${tj(parts)}`);
  const rules: string[] = [];
  const rule = (y: number, w: number) => rules.push(`${w} w 140 ${PAGE_HEIGHT - y} m 450 ${PAGE_HEIGHT - y} l S`);
  const prose = (y: number) => put("F1", words("The figures below are the mean of five runs, each on the same held-out split of the data."), 72, y, 10);
  prose(90);
  prose(102.5);
  prose(115);
  put("F1", words("Table 1: Costs of the two models."), 72, 140, 10);
  rule(148, 0.8);
  put("F1", ["Symbol"], X[0]!, 159);
  put("F1", words("True Positive", 0.175), X[1]!, 159);
  put("F1", ["Memory"], X[2]!, 159);
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
    put("F2", symbol, X[0]!, y);
    put("F1", [rate], X[1]!, y);
    put("F1", [memory], X[2]!, y);
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
    ],
  });
}

describe("a table whose symbols are math letters set with their italic corrections", () => {
  it("reads each symbol as one word, as the page shows it", async () => {
    const tables = await readTables(mathLettersTablePdf());
    expect(tables).toHaveLength(1);
    expect(normedGrid(tables[0]!).rows.map((r) => r[0])).toEqual(["LCPU", "SD", "Mem"]);
  });

  it("keeps two words of the text font set a little tight as two words", async () => {
    const grid = normedGrid((await readTables(mathLettersTablePdf()))[0]!);
    expect(grid.all[0]).toEqual(["Symbol", "True Positive", "Memory"]);
  });
});
