import type { Block, Line } from "tesseract.js";
import { describe, expect, it } from "vitest";
import { ocrPageText } from "../../../src-main/core/documents/ocr/ocrPageText.ts";
import { paperFromPages } from "../../../src-main/core/documents/parsePdf.ts";

// An author row of shared paper 05 (JORS) as its 300 dpi scan read it: the raised affiliation
// digits after "Schwen" and "Tonks" came back glued to the names as "?" and ">", boxed from a
// capital's top down past the baseline together with the comma after them ("Schwen?,",
// "Tonks>,"), so the boxes could not say they were raised, and "Schwen?" and "Tonks>" are no
// names: the author list lost "Daniel Schwen" and "Michael R. Tonks". The page's ink shows the
// mark standing 0.67 x-heights clear of the baseline between the name's last letter and the
// comma, both on the baseline. Boxes and ink below are that row's, measured on the scan (columns
// in pixels, rows up from the baseline; x-height 27 px). The 200 dpi scan of a science-parse
// fixture (sp-6c46de8a) read "Nussbaum²" the same way, as "Nussbaum?".

const SCALE = 300 / 72;
const PAGE = { width: 612, height: 792 };
const ROW = { rowHeight: 49, ascenders: 11, descenders: 11 };
const TITLE_ROW = { rowHeight: 80, ascenders: 18, descenders: 18 };

interface Mark {
  text: string;
  /** Box: columns on the page, rows up from the baseline (tesseract's, slipped or not). */
  box: [number, number, number, number];
  /** Ink drawn on the page, same measures; defaults to the box. */
  ink?: [number, number, number, number][];
}

/** A word of letters boxed as tesseract boxes plain type, from column `x`. */
const plainWord = (text: string, x: number): Mark[] => [...text].map((c, i) => ({ text: c, box: [x + i * 24, x + i * 24 + 21, /[A-Zbdfhklt]/.test(c) ? 38 : 27, 0] }));

/** "Schwen" then what tesseract read for the raised digit, boxed as measured, and the comma. */
const schwen = (read: string, markInk: [number, number, number, number]): Mark[] => [
  ...plainWord("Schwe", 263),
  { text: "n", box: [405, 426, 27, 0] },
  { text: read, box: [418, 438, 39, -5], ink: [markInk] },
  { text: ",", box: [430, 456, 39, -5], ink: [[448, 456, 7, -4]] },
];
/** "Tonks>," as measured (its "s", ">" and "," boxes overlap); `tonks` moves it `dx` columns along the row. */
const TONKS: Mark[] = [
  ...plainWord("Tonk", 2044),
  { text: "s", box: [2125, 2167, 38, 0], ink: [[2148, 2167, 27, 1]] },
  { text: ">", box: [2163, 2178, 38, -5], ink: [[2171, 2184, 38, 18]] },
  { text: ",", box: [2171, 2197, 38, -5], ink: [[2189, 2197, 7, -4]] },
];
const shift = ([c0, c1, up, down]: [number, number, number, number], dx: number): [number, number, number, number] => [c0 + dx, c1 + dx, up, down];
const tonks = (dx: number): Mark[] => TONKS.map((m) => ({ text: m.text, box: shift(m.box, dx), ...(m.ink ? { ink: m.ink.map((i) => shift(i, dx)) } : {}) }));
/** The raised "2"'s ink, clear of the baseline, and a question mark's as printed, its dot on the baseline. */
const RAISED_TWO: [number, number, number, number] = [431, 444, 38, 18];
const QUESTION_MARK: [number, number, number, number] = [431, 444, 38, 0];

function line(words: Mark[][], baseline: number, pixels: Uint8Array, width: number, row = ROW): Line {
  const read = words.map((marks) => {
    const symbols = marks.map((m) => ({ text: m.text, confidence: 99, bbox: { x0: m.box[0], y0: baseline - m.box[2], x1: m.box[1], y1: baseline - m.box[3] } }));
    for (const m of marks) {
      for (const [c0, c1, up, down] of m.ink ?? [m.box]) {
        for (let y = baseline - up; y < baseline - down; y++) for (let c = c0; c < c1; c++) pixels[y * width + c] = 0;
      }
    }
    const bbox = { x0: Math.min(...symbols.map((s) => s.bbox.x0)), y0: Math.min(...symbols.map((s) => s.bbox.y0)), x1: Math.max(...symbols.map((s) => s.bbox.x1)), y1: Math.max(...symbols.map((s) => s.bbox.y1)) };
    return { text: marks.map((m) => m.text).join(""), confidence: 95, bbox, symbols };
  });
  const x0 = Math.min(...read.map((w) => w.bbox.x0));
  const x1 = Math.max(...read.map((w) => w.bbox.x1));
  const text = read.map((w) => w.text).join(" ");
  return { text: `${text}\n`, confidence: 95, bbox: { x0, y0: baseline - row.rowHeight + row.descenders, x1, y1: baseline + row.descenders }, baseline: { x0, y0: baseline, x1, y1: baseline, has_baseline: true }, rowAttributes: row, words: read } as unknown as Line;
}

/** Words placed from column `x`, a space (17 px) apart. */
function words(text: string, x: number): Mark[][] {
  return text.split(" ").map((w) => {
    const marks = plainWord(w, x);
    x = marks.at(-1)!.box[1] + 17;
    return marks;
  });
}

const PROSE = ["Phase field methods are used across materials science to model", "the evolution of microstructure and we set out benchmark problems", "that let the codes of the community be compared with each other."];

function paperOf(secondRow: Mark[][]) {
  const width = Math.round(PAGE.width * SCALE);
  const height = Math.round(PAGE.height * SCALE);
  const header = new TextEncoder().encode(`P5\n${width} ${height}\n255\n`);
  const pgm = new Uint8Array(header.length + width * height).fill(255);
  pgm.set(header);
  const pixels = pgm.subarray(header.length);
  const lines = [
    line(words("Benchmark problems for phase field codes", 263), 500, pixels, width, TITLE_ROW),
    line(words("Daniel Wheeler, Trevor Keller, Daniel", 264), 733, pixels, width),
    line(secondRow, 793, pixels, width),
    line(words("Abstract", 263), 1000, pixels, width),
    ...PROSE.map((text, i) => line(words(text, 263), 1060 + 60 * i, pixels, width)),
  ];
  const blocks = lines.map((l) => ({ text: l.text, confidence: 95, bbox: l.bbox, blocktype: 1, paragraphs: [{ text: l.text, confidence: 95, bbox: l.bbox, is_ltr: 1, lines: [l] }] })) as unknown as Block[];
  const { text, report } = ocrPageText(blocks, { pageNumber: 1, ...PAGE, rotate: 0, scale: SCALE, pgm });
  return { paper: paperFromPages({ pages: [text], info: {}, outline: [] }, "author-marks.pdf", { languages: ["eng"], pages: [report] }), text };
}

/** The row after "Schwen?,", up to "Tonks>," (set after it, a space on). */
function restOfRow(): Mark[][] {
  const row = words("Jonathan E. Guyer, Michael R.", 477);
  const end = row.at(-1)!.at(-1)!.box[1];
  return [...row, tonks(end + 17 - 2044)];
}

describe("a raised digit after a name read as '?' or '>' and boxed down to the baseline", () => {
  it("is set raised when its ink stands clear of the baseline, so the names are read", () => {
    const { paper } = paperOf([schwen("?", RAISED_TWO), ...restOfRow()]);
    expect(paper.authors).toEqual(expect.arrayContaining(["Daniel Schwen", "Michael R. Tonks", "Jonathan E. Guyer"]));
  });

  it("stays on the line when its ink reaches the baseline (a question mark as printed)", () => {
    const { text } = paperOf([schwen("?", QUESTION_MARK), ...restOfRow()]);
    const onBaseline = text.runs.filter((r) => Math.abs(r.y - 793 / SCALE) < 0.01).map((r) => r.text.trim());
    expect(onBaseline).toContain("Schwen?,");
  });
});
