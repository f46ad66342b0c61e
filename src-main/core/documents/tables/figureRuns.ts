import type { Chunk } from "./tableChunks.ts";
import { columnSpan, type Column } from "./tableColumns.ts";

/** One figure: "1,180,160", "−2.5", "(0.8)", "12%". */
export const FIGURE = /^[-–−+±(]?[\d.,]*\d[\d.,]*%?\)?$/;

/** A piece of a run, placed by its share of the run's characters (pdf.js gives runs, not glyphs). */
export interface RunPiece {
  text: string;
  x0: number;
  x1: number;
}

/**
 * Where a run that ends in figures could part: before each of its trailing figures, the words
 * before them ("VLD (MSE) 0.71", a row label and its first figure) one piece. pdf.js sets cells
 * closer than about half an em as one run with a space between them, so the run alone cannot tell
 * a column gap from a word space: its pieces only say where it would part if a column gap falls
 * at one of those spaces. Null for one word, for a run ending in a word, or for several runs (their
 * own gaps part them).
 */
export function runPieces(chunk: Pick<Chunk, "text" | "x0" | "x1" | "spanFrom" | "spanTo">): RunPiece[] | null {
  if (chunk.spanFrom !== chunk.spanTo) return null;
  const words: { text: string; start: number; end: number }[] = [];
  for (const m of chunk.text.matchAll(/\S+/g)) words.push({ text: m[0], start: m.index, end: m.index + m[0].length });
  if (words.length < 2) return null;
  let label = words.length;
  while (label > 0 && FIGURE.test(words[label - 1]!.text)) label--;
  if (label === words.length) return null;
  const perChar = (chunk.x1 - chunk.x0) / chunk.text.length;
  const place = (text: string, start: number, end: number): RunPiece => ({ text, x0: chunk.x0 + start * perChar, x1: chunk.x0 + end * perChar });
  const head = label > 0 ? [place(chunk.text.slice(0, words[label - 1]!.end), 0, words[label - 1]!.end)] : [];
  return [...head, ...words.slice(label).map((w) => place(w.text, w.start, w.end))];
}

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
