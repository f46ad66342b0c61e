import type { Block, Line } from "tesseract.js";

/**
 * Tesseract's lines rebuilt from what it measured on a real scan: each word's text and box (page
 * pixels), the line's baseline and its row (height, ascenders, descenders). The box is the union
 * of the words'; every word and line is read at confidence 90.
 */
export type MeasuredWord = [text: string, x0: number, y0: number, x1: number, y1: number, letters?: MeasuredLetter[]];
/** A letter's text, top and foot as measured (its left and right are not read: the word's are given). */
export type MeasuredLetter = [text: string, top: number, foot: number];
export type MeasuredRow = { rowHeight: number; ascenders: number; descenders: number };

export function measuredLine(words: MeasuredWord[], baseline: number, row: MeasuredRow): Line {
  const box = { x0: Math.min(...words.map((w) => w[1])), y0: Math.min(...words.map((w) => w[2])), x1: Math.max(...words.map((w) => w[3])), y1: Math.max(...words.map((w) => w[4])) };
  return {
    text: `${words.map((w) => w[0]).join(" ")}\n`,
    confidence: 90,
    bbox: box,
    baseline: { x0: box.x0, y0: baseline, x1: box.x1, y1: baseline, has_baseline: true },
    rowAttributes: row,
    words: words.map(([text, x0, y0, x1, y1, letters]) => ({
      text,
      confidence: 90,
      bbox: { x0, y0, x1, y1 },
      ...(letters ? { symbols: letters.map(([t, top, foot]) => ({ text: t, bbox: { x0, y0: top, x1, y1: foot } })) } : {}),
    })),
  } as unknown as Line;
}

/** Blocks of one paragraph each, the lines given per paragraph. */
export const measuredBlocks = (...paragraphs: Line[][]) => paragraphs.map((lines) => ({ paragraphs: [{ lines }] })) as unknown as Block[];

/** Where a line of plain words stands and how its letters measure: every letter `charWidth` px, words `gap` px apart. */
export interface PlainLineLayout {
  left: number;
  top: number;
  charWidth: number;
  /** The words' box height. */
  height: number;
  /** The baseline's distance below `top`. */
  baseline: number;
  gap: number;
  row: MeasuredRow;
}

/** A line of plain words laid out left to right, as a page's body column measured: no tall or deep letter in it. */
export function plainLine(text: string, layout: PlainLineLayout): Line {
  let x = layout.left;
  const words: MeasuredWord[] = text.split(" ").map((w) => {
    const word: MeasuredWord = [w, x, layout.top, x + layout.charWidth * w.length, layout.top + layout.height];
    x += layout.charWidth * w.length + layout.gap;
    return word;
  });
  return measuredLine(words, layout.top + layout.baseline, layout.row);
}
