import type { Line, Word } from "tesseract.js";
import { describe, expect, it } from "vitest";
import { wordPieces } from "../../../src-main/core/documents/ocr/raisedMarks.ts";
import { markAfterLetter } from "../../../src-main/core/documents/ocr/markAfterLetter.ts";

// Two author rows of scanned first pages whose raised affiliation marks tesseract read as quote
// marks. The boxes are tesseract's, measured on 300 dpi scans:
// - GROBID's submission_161: "Yu. A. Pusep¹," read "Yu.A.Pusep'”,": the "'" boxed raised where
//   its ink is, the "”" boxed from as high down past the baseline over the comma (baseline 520,
//   row 34 px: ascenders 9, descenders 5, an x-height of 20). The author row was no byline: 0 of
//   5 authors read.
// - papers-more 67: "Woo Kyung Lee¹," read "Lee’,", the mark and the comma each boxed from above
//   the capitals down past the baseline (baseline 924, row 41: ascenders 13, descenders 6, an
//   x-height of 22), so only the page's ink can tell the mark is raised. The author list read
//   "Woo Kyung Lee’" and "Ha Yeon Kim’", two people nobody wrote.

type Box = [string, number, number, number, number];

function word(boxes: Box[]): Word {
  const symbols = boxes.map(([text, x0, y0, x1, y1]) => ({ text, confidence: 80, bbox: { x0, y0, x1, y1 } }));
  const bbox = { x0: boxes[0]![1], y0: Math.min(...boxes.map((b) => b[2])), x1: boxes.at(-1)![3], y1: Math.max(...boxes.map((b) => b[4])) };
  return { text: boxes.map((b) => b[0]).join(""), confidence: 80, bbox, symbols } as unknown as Word;
}

function line(words: Word[], baseline: number, row: { rowHeight: number; ascenders: number; descenders: number }): Line {
  const x0 = Math.min(...words.map((w) => w.bbox.x0));
  const x1 = Math.max(...words.map((w) => w.bbox.x1));
  return { text: `${words.map((w) => w.text).join(" ")}\n`, confidence: 80, bbox: { x0, y0: baseline - 40, x1, y1: baseline + 10 }, baseline: { x0, y0: baseline, x1, y1: baseline, has_baseline: true }, rowAttributes: row, words } as unknown as Line;
}

const shown = (pieces: ReturnType<typeof wordPieces>) => pieces.map((p) => (p.raised ? `[${p.text}]` : p.text)).join("");

const PUSEP: Box[] = [
  ["Y", 517, 491, 546, 519], ["u", 547, 500, 566, 520], [".", 570, 515, 575, 520], ["A", 579, 491, 608, 519], [".", 611, 515, 616, 520],
  ["P", 620, 491, 642, 519], ["u", 643, 500, 662, 520], ["s", 665, 500, 678, 520], ["e", 680, 500, 697, 520], ["p", 698, 500, 717, 528],
  ["'", 722, 482, 728, 500], ["”", 729, 478, 738, 532], [",", 734, 482, 753, 525],
];
const PUSEP_ROW = { rowHeight: 34, ascenders: 9, descenders: 5 };

describe("a quote mark boxed over a raised mark and the comma under it", () => {
  it("belongs to the raised mark, so the name is read without it", () => {
    const w = word(PUSEP);
    expect(shown(wordPieces(w, line([w], 520, PUSEP_ROW)))).toBe("Yu.A.Pusep[**,]");
  });

  it("stays the text's own when a quotation opened before it on the line", () => {
    // 'the “a Yu.A.Pusep'”,' with the same boxes: the pair closes the quotation.
    const w = word(PUSEP);
    const open = word([["“", 480, 478, 495, 500], ["a", 497, 500, 512, 520]]);
    expect(shown(wordPieces(w, line([open, w], 520, PUSEP_ROW)))).toBe("Yu.A.Pusep'”,");
  });
});

// "Lee’," of papers-more 67: boxes as measured; ink drawn where the letters, the mark and the comma stand.
const LEE: Box[] = [["L", 404, 893, 427, 924], ["e", 429, 902, 449, 924], ["e", 451, 902, 469, 924], ["’", 468, 889, 478, 930], [",", 474, 889, 493, 930]];
const LEE_ROW = { rowHeight: 41, ascenders: 13, descenders: 6 };
const WIDTH = 520;
const HEIGHT = 960;

/** The page's ink: the name's letters on the baseline, a mark `markTop`..`markBottom` and a comma under it. */
function page(markTop: number, markBottom: number) {
  const data = new Uint8Array(WIDTH * HEIGHT).fill(255);
  const ink = (x0: number, x1: number, y0: number, y1: number) => {
    for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) data[y * WIDTH + x] = 0;
  };
  ink(404, 427, 893, 924);
  ink(429, 449, 902, 924);
  ink(451, 467, 902, 924);
  ink(471, 478, markTop, markBottom);
  ink(482, 489, 917, 930);
  return { data, width: WIDTH, height: HEIGHT };
}

describe("a quote mark after a name, boxed down past the baseline with the comma after it", () => {
  const w = word(LEE);
  const row = line([w], 924, LEE_ROW);

  it("is a raised mark when its ink stands clear of the baseline and is as tall as a figure", () => {
    // The raised "1" as the scan has it: ink rows 888 to 904 (0.77 x-height), its foot 20 px over the baseline.
    const mark = markAfterLetter(w, row, page(888, 905));
    expect(mark?.index).toBe(3);
    expect(shown(wordPieces(w, row, "", null, mark))).toBe("Lee[1,]");
  });

  it("is an apostrophe or a closing quote when its ink is a quote mark's height", () => {
    // A printed quote mark: 13 px of ink (0.59 x-height), raised as high.
    const mark = markAfterLetter(w, row, page(889, 902));
    expect(mark).toBeNull();
    expect(shown(wordPieces(w, row, "", null, mark))).toBe("Lee’,");
  });
});
