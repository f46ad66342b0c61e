import { describe, expect, it } from "vitest";
import { widthOf } from "../../support/layoutSheet.ts";
import { escapePdfText, onePagePdf, toUnicodeCMap } from "../../support/rawPdf.ts";
import { normedGrid, readOnlyTable, readTables } from "../../support/tables/tablePage.ts";

// A table whose first column holds formulas set as TeX sets them: one run of single characters,
// each operator between spaces ("T = 2 → T = 2"). Letter-spaced headings ("S E T T I N G") are
// also runs of single characters, and are joined into their word; a formula, whose spaces stand
// around its operators and never between two of its letters, keeps the spaces the page shows.

const PAGE_HEIGHT = 792;
/** The second font reads ">" as the arrow U+2192, as a math font's map does. */
const ARROW_MAP = toUnicodeCMap(
  Array.from({ length: 0x7f - 0x20 }, (_, i) => 0x20 + i).map((code) => `<${code.toString(16)}> <${(code === 0x3e ? 0x2192 : code).toString(16).padStart(4, "0")}>`),
);
const SIZE = 9;
const X = [150, 260, 330];
/** Each row: the formula (">" drawn as the arrow), two figures. */
const ROWS: [string, string, string][] = [
  ["T = 2 > T = 2", "434.59", "90.98"],
  ["T = 4 > T = 3", "192.54", "13.80"],
  ["T = 16 > T = 3", "199.87", "13.97"],
];

function formulaTablePdf(): Uint8Array {
  const text: string[] = [];
  const put = (font: "F1" | "F2", s: string, x: number, y: number, size = SIZE) => text.push(`/${font} ${size} Tf 1 0 0 1 ${x.toFixed(2)} ${(PAGE_HEIGHT - y).toFixed(2)} Tm (${escapePdfText(s)}) Tj`);
  const rules: string[] = [];
  const rule = (y: number, w: number) => rules.push(`${w} w 140 ${PAGE_HEIGHT - y} m 400 ${PAGE_HEIGHT - y} l S`);
  const prose = (y: number) => put("F1", "The figures below are the mean of five runs, each on the same held-out split of the data.", 72, y, 10);
  prose(90);
  prose(102.5);
  put("F1", "Table 1: Distillation from a longer schedule to a shorter one.", 72, 130, 10);
  rule(138, 0.8);
  put("F1", "S E T T I N G", X[0]!, 149);
  put("F1", "FID", X[1]!, 149);
  put("F1", "IS", X[2]!, 149);
  rule(153, 0.5);
  let y = 153;
  for (const [formula, fid, is] of ROWS) {
    y += 12;
    // The formula in one run of the math font, as one text-showing operator.
    put("F2", formula, X[0]!, y);
    put("F1", fid, X[1]!, y);
    put("F1", is, X[2]!, y);
  }
  rule(y + 5, 0.8);
  prose(y + 35);
  prose(y + 47.5);
  expect(widthOf("S E T T I N G", { font: "Times-Roman", size: SIZE })).toBeLessThan(X[1]! - X[0]!);
  return onePagePdf({
    height: PAGE_HEIGHT,
    content: [...rules, "BT", ...text, "ET"].join("\n"),
    fonts: [
      { entries: "/Type /Font /Subtype /Type1 /BaseFont /Times-Roman /Encoding /WinAnsiEncoding" },
      { entries: "/Type /Font /Subtype /Type1 /BaseFont /Times-Roman /Encoding /WinAnsiEncoding", toUnicode: ARROW_MAP },
    ],
  });
}

describe("a table whose cells hold formulas of single characters set apart by their operators' spaces", () => {
  it("keeps the spaces the page shows around each operator", async () => {
    const table = await readOnlyTable(formulaTablePdf());
    const grid = normedGrid(table);
    expect(grid.rows.map((r) => r[0])).toEqual(["T = 2 → T = 2", "T = 4 → T = 3", "T = 16 → T = 3"]);
  });

  it("still joins a letter-spaced heading into its word", async () => {
    const grid = normedGrid((await readTables(formulaTablePdf()))[0]!);
    expect(grid.all[0]).toEqual(["SETTING", "FID", "IS"]);
  });
});
