import { describe, expect, it } from "vitest";
import { escapePdfText, onePagePdf, toUnicodeCMap } from "../../support/rawPdf.ts";
import { normedGrid, readOnlyTable } from "../../support/tables/tablePage.ts";

// A table of estimates whose negative figures are set as some publishers set them: the minus sign
// a run of its own with a space glyph after it, the figure a run placed a hair (0.1 em) to its
// right. The cell is one signed figure, "−0.405", as the page shows it; a minus between two terms
// ("k − 1") keeps the spaces it is set with.

const PAGE_HEIGHT = 792;
/** The second font reads "~" as the minus sign U+2212, as a text font's own map does. */
const MINUS_MAP = toUnicodeCMap(Array.from({ length: 0x7f - 0x20 }, (_, i) => 0x20 + i).map((code) => `<${code.toString(16)}> <${(code === 0x7e ? 0x2212 : code).toString(16).padStart(4, "0")}>`));
const SIZE = 9;
const X = [150, 260, 340];
/** Each row: the parameter, its estimate (a leading "~" drawn as a separate minus run), its error. */
const ROWS: [string, string, string][] = [
  ["Slope", "~0.405", "0.081"],
  ["Intercept", "12.70", "1.94"],
  ["Decay", "~1.25", "0.33"],
  ["Offset k ~ 1", "~.87", "0.12"],
];

function estimatesPdf(): Uint8Array {
  const text: string[] = [];
  const put = (font: "F1" | "F2", s: string, x: number, y: number, size = SIZE) => text.push(`/${font} ${size} Tf 1 0 0 1 ${x.toFixed(2)} ${(PAGE_HEIGHT - y).toFixed(2)} Tm (${escapePdfText(s)}) Tj`);
  const rules: string[] = [];
  const rule = (y: number, w: number) => rules.push(`${w} w 140 ${PAGE_HEIGHT - y} m 400 ${PAGE_HEIGHT - y} l S`);
  const prose = (y: number) => put("F1", "The estimates below are from the fitted model, with the standard error of each beside it.", 72, y, 10);
  prose(90);
  prose(102.5);
  put("F1", "Table 1: Parameter estimates of the fitted model.", 72, 130, 10);
  rule(138, 0.8);
  put("F1", "Parameter", X[0]!, 149);
  put("F1", "Estimate", X[1]!, 149);
  put("F1", "SE", X[2]!, 149);
  rule(153, 0.5);
  let y = 153;
  for (const [name, estimate, se] of ROWS) {
    y += 12;
    put("F2", name, X[0]!, y);
    if (estimate.startsWith("~")) {
      // The sign and a space glyph in one run, the figure 0.1 em past the sign's own width.
      put("F2", "~ ", X[1]!, y);
      put("F2", estimate.slice(1), X[1]! + 0.541 * SIZE + 0.1 * SIZE, y);
    } else put("F2", estimate, X[1]!, y);
    put("F2", se, X[2]!, y);
  }
  rule(y + 5, 0.8);
  prose(y + 35);
  prose(y + 47.5);
  return onePagePdf({
    height: PAGE_HEIGHT,
    content: [...rules, "BT", ...text, "ET"].join("\n"),
    fonts: [
      { entries: "/Type /Font /Subtype /Type1 /BaseFont /Times-Roman /Encoding /WinAnsiEncoding" },
      { entries: "/Type /Font /Subtype /Type1 /BaseFont /Times-Roman /Encoding /WinAnsiEncoding", toUnicode: MINUS_MAP },
    ],
  });
}

describe("a table whose negative figures have the minus sign set as a run of its own", () => {
  it("reads each signed figure joined to its sign", async () => {
    const grid = normedGrid(await readOnlyTable(estimatesPdf()));
    expect(grid.rows.map((r) => r[1])).toEqual(["−0.405", "12.70", "−1.25", "−.87"]);
  });

  it("keeps the spaces around a minus between two terms", async () => {
    const grid = normedGrid(await readOnlyTable(estimatesPdf()));
    expect(grid.rows.map((r) => r[0])).toEqual(["Slope", "Intercept", "Decay", "Offset k − 1"]);
  });
});
