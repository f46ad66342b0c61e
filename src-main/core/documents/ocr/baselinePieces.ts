import { median } from "../layout/quantiles.ts";
import { baselineAt } from "./baselines.ts";
import { sameLetters } from "./letterHeights.ts";
import type { Measured } from "./measuredLine.ts";

/** Two baselines within a pixel, or this share of the taller box, are one printed line's (as besideLines' SAME_SHARE). */
const SAME_SHARE = 0.06;
/**
 * Pieces of one line stand at most this many row heights apart: tesseract cut papers-more 60's
 * author line at gaps of 1.1 and 1.2 rows (a raised mark and a comma's space), while a column
 * beside another stands a gutter apart (an author grid's cells 5 rows, a grid and the abstract
 * beside it 20). Type of two columns may differ by half a point with letters a pixel apart.
 */
const PIECE_GAP = 2;

/**
 * Pieces of one printed line that tesseract cut apart take one size: that of the piece read in the
 * longest paragraph (the median of those, on a tie), whose size rests on most rows, as a line's
 * neighbours pass sizes on (lineNeighbours.ts). Tesseract cuts an author line at its raised marks
 * ("Yamin Gong", ", Wen Zong ... Bin Peng", ", Shunichi Takeda, Zhao-Qi Wang") and fits each
 * piece's row on its own letters and marks: on papers-more 60 the three pieces on one baseline
 * measured rows of 37, 30 and 34 px (8.88, 7.20 and 8.16 pt) while their letters, measured one by
 * one, were the same (x-height letters 17 px, ascender letters 24 px), and the author list broke
 * at the first change of size. Pieces are one line's when they stand side by side on one baseline,
 * each within PIECE_GAP rows of the next, and their letters are of one type; a heading or a word
 * in another type beside text has other letters and keeps its size. A piece with too few letters
 * to measure is left to besideLines.
 */
export function settleBaselinePieces(lines: readonly Measured[]): void {
  const placed = lines.filter((l) => l.letters !== null).map((l) => ({ l, baseline: baselineAt(l.line, (l.line.bbox.x0 + l.line.bbox.x1) / 2) }));
  placed.sort((a, b) => a.baseline - b.baseline);
  for (let i = 0; i < placed.length; ) {
    const first = placed[i]!;
    let end = i + 1;
    while (end < placed.length && placed[end]!.baseline - first.baseline <= slack(first.l, placed[end]!.l)) end++;
    const onBaseline = placed.slice(i, end).map((p) => p.l);
    i = end;
    onBaseline.sort((a, b) => a.line.bbox.x0 - b.line.bbox.x0);
    let run: Measured[] = [];
    for (const l of onBaseline) {
      const last = run.at(-1);
      const joins = last && l.line.bbox.x0 >= last.line.bbox.x1 && l.line.bbox.x0 - last.line.bbox.x1 <= PIECE_GAP * Math.max(l.size, last.size) && run.every((p) => sameLetters(p.letters, l.letters));
      if (joins) run.push(l);
      else {
        settle(run);
        run = [l];
      }
    }
    settle(run);
  }
}

function settle(pieces: Measured[]): void {
  if (pieces.length < 2) return;
  const longest = Math.max(...pieces.map((p) => p.paragraphLines));
  const size = median(pieces.filter((p) => p.paragraphLines === longest).map((p) => p.size));
  for (const p of pieces) p.size = size;
}

function slack(a: Measured, b: Measured): number {
  return Math.max(1, SAME_SHARE * Math.max(a.line.bbox.y1 - a.line.bbox.y0, b.line.bbox.y1 - b.line.bbox.y0));
}
