import type { Line } from "tesseract.js";
import { describe, expect, it } from "vitest";
import { lineTypeSizes } from "../../../src-main/core/documents/ocr/lineSizes.ts";
import { ocrPageText } from "../../../src-main/core/documents/ocr/ocrPageText.ts";
import { paperFromPages } from "../../../src-main/core/documents/parsePdf.ts";
import { measuredBlocks, measuredLine, plainLine } from "../../support/measuredOcrLines.ts";

// A two-column "Notes" page scanned at 300 dpi, as tesseract measured it (docs/ocr.md, "Round 31:
// a display formula"): the right column is display formulas, and one of them ("+ d/dt A + B G",
// its stacked d/dt read as "SAND", 73 px tall) got a row of 74 px while its other words were 21
// to 48 px. Sized from that row (17.8 pt) it was the page's largest type and was read as the
// title over the real 10.3 pt one. The words, boxes and rows below are tesseract's.

const SCALE = 300 / 72;
const PAGE = { width: 595, height: 842 };

/** The formula whose stacked d/dt stretched its row, as measured. */
const formula = (tall = 73) =>
  measuredLine(
    [
      ["+", 1228, 1400, 1250, 1421],
      ["SAND", 1260, 1376, 1397, 1376 + tall],
      ["+", 1408, 1400, 1430, 1421],
      ["BUA", 1443, 1393, 1541, 1431],
      ["GO", 1599, 1385, 1684, 1433],
    ],
    1428,
    { rowHeight: tall + 1, ascenders: 18, descenders: 21 },
  );

const titleLines = () => [
  measuredLine(
    [
      ["Exact", 138, 197, 244, 230],
      ["Solitary-wave", 256, 197, 514, 238],
      ["Solutions", 525, 196, 696, 230],
      ["for", 708, 196, 764, 229],
      ["the", 774, 197, 832, 230],
      ["General", 843, 197, 993, 230],
    ],
    230,
    { rowHeight: 43, ascenders: 11, descenders: 9 },
  ),
  measuredLine(
    [
      ["Fifth-order", 138, 246, 348, 280],
      ["Shallow", 359, 247, 507, 279],
      ["Water-wave", 520, 246, 742, 280],
      ["Models", 754, 246, 888, 279],
    ],
    279,
    { rowHeight: 38.7, ascenders: 11, descenders: 5.7 },
  ),
];

/** The formulas above and below it in the column, as measured: their rows were not stretched by their own tall "4" (a fraction read so). */
const formulaNeighbours = () => [
  measuredLine(
    [
      ["A)", 1228, 1314, 1342, 1350],
      ["4", 1354, 1298, 1390, 1370],
      ["#0)", 1405, 1314, 1480, 1349],
      ["+3r4,", 1493, 1315, 1615, 1352],
      ["(1°", 1629, 1306, 1676, 1349],
      ["G0)", 1684, 1315, 1754, 1353],
    ],
    1344,
    { rowHeight: 50.45, ascenders: 16, descenders: 5.45 },
  ),
  measuredLine(
    [
      ["+", 1227, 1475, 1249, 1496],
      ["167451)", 1265, 1468, 1469, 1505],
      ["4)", 1478, 1469, 1515, 1503],
      ["G(1)", 1525, 1460, 1613, 1507],
      ["4,1)", 1624, 1468, 1741, 1505],
      ["4", 1752, 1452, 1791, 1525],
      ["Fx", 1802, 1469, 1900, 1508],
    ],
    1496,
    { rowHeight: 51.45, ascenders: 17, descenders: 5.45 },
  ),
];

const BODY = [
  "We perform a computerized symbolic computation to find some general solitonic solutions",
  "for the general fifth-order shallow water-wave models. Applying the tanh-typed method, we",
  "have found certain new exact solitary wave solutions. The previously published solutions",
  "turn out to be special cases with restricted model parameters of the models studied here.",
];

/** A body line of plain words, 34 px rows, 36 px apart, as the page's left column measured. */
function bodyLine(text: string, i: number): Line {
  return plainLine(text, { left: 130, top: 670 + 36 * i, charWidth: 16, height: 27, baseline: 27, gap: 14, row: { rowHeight: 34, ascenders: 8, descenders: 8 } });
}

describe("a scanned line whose row rests on one word far taller than its others", () => {
  it("is sized from its other words, not the tall one", () => {
    const f = formula();
    const sizes = lineTypeSizes(measuredBlocks([f]));
    // The row less the tall word's excess (73 - 48 px) over the next tallest word.
    expect(sizes.get(f)).toBe(49);
  });

  it("a line whose tallest word is not far taller than its others keeps its row", () => {
    // The same formula with its fraction 64 px tall: 1.33 times the next word (48 px), as a word
    // with ascenders and descenders can be against one with descenders only.
    const f = formula(64);
    expect(lineTypeSizes(measuredBlocks([f])).get(f)).toBe(65);
  });

  it("a short line of one tall word among x-height words keeps its row", () => {
    // "by a cow": the one word with an ascender and a descender is twice the others' height.
    const short = measuredLine(
      [
        ["by", 130, 670, 170, 706],
        ["a", 182, 688, 200, 706],
        ["cow.", 212, 688, 280, 706],
      ],
      698,
      { rowHeight: 37, ascenders: 9, descenders: 9 },
    );
    expect(lineTypeSizes(measuredBlocks([short])).get(short)).toBe(37);
  });

  it("the formula among the column's formulas is no longer the paper's title", () => {
    // The page's title, its first body lines and the column of formulas around the stretched one,
    // each in a paragraph of its own as tesseract read them. (On the whole page another formula,
    // set with large operators, still outranks the title: docs/ocr.md, "Round 31: a display formula".)
    const [above, below] = formulaNeighbours();
    const page = measuredBlocks(titleLines(), BODY.map(bodyLine), [above!], [formula()], [below!]);
    const { text, report } = ocrPageText(page, { pageNumber: 1, ...PAGE, rotate: 0, scale: SCALE });
    const paper = paperFromPages({ pages: [text], info: {}, outline: [] }, "notes-scan.pdf", { languages: ["eng"], pages: [report] });
    expect(paper.title).toBe("Exact Solitary-wave Solutions for the General Fifth-order Shallow Water-wave Models");
  });
});
