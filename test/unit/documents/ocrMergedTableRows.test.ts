import type { Block, Line } from "tesseract.js";
import { describe, expect, it } from "vitest";
import { withoutMergedTableRows } from "../../../src-main/core/documents/ocr/mergedTableRows.ts";

// Lines of papers-more 67's Table 1 as tesseract.js read its 300 dpi scan turned upright (word
// boxes in pixels, confidences as read): the header, a row's first line, a shaded row it took
// for one line of type three times the cells' height ("Maas Ime Mm ..."), and a tall mark
// at the page's edge read surely enough ("(WA").

type Word = [string, number, number, number, number, number];

function line(words: Word[]): Line {
  const read = words.map(([text, confidence, x0, y0, x1, y1]) => ({ text, confidence, bbox: { x0, y0, x1, y1 }, symbols: [], choices: [], font_name: "" }));
  const bbox = { x0: Math.min(...read.map((w) => w.bbox.x0)), y0: Math.min(...read.map((w) => w.bbox.y0)), x1: Math.max(...read.map((w) => w.bbox.x1)), y1: Math.max(...read.map((w) => w.bbox.y1)) };
  return { text: `${read.map((w) => w.text).join(" ")}\n`, confidence: 80, bbox, words: read } as unknown as Line;
}

const HEADER = line([["Study", 94, 332, 335, 412, 370], ["Year", 71, 516, 336, 581, 363], ["patients", 96, 1106, 339, 1220, 371], ["settin", 92, 1650, 358, 1729, 400], ["GDT", 92, 1962, 362, 2022, 389], ["control", 96, 2374, 362, 2474, 389], ["Endpoint", 96, 2849, 336, 2974, 371]]);
const ROW = line([["Gattinoni", 88, 285, 959, 400, 1021], ["Adult", 94, 1358, 955, 1427, 982], ["patients", 90, 1437, 958, 1539, 988], ["MBP>65", 64, 1917, 981, 2023, 1008], ["mm", 96, 2034, 988, 2078, 1007], ["Hg", 96, 2090, 981, 2122, 1014], ["180", 93, 2856, 981, 2899, 1008], ["days", 93, 2910, 981, 2967, 1014]]);
const MERGED = line([["Maas", 39, 285, 1587, 579, 1667], ["Ime", 23, 632, 1595, 1181, 1667], ["Mm", 18, 1337, 1595, 1561, 1667], ["WC", 28, 1678, 1595, 1718, 1667], ["sonore", 0, 1828, 1613, 2210, 1647], ["VDT", 41, 2348, 1595, 2563, 1667], ["ge", 37, 2697, 1614, 2758, 1641], ["len", 22, 2855, 1595, 2968, 1673]]);
const TALL_SURE = line([["(WA", 65, 3091, 177, 3159, 323]]);

const blocksOf = (lines: Line[]) => [{ paragraphs: [{ lines }] }] as unknown as Block[];
const texts = (blocks: Block[]) => blocks.flatMap((b) => b.paragraphs.flatMap((p) => p.lines.map((l) => l.text.trim())));

describe("a sideways table's turned reading", () => {
  it("leaves out a line tesseract set across several shaded rows, keeping the rows read apart", () => {
    expect(texts(withoutMergedTableRows(blocksOf([HEADER, ROW, MERGED, TALL_SURE])))).toEqual([HEADER, ROW, TALL_SURE].map((l) => l.text.trim()));
  });

  it("keeps a tall line read surely, and every line when none is sure enough to set the type", () => {
    const sureMerged = line(MERGED.words.map((w) => [w.text, 85, w.bbox.x0, w.bbox.y0, w.bbox.x1, w.bbox.y1]));
    expect(texts(withoutMergedTableRows(blocksOf([HEADER, ROW, sureMerged])))).toHaveLength(3);
    expect(texts(withoutMergedTableRows(blocksOf([MERGED])))).toHaveLength(1);
  });
});
