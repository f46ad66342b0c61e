import type { Line } from "tesseract.js";
import { baselineAt } from "./baselines.ts";

/** A line with the size taken for its type (pixels) and how many letters it has. */
export interface SizedLine {
  line: Line;
  letterCount: number;
  size: number;
}

/** Two boxes' edges within a pixel, or this share of the taller box, are one type's edges (as letterHeights' SAME_SHARE). */
const SAME_SHARE = 0.06;
/**
 * A row this share taller than its line's ink is stretched past the type: tesseract's rows of one
 * column's body lines strayed 13% at most from their ink (lineTypeSizes' ROW_SLACK), and a line
 * with capitals and descenders has ink as tall as its row.
 */
const STRETCHED = 0.15;

/**
 * A line of few letters whose row is stretched past its ink (STRETCHED) takes the smaller size of
 * the line beside it on its baseline (no overlap across the page) whose ink spans the same height
 * above and below that baseline and whose row agrees with its ink, the one of the most letters,
 * when that one has more letters than it. Tesseract splits a row of the page at wide
 * gaps (an author row, "Kyle Lo" / "Zejiang Shen Benjamin Newman" / "Joseph Chee Chang") and
 * fits each piece's row on its own letters: a piece of six letters, scanned at 200 dpi (read at
 * 300), got a row of 61 px with an x-height of 34 where its 43 px of ink, from its capitals' top
 * to its descender's foot, matched the pieces beside it to two pixels, rows of 45 px and
 * x-height 24. Read as points, the author's name was the page's largest type and was taken for
 * the title (papermage's own paper). Ink from the same top to the same foot on the same baseline
 * is one type's, whatever a short row's fit says; a heading in a larger type beside a line of
 * text has taller ink and keeps its size. A line with fewer letters than `fewLetters` is one
 * whose row says little (see lineTypeSizes). Lines sorted by baseline: each looks only at lines
 * within a few pixels of its own baseline.
 */
export function settleBesideLines(lines: readonly SizedLine[], fewLetters: number): void {
  const placed = lines.map((l) => ({ l, baseline: midBaseline(l.line), height: l.line.bbox.y1 - l.line.bbox.y0 }));
  placed.sort((a, b) => a.baseline - b.baseline);
  const reach = Math.max(1, SAME_SHARE * Math.max(0, ...placed.map((p) => p.height)));
  const settled = new Map<SizedLine, number>();
  for (let i = 0; i < placed.length; i++) {
    const a = placed[i]!;
    if (a.l.letterCount >= fewLetters || !stretched(a.l.size, a.height)) continue;
    let best: SizedLine | undefined;
    for (const step of [-1, 1]) {
      for (let j = i + step; j >= 0 && j < placed.length && Math.abs(placed[j]!.baseline - a.baseline) <= reach; j += step) {
        const b = placed[j]!;
        if (b.l.letterCount <= a.l.letterCount || (best && best.letterCount >= b.l.letterCount)) continue;
        if (b.l.size < a.l.size && !stretched(b.l.size, b.height) && beside(a.l.line, b.l.line) && sameInk(a.l.line, a.baseline, b.l.line, b.baseline)) best = b.l;
      }
    }
    if (best) settled.set(a.l, best.size);
  }
  // Set after every line has looked, so a size is taken from a line as measured, never passed on.
  for (const [l, size] of settled) l.size = size;
}

function stretched(size: number, inkHeight: number): boolean {
  return size > (1 + STRETCHED) * inkHeight;
}

function midBaseline(line: Line): number {
  return baselineAt(line, (line.bbox.x0 + line.bbox.x1) / 2);
}

/** Side by side: the boxes do not overlap across the page. */
function beside(a: Line, b: Line): boolean {
  return a.bbox.x1 <= b.bbox.x0 || b.bbox.x1 <= a.bbox.x0;
}

/** The same baseline, ink top and ink foot, each within a pixel or SAME_SHARE of the taller box. */
function sameInk(a: Line, aBaseline: number, b: Line, bBaseline: number): boolean {
  const slack = Math.max(1, SAME_SHARE * Math.max(a.bbox.y1 - a.bbox.y0, b.bbox.y1 - b.bbox.y0));
  return Math.abs(aBaseline - bBaseline) <= slack && Math.abs(a.bbox.y0 - b.bbox.y0) <= slack && Math.abs(a.bbox.y1 - b.bbox.y1) <= slack;
}
