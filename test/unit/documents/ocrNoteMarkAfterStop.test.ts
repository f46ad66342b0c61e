import type { Block, Line } from "tesseract.js";
import { describe, expect, it } from "vitest";
import { ocrPageText } from "../../../src-main/core/documents/ocr/ocrPageText.ts";
import { paperFromPages } from "../../../src-main/core/documents/parsePdf.ts";

// A footnote mark after an abstract's full stop, as the 300 dpi scan of an EACL paper
// (allenai-2023.eacl-main.121 of the publishers' fixtures) read it: "for future research.¹" came
// back as one word "research.’", its boxes slipped by a letter (the full stop boxed over the "h",
// the quote mark from a capital's top down to the baseline over the stop and the "1"), so the
// boxes could not say the mark was raised and the abstract ended "research.’". The page's ink
// does: the word's last run of ink stands 0.84 x-heights clear of the baseline and is 1.05 tall.
// The boxes and ink below are that word's, measured on the scan (x-height 19 px).

const SCALE = 300 / 72;
const PAGE = { width: 612, height: 792 };
const LEFT = 300;
const ROW = { rowHeight: 37.47, ascenders: 10, descenders: 8.47 };

interface Mark {
  text: string;
  /** Box: columns from the word's start, rows up from the baseline (tesseract's, slipped or not). */
  box: [number, number, number, number];
  /** Ink drawn on the page, same measures; defaults to the box. */
  ink?: [number, number, number, number][];
}

/** The measured word; `lastInk` is the ink over the quote mark's box, `read` what tesseract read for it. */
const researchWord = (read: string, lastInk: [number, number, number, number][]): Mark[] => [
  ...[..."researc"].map((c, i): Mark => ({ text: c, box: [[0, 14, 34, 49, 68, 85, 99][i]!, [13, 31, 46, 65, 84, 98, 115][i]!, 19, 0] })),
  { text: "h", box: [113, 127, 35, 0], ink: [[113, 127, 28, 0]] },
  { text: ".", box: [117, 137, 28, 0], ink: [] },
  { text: read, box: [141, 159, 35, 0], ink: lastInk },
];
/** The full stop's ink, on the baseline, and a raised "1" of the measured height. */
const STOP: [number, number, number, number] = [141, 145, 4, 0];
const RAISED_ONE: [number, number, number, number] = [153, 159, 35, 16];
/** A closing quote mark's ink: as high, 0.55 of an x-height tall. */
const QUOTE: [number, number, number, number] = [153, 159, 35, 25];

const plainWord = (text: string): Mark[] => [...text].map((c, i) => ({ text: c, box: [i * 17, i * 17 + 14, /[bdfhklt]/.test(c) ? 28 : 19, 0] }));

function line(words: Mark[][], baseline: number, pixels: Uint8Array, width: number): Line {
  let x = LEFT;
  const read = words.map((marks) => {
    const symbols = marks.map((m) => ({ text: m.text, confidence: 99, bbox: { x0: x + m.box[0], y0: baseline - m.box[2], x1: x + m.box[1], y1: baseline - m.box[3] } }));
    for (const m of marks) {
      for (const [c0, c1, up, down] of m.ink ?? [m.box]) {
        for (let y = baseline - up; y < baseline - down; y++) for (let c = x + c0; c < x + c1; c++) pixels[y * width + c] = 0;
      }
    }
    const text = marks.map((m) => m.text).join("");
    const word = { text, confidence: 95, bbox: { x0: x, y0: baseline - 35, x1: Math.max(...symbols.map((s) => s.bbox.x1)), y1: baseline }, symbols };
    x = word.bbox.x1 + 17;
    return word;
  });
  const x1 = Math.max(...read.map((w) => w.bbox.x1));
  const text = read.map((w) => w.text).join(" ");
  return { text: `${text}\n`, confidence: 95, bbox: { x0: LEFT, y0: baseline - 35, x1, y1: baseline + 8 }, baseline: { x0: LEFT, y0: baseline, x1, y1: baseline, has_baseline: true }, rowAttributes: ROW, words: read } as unknown as Line;
}

const PROSE = ["Abstract", "We release our human judgments and annotation", "templates and our software for future"];

function abstractOf(lastWord: Mark[]): string | null {
  const width = Math.round(PAGE.width * SCALE);
  const height = Math.round(PAGE.height * SCALE);
  const header = new TextEncoder().encode(`P5\n${width} ${height}\n255\n`);
  const pgm = new Uint8Array(header.length + width * height).fill(255);
  pgm.set(header);
  const pixels = pgm.subarray(header.length);
  const title = line(["Guidelines", "for", "faithful", "summaries"].map(plainWord), 400, pixels, width);
  const lines = PROSE.map((text, i) => line(text.split(" ").map(plainWord), 700 + 55 * i, pixels, width));
  lines.push(line([plainWord("work"), lastWord], 700 + 55 * PROSE.length, pixels, width));
  const blocks = [title, ...lines].map((l) => ({ text: l.text, confidence: 95, bbox: l.bbox, blocktype: 1, paragraphs: [{ text: l.text, confidence: 95, bbox: l.bbox, is_ltr: 1, lines: [l] }] })) as unknown as Block[];
  const { text, report } = ocrPageText(blocks, { pageNumber: 1, ...PAGE, rotate: 0, scale: SCALE, pgm });
  return paperFromPages({ pages: [text], info: {}, outline: [] }, "note-mark.pdf", { languages: ["eng"], pages: [report] }).abstract;
}

describe("a footnote mark after an abstract's full stop, boxed down to the baseline", () => {
  it("is left out of the abstract when its ink stands raised and as tall as a figure", () => {
    expect(abstractOf(researchWord("’", [STOP, RAISED_ONE]))).toMatch(/for future work research\.$/);
  });

  it("stays when its ink is a quote mark's, short", () => {
    expect(abstractOf(researchWord("’", [STOP, QUOTE]))).toMatch(/research\.’$/);
  });

  it("stays when its ink reaches the baseline (a letter, not a mark)", () => {
    expect(abstractOf(researchWord("’", [STOP, [153, 159, 35, 0]]))).toMatch(/research\.’$/);
  });
});
