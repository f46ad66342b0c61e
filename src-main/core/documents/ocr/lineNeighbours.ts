import type { Line } from "tesseract.js";
import { lineSteps } from "./baselines.ts";
import { sameLetterHeight } from "./letterHeights.ts";
import { FEW_LETTERS, near, STEP_EVEN, type Measured } from "./measuredLine.ts";

// Which lines are neighbours of one type, and the sizes they pass to each other (lineSizes.ts).

/** Lines whose boxes are closer than this share of the shorter line's height are neighbours (a paragraph's line gap). */
const NEIGHBOUR_GAP = 0.6;

/**
 * Each line, longest paragraphs first, takes the size of its likeliest neighbour of one type
 * within 12%: the one whose size rests on the longest paragraph. A line that takes or shares a
 * neighbour's size rests on that neighbour's paragraph, so a run of one-line paragraphs (an
 * abstract tesseract read a line per paragraph beside a sidebar) takes the size of the long
 * paragraph it hangs from down its length. A neighbour that agrees with the line counts too: at
 * 300 dpi such a run measured 34, 34, 36, 34 px, and a line that followed any neighbour of another
 * size took the 36 of the line below it, and the reader split the abstract there (papers-wide 36).
 */
export function settleNearNeighbours(order: Measured[], lines: Measured[]): void {
  const restsOn = new Map(lines.map((l) => [l, l.paragraphLines]));
  for (const l of order) {
    const neighbours = lines.filter((n) => n !== l && isNeighbour(l, n) && sameXHeight(l, n) && near(l.size, n.size) && restsOn.get(n)! >= restsOn.get(l)!);
    const n = neighbours.sort((a, b) => restsOn.get(b)! - restsOn.get(a)!)[0];
    if (!n) continue;
    l.size = n.size;
    restsOn.set(l, restsOn.get(n)!);
  }
}

/**
 * The line just above or below with the same x-height and a size more than 12% from its own, in
 * a paragraph at least as long; the one in the longest paragraph.
 */
export function sameTypeNeighbour(l: Measured, lines: Measured[]): Measured | undefined {
  const neighbours = lines.filter((n) => n !== l && n.paragraphLines >= l.paragraphLines && isNeighbour(l, n) && sameXHeight(l, n) && !near(l.size, n.size));
  return neighbours.sort((a, b) => b.paragraphLines - a.paragraphLines)[0];
}

/**
 * Two lines' x-heights are one type's: their rows' x-heights within 12%, or, where one line has
 * too few letters for its row to say (FEW_LETTERS), both lines' x-height letters' ink on the page
 * within a pixel (6% at larger sizes). Another type's letters are more: the 10 pt body under an
 * 8.5 pt abstract, 20 against 16 px of ink on a 200 dpi scan read at 300.
 */
function sameXHeight(a: Measured, b: Measured): boolean {
  if (near(a.xHeight, b.xHeight)) return true;
  if (Math.min(a.letterCount, b.letterCount) >= FEW_LETTERS || a.inkX === null || b.inkX === null) return false;
  return sameLetterHeight(a.inkX, b.inkX);
}

/**
 * The line just above or below: boxes overlapping across the page, a line gap apart at most, or
 * one line step of the paragraph it hangs from. Type set with open leading leaves wider gaps
 * between its rows than NEIGHBOUR_GAP: a 7 pt abstract scanned at 200 dpi had 19-20 px between
 * rows measured 31 px, and its last line ("to approach these papers.", few ascenders, read as a
 * paragraph of its own) measured 27 px was no neighbour of the line above, so it kept a size of
 * its own, the abstract ended a line early without a full stop and was not found (2203.00130v1).
 * Its baseline stood one of the paragraph's own steps below the line above (51 px against 53).
 */
function isNeighbour(a: Measured, b: Measured): boolean {
  const A = a.line.bbox;
  const B = b.line.bbox;
  const across = Math.min(A.x1, B.x1) - Math.max(A.x0, B.x0) > 0;
  const gap = Math.max(A.y0, B.y0) - Math.min(A.y1, B.y1);
  if (!across || gap < 0) return false;
  const [upper, lower] = A.y0 <= B.y0 ? [a.line, b.line] : [b.line, a.line];
  if (gap - unsetDescenders(upper, lower) <= NEIGHBOUR_GAP * Math.min(a.size, b.size)) return true;
  return oneStepApart(a, b) || oneStepApart(b, a);
}

/**
 * How much of the white under `upper` is room for descenders it does not have (pixels): a line
 * with none ("COVID-19 vaccination and treatment in vulnerable") has a box that ends on its
 * baseline, while the leading under it was set for its type's descenders, as deep as those of
 * the line of one x-height under it ("populations"). Measured from the boxes' ink below their
 * baselines, and no deeper than tesseract's row fit of the lower line puts its descenders, so a
 * subscript or a tall bracket hanging under that line does not count as its type's depth.
 * A two-line title scanned at 300 dpi: 41 px between the boxes, rows 61 and 70 px (0.6 of the
 * shorter is 37), the lower line's descenders 15 px, the upper's none.
 */
function unsetDescenders(upper: Line, lower: Line): number {
  const below = (line: Line) => Math.max(0, line.bbox.y1 - Math.max(line.baseline.y0, line.baseline.y1));
  const lowerDepth = Math.min(below(lower), lower.rowAttributes?.descenders ?? 0);
  return Math.max(0, lowerDepth - below(upper));
}

/** `b` stands one of `a`'s paragraph's own line steps above or below `a` (within STEP_EVEN). */
function oneStepApart(a: Measured, b: Measured): boolean {
  if (a.paragraphStep <= 0) return false;
  const [upper, lower] = a.line.bbox.y0 < b.line.bbox.y0 ? [a, b] : [b, a];
  const step = lineSteps([upper.line, lower.line])[0];
  return step !== undefined && Math.abs(step - a.paragraphStep) <= STEP_EVEN * a.paragraphStep;
}
