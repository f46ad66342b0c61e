import type { Line, Word } from "tesseract.js";
import { describe, expect, it } from "vitest";
import { ocrLineWords } from "../../../src-main/core/documents/ocr/ocrLineWords.ts";

// Greek letters tesseract's English model read as Latin ones, told by their boxes against the
// line's baseline and x-height. The boxes are the ones read on the OCR tuning scans: CeON-test3 at
// 200 dpi ("B-sitosterol", baseline 1295), CeON-example3 at 300 dpi ("uM", baseline 2657), and
// CeON-example2 at 300 dpi ("Hospital", whose "p" tesseract boxed as high as the "l" beside it).

type Box = [string, number, number, number, number];

function word(symbols: Box[]): Word {
  const read = symbols.map(([text, x0, y0, x1, y1]) => ({ text, confidence: 95, bbox: { x0, y0, x1, y1 } }));
  const text = symbols.map((s) => s[0]).join("");
  const bbox = { x0: read[0]!.bbox.x0, y0: Math.min(...read.map((s) => s.bbox.y0)), x1: read.at(-1)!.bbox.x1, y1: Math.max(...read.map((s) => s.bbox.y1)) };
  return { text, confidence: 90, bbox, symbols: read } as unknown as Word;
}

function line(words: Word[], baseline: number): Line {
  const x0 = words[0]!.bbox.x0;
  const x1 = words.at(-1)!.bbox.x1;
  return { words, text: words.map((w) => w.text).join(" "), baseline: { x0, y0: baseline, x1, y1: baseline }, bbox: { x0, y0: baseline - 30, x1, y1: baseline + 8 } } as unknown as Line;
}

/** Plain letters of the line: x-height 15 px and ascenders 23 px over the baseline at `b`. */
const plain = (x: number, b: number) => word([["s", x, b - 15, x + 10, b], ["o", x + 12, b - 15, x + 25, b], ["l", x + 28, b - 23, x + 33, b], ["t", x + 35, b - 20, x + 44, b], ["e", x + 46, b - 15, x + 58, b]]);

const texts = (l: Line) => ocrLineWords(l).map((w) => w.text);

describe("Greek letters read as Latin ones", () => {
  it("reads a B as tall as a capital that goes down like a p as a beta", () => {
    const sitosterol = word([["B", 1140, 1272, 1153, 1302], ["-", 1155, 1286, 1164, 1289], ["s", 1167, 1280, 1177, 1296], ["i", 1180, 1272, 1185, 1295], ["t", 1188, 1275, 1197, 1295], ["o", 1198, 1280, 1212, 1296], ["l", 1281, 1272, 1285, 1295]]);
    expect(texts(line([plain(900, 1295), sitosterol, plain(1400, 1295)], 1295))[1]).toBe("β-sitol");
  });

  it("reads a u that goes down like a p as a mu, and a u on the baseline as a u", () => {
    const uM = word([["u", 1752, 2640, 1774, 2664], ["M", 1777, 2632, 1809, 2657]]);
    const un = word([["u", 1830, 2642, 1850, 2657], ["n", 1852, 2642, 1870, 2657]]);
    expect(texts(line([plain(1500, 2657), uM, un], 2657)).slice(1)).toEqual(["μM", "un"]);
  });

  it("keeps a capital B on the baseline, a p as tall as the x-height, and a letter boxed into its neighbours", () => {
    const b = 1021;
    const bacteria = word([["B", 300, b - 23, 315, b], ["a", 317, b - 15, 330, b]]);
    const plates = word([["p", 400, b - 15, 412, b + 7], ["l", 414, b - 23, 418, b]]);
    // "Hospital": the "p" boxed from the "l"'s top down, and into the "s" and "i" beside it.
    const hospital = word([["s", 500, b - 15, 530, b], ["p", 521, b - 23, 556, b + 7], ["i", 540, b - 15, 584, b + 7]]);
    expect(texts(line([plain(100, b), bacteria, plates, hospital], b)).slice(1)).toEqual(["Ba", "pl", "spi"]);
  });
});
