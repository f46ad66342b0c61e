import type { Chunk } from "./tableChunks.ts";
import { columnSpan, type Column } from "./tableColumns.ts";

/** One figure: "1,180,160", "−2.5", "(0.8)", "12%". */
export const FIGURE = /^[-–−+±(]?[\d.,]*\d[\d.,]*%?\)?$/;

/**
 * Figures of two columns the PDF set as one run ("2,218,406 1,180,160"): a run has no gap
 * between its runs to part it at, so it is parted at its spaces. This holds only when every word
 * of the run is a figure and the run covers as many columns as it has figures, each figure's
 * share of the run (set in tabular digits, so in proportion to its characters) centred in the
 * next of them. Words, or a figure with its interval ("12.3 (10.1–14.5)") inside one column,
 * are left whole.
 */
export function splitFigureRun(chunk: Chunk, columns: readonly Column[]): Chunk[] | null {
  const words = chunk.text.split(/\s+/);
  if (words.length < 2 || !words.every((w) => FIGURE.test(w))) return null;
  const [first, last] = columnSpan(chunk, columns);
  if (last - first + 1 !== words.length) return null;
  const perChar = (chunk.x1 - chunk.x0) / chunk.text.length;
  const pieces: Chunk[] = [];
  let at = 0;
  for (let k = 0; k < words.length; k++) {
    const start = chunk.text.indexOf(words[k]!, at);
    at = start + words[k]!.length;
    const x0 = chunk.x0 + start * perChar;
    const x1 = chunk.x0 + at * perChar;
    const col = columns[first + k]!;
    if ((x0 + x1) / 2 <= col.x0 || (x0 + x1) / 2 >= col.x1) return null;
    // No runs of its own: a piece of a run is not parted again.
    pieces.push({ ...chunk, text: words[k]!, x0, x1, spanFrom: -1, spanTo: -1 });
  }
  return pieces;
}
