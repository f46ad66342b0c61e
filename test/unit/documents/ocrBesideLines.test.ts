import type { Line } from "tesseract.js";
import { describe, expect, it } from "vitest";
import { lineTypeSizes } from "../../../src-main/core/documents/ocr/lineSizes.ts";
import { ocrPageText } from "../../../src-main/core/documents/ocr/ocrPageText.ts";
import { paperFromPages } from "../../../src-main/core/documents/parsePdf.ts";
import { measuredBlocks, measuredLine, plainLine, type MeasuredRow } from "../../support/measuredOcrLines.ts";

// A paper's first page scanned at 200 dpi and read at 300, as tesseract measured it (docs/ocr.md,
// "Round 32: a short piece of an author row"): tesseract split the first author row at its wide
// gaps into three lines, and fitted the six letters of "Kyle Lo" a row of 61 px (x-height 34)
// where the pieces beside it, their ink from the same top to the same foot, got 45 px (x-height
// 24). Sized from that row the name was the page's largest type and was read as the title. The
// words, boxes and rows below are tesseract's.

const SCALE = 300 / 72;
const PAGE = { width: 612, height: 792 };

const titleLines = () => [
  measuredLine(
    [
      ["PaperMage:", 420, 295, 729, 349],
      ["A", 753, 295, 793, 336],
      ["Unified", 811, 295, 994, 337],
      ["Toolkit", 1012, 295, 1191, 337],
      ["for", 1207, 295, 1280, 337],
      ["Processing,", 1297, 295, 1580, 349],
      ["Representing,", 1598, 295, 1948, 349],
      ["and", 1966, 295, 2059, 337],
    ],
    336,
    { rowHeight: 55, ascenders: 12, descenders: 13 },
  ),
  measuredLine(
    [
      ["Manipulating", 612, 361, 958, 415],
      ["Visually-Rich", 976, 361, 1319, 415],
      ["Scientific", 1337, 361, 1567, 403],
      ["Documents", 1583, 363, 1867, 403],
    ],
    403,
    { rowHeight: 54, ascenders: 14, descenders: 12 },
  ),
];

/** The first author row's three pieces; `kyleRow` is the short piece's row as tesseract fitted it. */
const authorRow = (kyleRow: MeasuredRow = { rowHeight: 60.75, ascenders: 16.75, descenders: 10.5 }) => [
  measuredLine(
    [
      ["Kyle", 420, 456, 514, 499],
      ["Lo", 528, 456, 625, 490],
    ],
    489,
    kyleRow,
  ),
  measuredLine(
    [
      ["Zejiang", 673, 454, 835, 499],
      ["Shen", 850, 454, 1020, 490],
      ["Benjamin", 1089, 454, 1294, 499],
      ["Newman", 1307, 456, 1532, 490],
    ],
    489,
    { rowHeight: 45, ascenders: 11, descenders: 10 },
  ),
  measuredLine(
    [
      ["Joseph", 1600, 456, 1744, 499],
      ["Chee", 1760, 454, 1865, 490],
      ["Chang", 1880, 454, 2057, 499],
    ],
    490,
    { rowHeight: 45, ascenders: 11, descenders: 9 },
  ),
];

const ABSTRACT = [
  "Despite growing interest in applying natural",
  "language processing and computer vision",
  "models to the scholarly domain, scientific",
  "documents remain challenging to work with.",
  "We introduce a toolkit for analyzing and",
  "processing visually rich scientific documents.",
];

/** An abstract line of plain words, 38 px rows about 50 px apart, as the page's left column measured. */
function abstractLine(text: string, i: number): Line {
  return plainLine(text, { left: 367, top: 1003 + 50 * i, charWidth: 17, height: 38, baseline: 29, gap: 14, row: { rowHeight: 38, ascenders: 9, descenders: 9 } });
}

describe("a short piece of a scanned row beside longer pieces of the same ink", () => {
  it("takes the size of the piece beside it, not its own stretched row", () => {
    const row = authorRow();
    const sizes = lineTypeSizes(measuredBlocks(titleLines(), [row[0]!], [row[1]!], [row[2]!]));
    expect(sizes.get(row[0]!)).toBe(45);
  });

  it("the author's name is no longer the paper's title", () => {
    const row = authorRow();
    const page = measuredBlocks(titleLines(), [row[0]!], [row[1]!], [row[2]!], [measuredLine([["Abstract", 657, 897, 841, 933]], 931, { rowHeight: 39.4, ascenders: 8, descenders: 5.4 })], ABSTRACT.map(abstractLine));
    const { text, report } = ocrPageText(page, { pageNumber: 1, ...PAGE, rotate: 0, scale: SCALE });
    const paper = paperFromPages({ pages: [text], info: {}, outline: [] }, "author-row-scan.pdf", { languages: ["eng"], pages: [report] });
    expect(paper.title).toBe("PaperMage: A Unified Toolkit for Processing, Representing, and Manipulating Visually-Rich Scientific Documents");
  });

  it("a short piece whose row agrees with its ink keeps its row", () => {
    // 48 px about 43 px of ink is within tesseract's usual stray: no sign the fit went wrong.
    const row = authorRow({ rowHeight: 48, ascenders: 12, descenders: 10 });
    expect(lineTypeSizes(measuredBlocks([row[0]!], [row[1]!], [row[2]!])).get(row[0]!)).toBe(48);
  });

  it("a heading in a larger type beside a line keeps its size", () => {
    // Its ink stands 14 px higher than the piece beside it: another type, whatever its row.
    const heading = measuredLine([["Results", 420, 442, 600, 499]], 489, { rowHeight: 70, ascenders: 20, descenders: 10 });
    const [, beside] = authorRow();
    expect(lineTypeSizes(measuredBlocks([heading], [beside!])).get(heading)).toBe(70);
  });
});
