import type { Block, Line } from "tesseract.js";
import { describe, expect, it } from "vitest";
import type { GreyPixels } from "../../../src-main/core/documents/ocr/inkHeights.ts";
import { inkXHeight } from "../../../src-main/core/documents/ocr/inkHeights.ts";
import { lineTypeSizes } from "../../../src-main/core/documents/ocr/lineSizes.ts";

// An abstract's few-letter last line, as tesseract measured one on a 200 dpi scan read at 300
// (docs/ocr.md, "Round 20"): the abstract's rows 31-33 px with an x-height of 17, boxes of its
// x-height letters 18 px; the last line ("pores as cast.") a row of 22 px with an x-height of 11,
// its letters' boxes 16 px. The ink of every one of those letters is 16 px tall. The page's pixels
// here are drawn to those measures: each letter a block of ink, each box as tesseract drew it.

const WIDTH = 1800;
const HEIGHT = 1300;
const LEFT = 300;

interface Row {
  rowHeight: number;
  ascenders: number;
  descenders: number;
}

function page(): GreyPixels {
  return { data: new Uint8Array(WIDTH * HEIGHT).fill(255), width: WIDTH, height: HEIGHT };
}

/** Inks a letter `ink` px tall on `baseline` in columns x0..x1 (every row of it inked, as an "o"'s sides are). */
function inkLetter(pixels: GreyPixels, x0: number, x1: number, baseline: number, ink: number): void {
  for (let y = baseline - ink; y < baseline; y++) for (let x = x0 + 2; x < x1 - 2; x++) pixels.data[y * WIDTH + x] = 20;
}

/** A line of x-height letters ("os" words): their ink `ink` px, the boxes tesseract drew `box` px. */
function line(pixels: GreyPixels, letters: number, baseline: number, row: Row, ink: number, box: number): Line {
  const words = [];
  let x = LEFT;
  for (let w = 0; w < Math.ceil(letters / 4); w++) {
    const symbols = [];
    const x0 = x;
    for (let i = 0; i < 4 && w * 4 + i < letters; i++) {
      inkLetter(pixels, x, x + 14, baseline, ink);
      symbols.push({ text: i % 2 ? "s" : "o", confidence: 95, bbox: { x0: x, y0: baseline - box, x1: x + 14, y1: baseline } });
      x += 14;
    }
    words.push({ text: symbols.map((s) => s.text).join(""), confidence: 95, bbox: { x0, y0: baseline - box, x1: x, y1: baseline }, symbols });
    x += 10;
  }
  const top = baseline - row.rowHeight + row.descenders;
  return {
    text: `${words.map((w) => w.text).join(" ")}\n`,
    confidence: 95,
    bbox: { x0: LEFT, y0: top, x1: x - 10, y1: baseline + row.descenders },
    baseline: { x0: LEFT, y0: baseline, x1: x - 10, y1: baseline, has_baseline: true },
    rowAttributes: row,
    words,
  } as unknown as Line;
}

const ABSTRACT_ROW: Row = { rowHeight: 33, ascenders: 8, descenders: 8 };
const SHORT_ROW: Row = { rowHeight: 22, ascenders: 5.5, descenders: 5.5 };
/** Baselines 54 px apart (8.5 pt type on 13 pt leading at 300 dpi). */
const BASELINES = [725, 779, 833, 887, 941];

function abstractPage(shortInk: number): { pixels: GreyPixels; blocks: Block[]; last: Line; first: Line } {
  const pixels = page();
  const lines = BASELINES.slice(0, 4).map((b) => line(pixels, 64, b, ABSTRACT_ROW, 16, 18));
  const last = line(pixels, 12, BASELINES[4]!, SHORT_ROW, shortInk, 16);
  const blocks = [{ paragraphs: [{ lines }, { lines: [last] }] }] as unknown as Block[];
  return { pixels, blocks, last, first: lines[0]! };
}

describe("a short line's type, measured on its letters' ink", () => {
  it("reads the letters' ink, not tesseract's boxes of them", () => {
    const { pixels, first, last } = abstractPage(16);
    expect(inkXHeight(first, pixels)).toBe(16);
    expect(inkXHeight(last, pixels)).toBe(16);
  });

  it("a few-letter last line whose ink is the abstract's takes the abstract's size", () => {
    const { pixels, blocks, first, last } = abstractPage(16);
    const sizes = lineTypeSizes(blocks, pixels);
    expect(sizes.get(last)).toBe(sizes.get(first));
    // Without the page's pixels, its row alone says it is smaller type.
    expect(lineTypeSizes(blocks).get(last)).toBeLessThan(lineTypeSizes(blocks).get(first)!);
  });

  it("a few-letter line of smaller letters keeps its own size", () => {
    const { pixels, blocks, first, last } = abstractPage(12);
    const sizes = lineTypeSizes(blocks, pixels);
    expect(sizes.get(last)).toBeLessThan(sizes.get(first)!);
  });
});
