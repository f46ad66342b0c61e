import type { Block, Line } from "tesseract.js";
import { describe, expect, it } from "vitest";
import { ocrPageText } from "../../../src-main/core/documents/ocr/ocrPageText.ts";
import { paperFromPages } from "../../../src-main/core/documents/parsePdf.ts";

// A letter tesseract left unread inside an abstract's line, as the 300 dpi scan of CeON-test1
// (BioMed Central, a sans-serif abstract in a box) read one (docs/ocr.md, "Round 23"): the line
// "... heparin induced thrombocytopenia. Mechanical compression devices can result in local soft"
// came back as "thrombocytopenia." in one block and "echanical compression ..." in another, the
// capital M's ink unread between them: 50 px from word to word where the line's words stand
// 15-20 px apart, on 38 px rows. The reader parts a row at a gap of about an em, and the abstract
// ended at "thrombocytopenia.". The page is drawn: every letter two stems of the x-height, the
// lost M's strokes a capital's height.

const DPI = 300;
const SCALE = DPI / 72;
const PAGE = { width: 612, height: 792 };
const WIDTH = Math.round(PAGE.width * SCALE);
const HEIGHT = Math.round(PAGE.height * SCALE);
const LEFT = 260;
const LETTER = 17;
const SPACE = 17;
const X_HEIGHT = 19;
const CAP = 27;
const ROW = { rowHeight: 38, ascenders: 9, descenders: 8 };

class Page {
  readonly data = new Uint8Array(WIDTH * HEIGHT).fill(255);

  ink(x0: number, y0: number, x1: number, y1: number): void {
    for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) this.data[y * WIDTH + x] = 0;
  }

  /** Tesseract's line of `text` on `baseline` from `left`, its letters drawn on the page. */
  line(text: string, baseline: number, left = LEFT, row = ROW): Line {
    const top = baseline - row.rowHeight + row.descenders;
    const bottom = baseline + row.descenders;
    let x = left;
    const words = text.split(" ").map((w) => {
      const symbols = [...w].map((c) => {
        const box = { x0: x, y0: baseline - X_HEIGHT, x1: x + LETTER - 3, y1: baseline };
        this.ink(x, baseline - X_HEIGHT, x + 3, baseline);
        this.ink(x + LETTER - 6, baseline - X_HEIGHT, x + LETTER - 3, baseline);
        x += LETTER;
        return { text: c, confidence: 95, bbox: box };
      });
      const word = { text: w, confidence: 95, bbox: { x0: symbols[0]!.bbox.x0, y0: top, x1: symbols.at(-1)!.bbox.x1, y1: bottom }, symbols };
      x += SPACE;
      return word;
    });
    const x1 = words.at(-1)!.bbox.x1;
    return { text: `${text}\n`, confidence: 95, bbox: { x0: left, y0: top, x1, y1: bottom }, baseline: { x0: left, y0: baseline, x1, y1: baseline, has_baseline: true }, rowAttributes: row, words } as unknown as Line;
  }

  /** A capital M's strokes, unread: two stems and a V between them, 34 px wide. */
  capitalM(x: number, baseline: number): void {
    this.ink(x, baseline - CAP, x + 5, baseline);
    this.ink(x + 29, baseline - CAP, x + 34, baseline);
    for (let i = 0; i < 15; i++) this.ink(x + 5 + i, baseline - CAP + i, x + 8 + i, baseline - CAP + i + 4);
    for (let i = 0; i < 15; i++) this.ink(x + 26 - i, baseline - CAP + i, x + 29 - i, baseline - CAP + i + 4);
  }

  get pgm(): Uint8Array {
    const header = new TextEncoder().encode(`P5\n${WIDTH} ${HEIGHT}\n255\n`);
    const pgm = new Uint8Array(header.length + this.data.length);
    pgm.set(header);
    pgm.set(this.data, header.length);
    return pgm;
  }
}

const blocks = (...paragraphs: Line[][][]) => paragraphs.map((ps) => ({ paragraphs: ps.map((lines) => ({ lines })) })) as unknown as Block[];

/** The abstract's lines: the width of both columns under it. */
const BEFORE = [
  "Deep venous thrombosis prophylaxis is essential to the appropriate management of multisystem trauma patients.",
  "Without thromboprophylaxis, the rate of venous thrombosis and subsequent pulmonary embolism is substantial.",
  "Three prophylactic modalities are common: pharmacologic anticoagulation, compression devices and filters.",
];
/** The line tesseract read in two blocks: the left half ends just short of the body's gutter. */
const SPLIT_LEFT = "Each modality has complications, such as thrombocytopenia.";
const SPLIT_RIGHT = "echanical compression devices can result in local soft";
const AFTER = [
  "tissue injury, bleeding and patient non-compliance. Inferior vena cava filters migrate and occlude the cava,",
  "and penetrate the vessel wall. While these techniques can be life saving, they must be appropriately utilized.",
];
/** The body in two columns under the abstract, as BioMed Central sets it: 260-1215 and 1271-2220 px. */
const RIGHT_COLUMN = 1271;
const BODY_LEFT = [
  "Multisystem traumatic injury is a significant risk factor",
  "for the development of a deep venous thrombosis. Without",
  "thromboprophylaxis the rate of thrombosis is substantial,",
  "and the pulmonary embolism that may follow it is a leading",
];
const BODY_RIGHT = [
  "cause of death in those who survive beyond the first day",
  "of their admission. Patients at the highest risk have been",
  "identified as those with a lower extremity or pelvic fracture,",
  "a spinal cord injury, a brain injury or a prolonged immobility.",
];

/** A first page: title, authors, the abstract under its label with the split line, a heading and two columns of body. */
function firstPage(withM: boolean): { blocks: Block[]; pgm: Uint8Array } {
  const page = new Page();
  const step = 50;
  const title = page.line("Complications of venous thrombosis prophylaxis", 300, LEFT, { rowHeight: 70, ascenders: 20, descenders: 14 });
  const authors = page.line("Ann Datta and John Ball", 420, LEFT, { rowHeight: 45, ascenders: 13, descenders: 10 });
  const label = page.line("Abstract", 540);
  let baseline = 540 + step;
  const before = BEFORE.map((text) => page.line(text, (baseline += step) - step));
  const splitBaseline = baseline;
  const left = page.line(SPLIT_LEFT, splitBaseline);
  const mAt = left.bbox.x1 + SPACE;
  if (withM) page.capitalM(mAt, splitBaseline);
  const right = page.line(SPLIT_RIGHT, splitBaseline, mAt + 34);
  baseline += step;
  const after = AFTER.map((text) => page.line(text, (baseline += step) - step));
  const top = baseline + 80;
  const heading = page.line("Introduction", top, LEFT, { rowHeight: 45, ascenders: 13, descenders: 10 });
  // Each column's lines three times over: a page's columns are told by many lines.
  const bodyLeft = [...BODY_LEFT, ...BODY_LEFT, ...BODY_LEFT].map((text, i) => page.line(text, top + 70 + step * i));
  const bodyRight = [...BODY_RIGHT, ...BODY_RIGHT, ...BODY_RIGHT].map((text, i) => page.line(text, top + 70 + step * i, RIGHT_COLUMN));
  return { blocks: blocks([[title]], [[authors]], [[label, ...before, left, ...after]], [[right]], [[heading]], [bodyLeft], [bodyRight]), pgm: page.pgm };
}

function abstractOf(withM: boolean): string | null {
  const { blocks: read, pgm } = firstPage(withM);
  const { text, report } = ocrPageText(read, { pageNumber: 1, ...PAGE, rotate: 0, scale: SCALE, pgm });
  return paperFromPages({ pages: [text], info: {}, outline: [] }, "unread-letter-scan.pdf", { languages: ["eng"], pages: [report] }).abstract;
}

describe("a letter tesseract left unread inside an abstract's line", () => {
  it("keeps the line whole: the abstract goes on past it to its end", () => {
    const abstract = abstractOf(true);
    expect(abstract).toMatch(/^Deep venous thrombosis prophylaxis/);
    expect(abstract).toContain("thrombocytopenia. echanical compression devices can result in local soft tissue injury");
    expect(abstract).toMatch(/they must be appropriately utilized\.$/);
  });

  it("leaves a white gap of the same width as read: a gap with no ink is no lost letter", () => {
    // The same page with nothing between the two halves: what the reader makes of a wide gap is its
    // own rule (a gutter, a table's cells), and this rule does not move it.
    const { blocks: read, pgm } = firstPage(false);
    const { text } = ocrPageText(read, { pageNumber: 1, ...PAGE, rotate: 0, scale: SCALE, pgm });
    const echanical = text.runs.find((r) => r.text.startsWith("echanical"))!;
    const period = text.runs.find((r) => r.text.startsWith("thrombocytopenia."))!;
    expect((echanical.x - (period.x + period.w)) * SCALE).toBeGreaterThan(45);
  });

  it("moves the word after the unread ink back to where that ink begins", () => {
    const { blocks: read, pgm } = firstPage(true);
    const { text } = ocrPageText(read, { pageNumber: 1, ...PAGE, rotate: 0, scale: SCALE, pgm });
    const echanical = text.runs.find((r) => r.text.startsWith("echanical"))!;
    const period = text.runs.find((r) => r.text.startsWith("thrombocytopenia."))!;
    expect(Math.round((echanical.x - (period.x + period.w)) * SCALE)).toBeLessThanOrEqual(SPACE + 1);
  });
});
