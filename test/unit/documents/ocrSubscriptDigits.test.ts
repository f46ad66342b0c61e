import type { Block, Line, Word } from "tesseract.js";
import { describe, expect, it } from "vitest";
import { readSubscriptDigits, subscriptMarks } from "../../../src-main/core/documents/ocr/subscriptDigits.ts";
import { pgmHeader } from "../../../src-main/core/documents/layout/imagePgm.ts";
import { greyPixelsOfPgm } from "../../../src-main/core/documents/ocr/inkHeights.ts";

// Subscript digits read as "," or ";", decided on tesseract's symbol boxes and the page's ink.
// The boxes are CeON-example3's "P2" at 300 dpi (a 26 px capital, its subscript read "," 18 px
// tall and 12 wide) and the generated page of test/process/documents/ocrSubscriptDigits.test.ts
// ("CDCl3", whose "," box tesseract drew over the l's stem and up the whole row).

type Box = [text: string, x0: number, y0: number, x1: number, y1: number];
const BASELINE = 1746;

function word(...symbols: Box[]): Word {
  const read = symbols.map(([text, x0, y0, x1, y1]) => ({ text, confidence: 95, bbox: { x0, y0, x1, y1 } }));
  const bbox = { x0: read[0]!.bbox.x0, y0: Math.min(...read.map((s) => s.bbox.y0)), x1: read[read.length - 1]!.bbox.x1, y1: Math.max(...read.map((s) => s.bbox.y1)) };
  return { text: read.map((s) => s.text).join(""), confidence: 95, bbox, symbols: read } as unknown as Word;
}

/** Lower-case letters 18 px tall on the baseline, 14 px wide with 2 px between, for the line's x-height. */
function plain(text: string, x0: number): Word {
  return word(...[...text].map((c, i): Box => [c, x0 + i * 16, BASELINE - 18, x0 + i * 16 + 14, BASELINE]));
}

const line = (words: Word[]): Line => ({ words, baseline: { x0: 0, y0: BASELINE, x1: 3000, y1: BASELINE }, rowAttributes: { rowHeight: 33, ascenders: 7, descenders: 6 }, bbox: { x0: 0, y0: 1700, x1: 3000, y1: 1760 } }) as unknown as Line;

/** A white page 3000 x 1800 with ink filled in over each box given. */
function page(...inks: [x0: number, y0: number, x1: number, y1: number][]): Uint8Array {
  const width = 3000;
  const height = 1800;
  const header = pgmHeader(width, height);
  const pgm = new Uint8Array(header.length + width * height).fill(255);
  pgm.set(header);
  for (const [x0, y0, x1, y1] of inks) for (let y = y0; y < y1; y++) pgm.fill(0, header.length + y * width + x0, header.length + y * width + x1);
  return pgm;
}

const words = (blocks: Block[]) => blocks.flatMap((b) => b.paragraphs.flatMap((p) => p.lines.flatMap((l) => l.words.map((w) => w.text))));
const blocksOf = (l: Line) => [{ paragraphs: [{ lines: [l] }] }] as unknown as Block[];

describe("a subscript digit read as a comma", () => {
  // "P," as read: the P's box, then a "," 12 px wide standing 12 px above the baseline and 6 below.
  const p2 = word(["P", 527, 1720, 544, BASELINE], [",", 546, 1734, 559, 1752]);
  const subscriptInk: [number, number, number, number] = [547, 1734, 558, 1752];

  it("marks a digit-sized mark low after a formula's capital, and reads it again as a digit", async () => {
    const l = line([plain("mean", 100), p2, plain("the", 700)]);
    const pgm = page(subscriptInk);
    expect(subscriptMarks(l, greyPixelsOfPgm(pgm)!).map((m) => m.word.text)).toEqual(["P,"]);
    const asked: number[] = [];
    const read = await readSubscriptDigits(blocksOf(l), pgm, (pictures) => {
      asked.push(pictures.length);
      return Promise.resolve(pictures.map(() => ({ text: "2", confidence: 93 })));
    });
    expect(words(read)).toEqual(["mean", "P2", "the"]);
    expect(asked).toEqual([1]);
  });

  it("keeps the comma when the re-read finds no digit, or is unsure of it", async () => {
    const l = line([plain("mean", 100), p2]);
    const pgm = page(subscriptInk);
    expect(words(await readSubscriptDigits(blocksOf(l), pgm, (p) => Promise.resolve(p.map(() => null))))).toEqual(["mean", "P,"]);
    expect(words(await readSubscriptDigits(blocksOf(l), pgm, (p) => Promise.resolve(p.map(() => ({ text: "2", confidence: 30 })))))).toEqual(["mean", "P,"]);
  });

  it("finds the mark's ink right of the letter whose stem its box reaches over", () => {
    // "CDCl,": the "," box from the l's top (the row's) to under the baseline, over the l's stem.
    const cdcl = word(["C", 300, 1720, 320, BASELINE], ["D", 322, 1721, 345, BASELINE], ["C", 347, 1720, 367, BASELINE], ["l", 360, 1720, 374, 1754], [",", 372, 1720, 392, 1754]);
    const pgm = page([372, 1720, 379, BASELINE], [383, 1734, 392, 1752]);
    expect(subscriptMarks(line([plain("mean", 100), cdcl]), greyPixelsOfPgm(pgm)!).map((m) => m.ink)).toEqual([{ x0: 383, y0: 1734, x1: 392, y1: 1752 }]);
  });

  it("leaves real commas: after a word of lower-case letters, a short or narrow mark, or a box over the whole row", () => {
    // "Hepes," boxed over the row: its ink is a comma's, 5 px wide and 10 tall.
    const hepes = word(["H", 2130, 1720, 2156, BASELINE], ["e", 2158, 1728, 2172, BASELINE], ["s", 2193, 1728, 2207, BASELINE], [",", 2210, 1728, 2230, 1752]);
    const importantly = word(["l", 1000, 1720, 1010, BASELINE], ["y", 1012, 1728, 1026, 1752], [",", 1028, 1734, 1041, 1752]);
    const pgm = page([2212, 1742, 2217, 1752], [1029, 1734, 1040, 1752]);
    expect(subscriptMarks(line([plain("mean", 100), hepes, importantly, plain("and", 1200)]), greyPixelsOfPgm(pgm)!)).toEqual([]);
    // A semicolon after a capital: tall but narrow.
    const al = word(["X", 1500, 1720, 1520, BASELINE], [";", 1522, 1732, 1527, 1752]);
    expect(subscriptMarks(line([plain("mean", 100), al]), greyPixelsOfPgm(page([1522, 1732, 1527, 1752]))!)).toEqual([]);
  });
});
