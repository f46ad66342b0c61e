import { describe, expect, it } from "vitest";
import { lineTypeSizes } from "../../../src-main/core/documents/ocr/lineSizes.ts";
import { measuredBlocks, measuredLine } from "../../support/measuredOcrLines.ts";

// The first author line of papers-more 60 (PNAS), scanned at 300 dpi, as tesseract measured it:
// one printed line cut at its raised marks into three pieces on one baseline (475), each read as
// a paragraph of its own and its row fitted to its own letters and marks: rows of 37, 30 and
// 34 px (8.88, 7.20 and 8.16 pt), while the letters themselves measure the same in every piece
// (x-height letters 17 px, ascender letters 24 px). The list of authors, which keeps to one size,
// broke at the first piece. Words, boxes, letters' heights and rows below are tesseract's.

const line = measuredLine;
const paragraphs = measuredBlocks;

/** Letters of one word: the same top and foot for each of a run of letters. */
const run = (text: string, top: number, foot: number): [string, number, number][] => [...text].map((t) => [t, top, foot]);

const yamin = () =>
  line(
    [
      ["Yamin", 150, 452, 234, 475, [["Y", 453, 475], ["a", 458, 475], ["m", 458, 475], ["i", 452, 475], ["n", 458, 475]]],
      ["Gong®®\",", 246, 445, 369, 483, [["G", 452, 475], ["o", 458, 475], ["n", 458, 475], ["g", 458, 483], ["®", 449, 461], ["®", 445, 463], ['"', 446, 462], [",", 471, 479]]],
      ["Zhifeng", 380, 451, 483, 483, [["Z", 453, 475], ["h", 451, 475], ["i", 452, 475], ["f", 451, 475], ["e", 458, 475], ["n", 458, 475], ["g", 458, 483]]],
      ["Wang®'", 493, 446, 594, 483, [["W", 453, 475], ["a", 458, 475], ["n", 458, 475], ["g", 458, 483], ["®", 450, 461], ["'", 446, 463]]],
    ],
    475,
    { rowHeight: 37, descenders: 8, ascenders: 12 },
  );
const xingzhi = () =>
  line(
    [
      ["and", 151, 497, 201, 521, [["a", 504, 521], ["n", 504, 521], ["d", 497, 521]]],
      ["Xingzhi", 212, 497, 308, 528, [["X", 498, 521], ["i", 498, 521], ["n", 504, 521], ["g", 504, 528], ["z", 504, 521], ["h", 497, 521], ["i", 498, 521]]],
      ["Xu®?", 319, 492, 379, 521, [["X", 498, 521], ["u", 504, 521], ["®", 495, 509], ["?", 492, 507]]],
    ],
    521,
    { rowHeight: 36, descenders: 7, ascenders: 12 },
  );
const wen = () =>
  line(
    [
      [",", 639, 471, 642, 479, [[",", 471, 479]]],
      ["Wen", 654, 453, 714, 475, [["W", 453, 475], ["e", 458, 475], ["n", 458, 475]]],
      ["Zong\"'", 726, 446, 817, 483, [["Z", 453, 475], ["o", 458, 475], ["n", 458, 475], ["g", 458, 483], ['"', 450, 461], ["'", 446, 463]]],
      ["(2,", 862, 471, 866, 479, run("(2,", 471, 479)],
      ["Ruifeng", 879, 451, 981, 483, [["R", 453, 475], ["u", 458, 475], ["i", 452, 475], ["f", 451, 475], ["e", 458, 475], ["n", 458, 475], ["g", 458, 483]]],
      ["Shi*®,", 991, 445, 1064, 479, [["S", 452, 475], ["h", 451, 475], ["i", 452, 475], ["*", 449, 461], ["®", 445, 463], [",", 471, 479]]],
      ["Wenli", 1076, 451, 1150, 475, [["W", 453, 475], ["e", 458, 475], ["n", 451, 475], ["l", 458, 475], ["i", 451, 475]]],
      ["Sun®,", 1162, 450, 1229, 479, [["S", 452, 475], ["u", 458, 475], ["n", 458, 475], ["®", 450, 479], [",", 450, 479]]],
      ["Sijia", 1241, 452, 1291, 483, [["S", 452, 475], ["i", 452, 475], ["j", 452, 483], ["i", 452, 475], ["a", 452, 483]]],
      ["Wang\",", 1303, 450, 1396, 483, [["W", 453, 475], ["a", 458, 475], ["n", 458, 475], ["g", 458, 483], ['"', 450, 461], [",", 471, 479]]],
      ["Bin", 1409, 452, 1448, 475, [["B", 453, 475], ["i", 452, 475], ["n", 458, 475]]],
      ["Peng?", 1462, 450, 1539, 483, [["P", 453, 475], ["e", 458, 475], ["n", 458, 475], ["g", 458, 483], ["?", 450, 461]]],
    ],
    475,
    { rowHeight: 30, descenders: 4, ascenders: 9 },
  );
/** Letters whose tops stand `grow` px higher. */
const raise = (letters: [string, number, number][], grow: number): [string, number, number][] => letters.map(([t, top, foot]) => [t, top - grow, foot]);

/** The third piece; `grow` adds pixels to its letters' tops (a larger type's taller letters). */
const shunichi = (grow = 0) =>
  line(
    [
      [",", 1581, 471, 1584, 479, [[",", 471, 479]]],
      ["Shunichi", 1596, 451 - grow, 1712, 475, raise([["S", 452, 475], ["h", 451, 475], ["u", 458, 475], ["n", 451, 475], ["i", 452, 475], ["c", 458, 475], ["h", 451, 475], ["i", 452, 475]], grow)],
      ["Takeda?,", 1723, 449 - grow, 1838, 479, raise([["T", 453, 475], ["a", 458, 475], ["k", 451, 475], ["e", 458, 475], ["d", 451, 475], ["a", 458, 475], ["?", 449, 461], [",", 471, 479]], grow)],
      ["Zhao-Qi", 1850, 451 - grow, 1959, 480, raise([["Z", 453, 475], ["h", 451, 475], ["a", 458, 475], ["o", 458, 475], ["-", 467, 469], ["Q", 452, 480], ["i", 452, 475]], grow)],
      ["Wang®“%?,", 1970, 445 - grow, 2113, 483, raise([["W", 453, 475], ["a", 458, 475], ["n", 458, 475], ["g", 458, 483], ["®", 445, 463], ["“", 450, 463], ["%", 445, 461], ["?", 445, 463], [",", 471, 479]], grow)],
    ],
    475,
    { rowHeight: 34, descenders: 4, ascenders: 13 },
  );

describe("pieces of one printed line that tesseract cut apart at raised marks", () => {
  it("take one size, so the author line reads as one type with the line under it", () => {
    const [first, second, middle, last] = [yamin(), xingzhi(), wen(), shunichi()];
    const sizes = lineTypeSizes(paragraphs([first, second], [middle], [last]));
    expect([first, second, middle, last].map((l) => Math.round(sizes.get(l)!))).toEqual([37, 37, 37, 37]);
  });

  it("leave a piece beside them whose letters are another type's (taller) with its own size", () => {
    const [first, second, middle, last] = [yamin(), xingzhi(), wen(), shunichi(6)];
    const sizes = lineTypeSizes(paragraphs([first, second], [middle], [last]));
    expect(Math.round(sizes.get(middle)!)).toBe(37);
    expect(Math.round(sizes.get(last)!)).toBe(34);
  });
});
