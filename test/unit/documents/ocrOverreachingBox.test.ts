import type { Block, Line } from "tesseract.js";
import { describe, expect, it } from "vitest";
import { ocrPageText } from "../../../src-main/core/documents/ocr/ocrPageText.ts";
import { paperFromPages } from "../../../src-main/core/documents/parsePdf.ts";

// A box tesseract ran on over the next word, as the scans of CeON-test6 (PeerJ) read one: the
// abstract's last line "http://www.mol-evol.org/VESPA." came back as "http://www.mol-evol.org/"
// with its last "/" boxed 153 px wide over a 33 px row, over the whole of "VESPA.", which tesseract
// then read at confidence 0 (200 dpi) and 6 (300 dpi), every letter of it at 99. A word a box hid
// is brought back only when tesseract is sure of it, and the abstract lost its last word. No
// character is boxed three times as wide as tall: such a box hides nothing tesseract misread.

const SCALE = 300 / 72;
const PAGE = { width: 612, height: 792 };
const LETTER = 17;
const SPACE = 17;
const LEFT = 300;

/**
 * Tesseract's line of words on `baseline`; `overreach` boxes the word's last character so wide, over
 * the words after it, and with `late` starts that box past the next word's first column.
 */
function line(words: { text: string; confidence?: number }[], baseline: number, overreach?: { word: number; width: number; late?: boolean }): Line {
  let x = LEFT;
  const read = words.map((w, i) => {
    const symbols = [...w.text].map((c) => {
      const box = { x0: x, y0: baseline - 27, x1: x + LETTER - 3, y1: baseline };
      x += LETTER;
      return { text: c, confidence: 99, bbox: box };
    });
    x += SPACE;
    if (overreach?.word === i) {
      const last = symbols.at(-1)!.bbox;
      if (overreach.late) last.x0 = x + 3;
      last.x1 = last.x0 + overreach.width;
    }
    return { text: w.text, confidence: w.confidence ?? 95, bbox: { x0: symbols[0]!.bbox.x0, y0: baseline - 30, x1: Math.max(...symbols.map((s) => s.bbox.x1)), y1: baseline + 8 }, symbols };
  });
  const x1 = Math.max(...read.map((w) => w.bbox.x1));
  const text = words.map((w) => w.text).join(" ");
  return { text: `${text}\n`, confidence: 95, bbox: { x0: LEFT, y0: baseline - 30, x1, y1: baseline + 8 }, baseline: { x0: LEFT, y0: baseline, x1, y1: baseline, has_baseline: true }, rowAttributes: { rowHeight: 38, ascenders: 9, descenders: 8 }, words: read } as unknown as Line;
}

const PROSE = [
  "Abstract",
  "We present a pipeline that aligns protein coding sequences,",
  "builds their phylogenetic trees and tests each gene family",
  "for selective pressure, with summary files for the user to",
  "read. The pipeline may be found at the following website:",
];

function abstractOf(width: number, confidence: number): string | null {
  const lines = PROSE.map((text, i) => line(text.split(" ").map((w) => ({ text: w })), 700 + 40 * i));
  lines.push(line([{ text: "http://www.mol-evol.org/" }, { text: "VESPA.", confidence }], 700 + 40 * PROSE.length, { word: 0, width }));
  const title = line([{ text: "Selective" }, { text: "pressure" }, { text: "analyses" }], 400);
  const blocks = [title, ...lines].map((l) => ({ text: l.text, confidence: 95, bbox: l.bbox, blocktype: 1, paragraphs: [{ text: l.text, confidence: 95, bbox: l.bbox, is_ltr: 1, lines: [l] }] })) as unknown as Block[];
  const { text, report } = ocrPageText(blocks, { pageNumber: 1, ...PAGE, rotate: 0, scale: SCALE });
  return paperFromPages({ pages: [text], info: {}, outline: [] }, "overreaching-box.pdf", { languages: ["eng"], pages: [report] }).abstract;
}

describe("a character's box that runs on over the next word", () => {
  it("keeps the word under a box too wide for any character, however low tesseract read it", () => {
    expect(abstractOf(153, 0)).toMatch(/following website: http:\/\/www\.mol-evol\.org\/ ?VESPA\.$/);
  });
});

// A 200 dpi scan of a one-column paper (an olmOCR sample page) came back with a word's last glyph
// boxed wholly past the start of the next word: "throughout" with its "t" from 3 px into "the" to
// the end of "processes.", "there" with its "e" over "is". The reader took the words under the box
// for an overlay of it and dropped them: "there faimess throughout Fairness this sense", and the
// title lost "for Fair". The glyph is boxed between the character before it and the next word.
function sentenceRead(late: boolean): string | null {
  const words = "to make sure that there is fairness throughout the processes. Fairness in this sense".split(" ");
  const at = words.indexOf("throughout");
  const lines = PROSE.map((text, i) => line(text.split(" ").map((w) => ({ text: w })), 700 + 40 * i));
  lines.push(line(words.map((w) => ({ text: w })), 700 + 40 * PROSE.length, { word: at, width: 220, late }));
  const title = line([{ text: "Selective" }, { text: "pressure" }, { text: "analyses" }], 400);
  const blocks = [title, ...lines].map((l) => ({ text: l.text, confidence: 95, bbox: l.bbox, blocktype: 1, paragraphs: [{ text: l.text, confidence: 95, bbox: l.bbox, is_ltr: 1, lines: [l] }] })) as unknown as Block[];
  const { text, report } = ocrPageText(blocks, { pageNumber: 1, ...PAGE, rotate: 0, scale: SCALE });
  return paperFromPages({ pages: [text], info: {}, outline: [] }, "late-box.pdf", { languages: ["eng"], pages: [report] }).abstract;
}

describe("a word's last character boxed wholly over the next word", () => {
  it("keeps the words the late box lies over", () => {
    expect(sentenceRead(true)).toMatch(/there is fairness throughout the processes\. Fairness in this sense$/);
  });
  it("reads the same line as it reads it with the box where the glyph is", () => {
    expect(sentenceRead(true)).toBe(sentenceRead(false));
  });
});
