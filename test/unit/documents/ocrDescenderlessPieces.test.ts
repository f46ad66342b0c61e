import type { Block, Line } from "tesseract.js";
import { describe, expect, it } from "vitest";
import { lineTypeSizes } from "../../../src-main/core/documents/ocr/lineSizes.ts";
import { type MeasuredRow, measuredLine as line } from "../../support/measuredOcrLines.ts";

// The last author row of papermage's first page, scanned at 200 dpi and read at 300, as tesseract
// measured it: split at its wide gaps into four pieces on one baseline (664), every piece with an
// x-height of 24 px and ink from 630 down. The two pieces with no descender ("Daniel S. Weld",
// "Luca Soldaini") got rows of 40.4 px, their descenders guessed at 5.4 px; "Doug Downey", whose
// "g" and "y" hang 11 px, got 45. Read as points the two names were a point smaller than the
// rest of the author block, and the reader's author list, which keeps to one size, lost them.
// The words, boxes and rows below are tesseract's.

/** Each line a block of its own, as tesseract read these pieces. */
const blocks = (lines: Line[]) => lines.map((l) => ({ paragraphs: [{ lines: [l] }] })) as unknown as Block[];

const SHORT_ROW = { rowHeight: 40.387756, ascenders: 11, descenders: 5.3877549 };
const marti = () => line([["Marti", 429, 630, 552, 664], ["A.", 565, 630, 612, 664], ["Hearst”", 627, 622, 790, 664]], 664, { rowHeight: 47.387756, ascenders: 18, descenders: 5.3877549 });
const daniel = () => line([["Daniel", 856, 630, 993, 664], ["S.", 1008, 630, 1045, 666], ["Weld*~", 1060, 630, 1224, 664]], 664, SHORT_ROW);
const doug = (row: MeasuredRow = { rowHeight: 45, ascenders: 10, descenders: 11 }, top = 630) => line([["Doug", 1289, top, 1402, 675], ["Downey“", 1415, top, 1636, 675]], 664, row);
const luca = () => line([["Luca", 1703, 630, 1808, 664], ["Soldaini**", 1823, 630, 2035, 666]], 664, SHORT_ROW);

describe("a piece of an OCR'd row with no descenders beside one with them", () => {
  it("takes the size of the piece beside it whose descenders tesseract measured", () => {
    const row = [marti(), daniel(), doug(), luca()];
    const sizes = lineTypeSizes(blocks(row));
    expect(row.map((l) => Math.round(sizes.get(l)!))).toEqual([47, 45, 45, 45]);
  });

  it("keeps its size beside a piece of another x-height (a heading's larger letters)", () => {
    const row = [daniel(), doug({ rowHeight: 52, ascenders: 10, descenders: 11 }, 623), luca()];
    const sizes = lineTypeSizes(blocks(row));
    expect(row.map((l) => Math.round(sizes.get(l)!))).toEqual([40, 52, 40]);
  });
});
