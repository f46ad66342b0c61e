import type { Block } from "tesseract.js";
import { describe, expect, it } from "vitest";
import { withoutFigureText } from "../../../src-main/core/documents/ocr/figureText.ts";

// Blocks as tesseract read a page whose figure is a screenshot of another paper (2203.00130v1's
// second page, scanned at 200 dpi and read at 300): the screenshot's lines 18-21 px tall, the
// body's 35-36 px, the caption's 31 px; a line tesseract ran across the screenshot's heading and
// its other column measured 25 px. Only boxes and line heights matter to the rule; the words are our own.

interface Spec {
  x0: number;
  y0: number;
  x1: number;
  lines: number;
  height: number;
  text?: string;
}

function block({ x0, y0, x1, lines, height, text = "some words read on this line of the page" }: Spec): Block {
  const step = Math.round(height * 1.25);
  const made = Array.from({ length: lines }, (_, i) => {
    const bbox = { x0, y0: y0 + i * step, x1, y1: y0 + i * step + height };
    return { text, bbox, words: text.split(" ").map((w) => ({ text: w })) };
  });
  const bbox = { x0, y0, x1, y1: y0 + (lines - 1) * step + height };
  return { bbox, text, paragraphs: [{ bbox, text, lines: made }] } as unknown as Block;
}

const body = (y0: number, lines = 8) => block({ x0: 458, y0, x1: 2247, lines, height: 36, text: "the body of the paper set in its own type across the whole width of the page, a long line of words as a scan reads" });
const caption = block({ x0: 459, y0: 1319, x1: 2245, lines: 7, height: 31, text: "Fig. 1. the caption of the figure set a little smaller than the body text" });
const screenshot = [
  block({ x0: 1054, y0: 464, x1: 1566, lines: 3, height: 18 }),
  block({ x0: 1054, y0: 635, x1: 1566, lines: 11, height: 18 }),
  block({ x0: 1591, y0: 513, x1: 2103, lines: 5, height: 18 }),
  block({ x0: 1591, y0: 659, x1: 2103, lines: 10, height: 19 }),
  block({ x0: 1054, y0: 930, x1: 1545, lines: 5, height: 18 }),
  block({ x0: 1054, y0: 1127, x1: 1569, lines: 4, height: 19 }),
  block({ x0: 1591, y0: 1149, x1: 2103, lines: 3, height: 15 }),
];
const ranTogether = block({ x0: 1068, y0: 1082, x1: 2124, lines: 1, height: 25, text: "a heading tesseract ran into a line of the screenshot's other column" });
const heading = block({ x0: 1007, y0: 587, x1: 1188, lines: 1, height: 47, text: "Conclusion" });

describe("a picture's text on a scanned page", () => {
  it("leaves out a screenshot's small type and the lines inside it, and keeps the body and caption", () => {
    const below = body(1719, 17);
    const kept = withoutFigureText([...screenshot, ranTogether, heading, caption, below]);
    expect(kept).toEqual([caption, below]);
  });

  it("keeps footnotes, captions and a running head set a little smaller than the body", () => {
    const page = [
      block({ x0: 458, y0: 120, x1: 2247, lines: 1, height: 28 }),
      body(300, 30),
      block({ x0: 458, y0: 1800, x1: 2247, lines: 6, height: 29 }),
      block({ x0: 458, y0: 2900, x1: 2247, lines: 5, height: 27 }),
    ];
    expect(withoutFigureText(page)).toEqual(page);
  });

  it("keeps a lone small line: a mark or a rule's label is not a picture", () => {
    const page = [body(300, 20), block({ x0: 1615, y0: 1300, x1: 1662, lines: 1, height: 8 }), block({ x0: 1680, y0: 1320, x1: 2097, lines: 2, height: 12 })];
    expect(withoutFigureText(page)).toEqual(page);
  });

  it("keeps every line of a page that is mostly small type, with too little body to measure against", () => {
    const page = [...screenshot, block({ x0: 459, y0: 1319, x1: 2245, lines: 2, height: 31 })];
    expect(withoutFigureText(page)).toEqual(page);
  });
});
