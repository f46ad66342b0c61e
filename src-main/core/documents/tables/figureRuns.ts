import type { Chunk } from "./tableChunks.ts";

/** One figure: "1,180,160", "−2.5", "(0.8)", "12%". */
export const FIGURE = /^[-–−+±(]?[\d.,]*\d[\d.,]*%?\)?$/;

/**
 * A mark standing for yes or no in a cell ("✓", "✗", "○", "●"): two columns of marks set close
 * come out of pdf.js as one run ("✓ ✓") on the rows marked in both, and part like figures. Signs
 * that also stand between figures ("×", "±", dashes) and list bullets are not marks here.
 */
export const MARK = /^[\u2713\u2714\u2715\u2716\u2717\u2718\u25cf\u25cb\u2605\u2606\u25a0\u25a1\u25c6\u25c7]$/u;

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
  while (label > 0 && (FIGURE.test(words[label - 1]!.text) || MARK.test(words[label - 1]!.text))) label--;
  if (label === words.length) return null;
  const perChar = (chunk.x1 - chunk.x0) / chunk.text.length;
  const place = (text: string, start: number, end: number): RunPiece => ({ text, x0: chunk.x0 + start * perChar, x1: chunk.x0 + end * perChar });
  const head = label > 0 ? [place(chunk.text.slice(0, words[label - 1]!.end), 0, words[label - 1]!.end)] : [];
  return [...head, ...words.slice(label).map((w) => place(w.text, w.start, w.end))];
}
