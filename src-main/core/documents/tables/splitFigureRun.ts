import { FIGURE, runPieces, type RunPiece } from "./figureRuns.ts";
import type { Chunk } from "./tableChunks.ts";
import { columnSpan, type Column } from "./tableColumns.ts";

// Kept apart from figureRuns.ts, which tableColumns.ts reads to place its columns: parting a run
// needs the columns found, and one file doing both made the two import each other.

/**
 * Figures of two columns the PDF set as one run ("2,218,406 1,180,160"), or a row label run into
 * its first figure ("VLD (MSE) 0.71"): a run has no gap between its runs to part it at, so it is
 * parted at its spaces. Figures alone part only when the run covers as many columns as it has
 * figures, each figure's share of the run (set in tabular digits, so in proportion to its
 * characters) centred in the next of them; a label and figures part likewise, the label one piece
 * (a run of several runs keeps its label whole: its runs' gaps part it). Words, or a figure with
 * its interval ("12.3 (10.1–14.5)") inside one column, are left whole.
 */
export function splitFigureRun(chunk: Chunk, columns: readonly Column[]): Chunk[] | null {
  const words = chunk.text.split(/\s+/);
  if (words.length < 2) return null;
  const figuresAlone = words.every((w) => FIGURE.test(w));
  const pieces = figuresAlone ? figurePieces(chunk, words) : runPieces(chunk);
  if (!pieces) return null;
  const [first, last] = columnSpan(chunk, columns);
  if (last - first + 1 !== pieces.length) return null;
  const out: Chunk[] = [];
  for (let k = 0; k < pieces.length; k++) {
    const { text, x0, x1 } = pieces[k]!;
    const col = columns[first + k]!;
    if ((x0 + x1) / 2 <= col.x0 || (x0 + x1) / 2 >= col.x1) return null;
    // No runs of its own: a piece of a run is not parted again.
    out.push({ ...chunk, text, x0, x1, spanFrom: -1, spanTo: -1 });
  }
  return out;
}

/** Each figure of a run of figures alone, placed by its share of the run's characters. */
function figurePieces(chunk: Chunk, words: readonly string[]): RunPiece[] {
  const perChar = (chunk.x1 - chunk.x0) / chunk.text.length;
  const pieces: RunPiece[] = [];
  let at = 0;
  for (const word of words) {
    const start = chunk.text.indexOf(word, at);
    at = start + word.length;
    pieces.push({ text: word, x0: chunk.x0 + start * perChar, x1: chunk.x0 + at * perChar });
  }
  return pieces;
}
