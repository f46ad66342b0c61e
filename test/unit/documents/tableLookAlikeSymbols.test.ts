import { describe, expect, it } from "vitest";
import { widthOf } from "../../support/layoutSheet.ts";
import { escapePdfText, onePagePdf, toUnicodeCMap } from "../../support/rawPdf.ts";
import { normedGrid, readOnlyTable, readTables } from "../../support/tables/tablePage.ts";

// A table as TeX's math fonts print it: significance marks drawn as the asterisk operator
// (U+2217 in the text layer), "\Delta" as the increment sign (U+2206), degrees as "\circ" read as
// the white bullet (U+25E6). A user copying the table or searching "2.41**" or "ΔAcc" should
// find them: the cells read the characters typed. A hollow marker alone in its cell ("◦" beside
// "+" in a comparison column) stays what it is, and a plain "*" stays a "*".

const PAGE_HEIGHT = 792;
/** The math font's codes and what its map reads them as: "*" the asterisk operator, "D" the increment, "o" the white bullet. */
const MATH_MAP = toUnicodeCMap(
  Array.from({ length: 0x7f - 0x20 }, (_, i) => 0x20 + i).map((code) => {
    const to = ({ "*": 0x2217, D: 0x2206, o: 0x25e6 } as Record<string, number>)[String.fromCharCode(code)] ?? code;
    return `<${code.toString(16)}> <${to.toString(16).padStart(4, "0")}>`;
  }),
);
const SIZE = 9;
const X = [150, 230, 300, 370];
/** Each row: a label, a figure with its marks (math font, raised), an angle (degrees, math font), a plain-text mark column. */
const ROWS: [string, string, string, string, string][] = [
  ["Baseline", "0.00", "", "12.5", "+"],
  ["Ours", "2.41", "**", "18.7", "o"],
  ["Ours+", "3.05", "***", "-0.45", "*"],
];

function symbolsTablePdf(): Uint8Array {
  const text: string[] = [];
  const put = (font: "F1" | "F2", s: string, x: number, y: number, size = SIZE) => text.push(`/${font} ${size} Tf 1 0 0 1 ${x.toFixed(2)} ${(PAGE_HEIGHT - y).toFixed(2)} Tm (${escapePdfText(s)}) Tj`);
  const rules: string[] = [];
  const rule = (y: number, w: number) => rules.push(`${w} w 140 ${PAGE_HEIGHT - y} m 450 ${PAGE_HEIGHT - y} l S`);
  const prose = (y: number) => put("F1", "The figures below are the mean of five runs, each on the same held-out split of the data.", 72, y, 10);
  const after = (s: string, x: number) => x + widthOf(s, { font: "Times-Roman", size: SIZE });
  prose(90);
  prose(102.5);
  put("F1", "Table 1: Accuracy gains and angles.", 72, 130, 10);
  rule(138, 0.8);
  put("F1", "Model", X[0]!, 149);
  put("F2", "D", X[1]!, 149);
  put("F1", "Acc", after("D", X[1]!), 149);
  put("F1", "Angle", X[2]!, 149);
  put("F1", "Mark", X[3]!, 149);
  rule(153, 0.5);
  let y = 153;
  for (const [label, figure, marks, angle, mark] of ROWS) {
    y += 12;
    put("F1", label, X[0]!, y);
    put("F1", figure, X[1]!, y);
    // Marks and the degree ring raised as superscripts, set against the figure as TeX sets $^{**}$.
    if (marks) put("F2", marks, after(figure, X[1]!), y - 3, 6.3);
    put("F1", angle, X[2]!, y);
    put("F2", "o", after(angle, X[2]!), y - 3, 6.3);
    put(mark === "o" ? "F2" : "F1", mark, X[3]!, y);
  }
  rule(y + 5, 0.8);
  put("F2", "***", 150, y + 15, 6.3);
  put("F1", "p < 0.001.", 150 + widthOf("***", { font: "Times-Roman", size: 6.3 }) + 1, y + 18, 8);
  prose(y + 45);
  prose(y + 57.5);
  return onePagePdf({
    height: PAGE_HEIGHT,
    content: [...rules, "BT", ...text, "ET"].join("\n"),
    fonts: [
      { entries: "/Type /Font /Subtype /Type1 /BaseFont /Times-Roman /Encoding /WinAnsiEncoding" },
      { entries: "/Type /Font /Subtype /Type1 /BaseFont /Times-Roman /Encoding /WinAnsiEncoding", toUnicode: MATH_MAP },
    ],
  });
}

describe("a table whose symbols come from a math font's look-alike code points", () => {
  it("reads significance marks as asterisks, the delta as Greek, and a ring set against a figure as TeX's ring", async () => {
    const table = await readOnlyTable(symbolsTablePdf());
    const grid = normedGrid(table);
    expect(grid.all[0]).toEqual(["Model", "ΔAcc", "Angle", "Mark"]);
    expect(grid.rows.map((r) => r.slice(0, 3))).toEqual([
      ["Baseline", "0.00", "12.5∘"],
      ["Ours", "2.41**", "18.7∘"],
      ["Ours+", "3.05***", "-0.45∘"],
    ]);
    expect(table.footnotes.join(" ")).toMatch(/^\*\*\* ?p < 0\.001\.$/);
  });

  it("keeps a hollow marker alone in its cell, and a plain asterisk, as printed", async () => {
    const grid = normedGrid((await readTables(symbolsTablePdf()))[0]!);
    expect(grid.rows.map((r) => r[3])).toEqual(["+", "◦", "*"]);
  });
});
