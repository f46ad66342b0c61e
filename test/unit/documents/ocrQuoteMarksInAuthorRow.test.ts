import type { Line, Word } from "tesseract.js";
import { describe, expect, it } from "vitest";
import { wordPieces } from "../../../src-main/core/documents/ocr/raisedMarks.ts";

// An author row of papermage's first page as its 200 dpi scan read it: each name's raised
// affiliation mark came back glued to the name and read as a symbol, two of them as quotes
// ('Huff"', 'Singh”'). Raised quote marks are kept when they close a quotation; the straight
// quote ending "Huff" was counted as one opening, so "Singh”" kept its mark and the reader's
// author list lost "Amanpreet Singh". The boxes below are tesseract's, measured on that scan
// (baseline 606, row 45 px: ascenders 11, descenders 10, so an x-height of 24).

type Box = [string, number, number, number, number];

const ROW: Box[][] = [
  [["R", 310, 571, 345, 606], ["e", 346, 582, 366, 606], ["g", 369, 582, 391, 616], ["a", 393, 582, 415, 606], ["n", 418, 582, 444, 606]],
  [["H", 457, 571, 495, 606], ["u", 496, 582, 522, 606], ["f", 518, 571, 541, 606], ["f", 525, 571, 567, 606], ['"', 567, 573, 577, 588]],
  [["B", 619, 571, 649, 606], ["a", 641, 571, 664, 616], ["i", 652, 571, 690, 606], ["l", 691, 571, 703, 606], ["e", 705, 582, 726, 606], ["y", 727, 582, 750, 616]],
  [["K", 765, 571, 802, 606], ["u", 804, 582, 829, 606], ["e", 831, 582, 850, 606], ["h", 853, 571, 879, 606], ["l", 880, 571, 892, 606], ["*", 895, 573, 915, 588]],
  [["A", 955, 571, 990, 606], ["m", 993, 582, 1032, 606], ["a", 1033, 582, 1057, 606], ["n", 1059, 582, 1084, 606], ["p", 1087, 582, 1111, 616], ["r", 1114, 582, 1135, 606], ["e", 1135, 582, 1155, 606], ["e", 1158, 582, 1177, 606], ["t", 1180, 574, 1195, 606]],
  [["S", 1209, 571, 1233, 606], ["i", 1236, 571, 1276, 606], ["n", 1264, 571, 1287, 616], ["g", 1277, 582, 1300, 616], ["h", 1303, 571, 1328, 606], ["”", 1330, 573, 1349, 588]],
];

function word(boxes: Box[]): Word {
  const symbols = boxes.map(([text, x0, y0, x1, y1]) => ({ text, confidence: 90, bbox: { x0, y0, x1, y1 } }));
  const bbox = { x0: boxes[0]![1], y0: Math.min(...boxes.map((b) => b[2])), x1: boxes.at(-1)![3], y1: Math.max(...boxes.map((b) => b[4])) };
  return { text: boxes.map((b) => b[0]).join(""), confidence: 90, bbox, symbols } as unknown as Word;
}

function line(words: Word[]): Line {
  return {
    text: `${words.map((w) => w.text).join(" ")}\n`,
    confidence: 90,
    bbox: { x0: 310, y0: 571, x1: 1349, y1: 616 },
    baseline: { x0: 310, y0: 606, x1: 1349, y1: 606, has_baseline: true },
    rowAttributes: { rowHeight: 45, ascenders: 11, descenders: 10 },
    words,
  } as unknown as Line;
}

/** Each word's pieces as text, raised ones in brackets. */
const read = (words: Word[]) => {
  const row = line(words);
  return words.map((w) => wordPieces(w, row).map((p) => (p.raised ? `[${p.text}]` : p.text)).join("")).join(" ");
};

describe("raised marks read as quotes in an OCR'd author row", () => {
  it("a closing curly quote after a straight one that ended a word is a raised mark, not a quotation's end", () => {
    expect(read(ROW.map(word))).toBe("Regan Huff[*] Bailey Kuehl[*] Amanpreet Singh[*]");
  });

  it("a quotation opened by a straight quote at a word's start still closes on a raised quote", () => {
    // 'the "slip zone”': the same boxes, the second word opening with a quote of its own.
    const opened: Box[][] = [ROW[0]!, [['"', 450, 573, 457, 588], ...ROW[1]!.slice(0, 4)], ...ROW.slice(2)];
    expect(read(opened.map(word))).toBe('Regan "Huff Bailey Kuehl[*] Amanpreet Singh”');
  });
});
