import type { Line } from "../layout/types.ts";
import type { Chunk } from "./tableChunks.ts";

/**
 * Whether the wordy lines between two of a table's rules are one cell of its second column, beside
 * a short label in its first (a dataset beside an example question, "User:" beside a prompt, a
 * form's "Evidence" beside its text): they all start at one edge well inside the rules' width, no
 * piece of text between the rules crosses that edge, and left of it stand one to three short
 * labels with letters. A paragraph under a rule starts at the rules' left end; two columns of
 * prose hold sentences on both sides; a boxed abstract beside its article's history holds more
 * than three lines at its left; a line number in a margin is no label.
 */
export function isLabelledProse(prose: readonly Line[], between: readonly Line[], chunks: readonly Chunk[], x0: number, x1: number, size: number): boolean {
  const lines = new Set(between);
  return isLabelledCell(prose, chunks.filter((c) => lines.has(c.line)), x0, x1, size);
}

/**
 * Whether the wordy pieces of one ruled row are its second column's cell beside a short label
 * (`isLabelledProse`), given the row's pieces.
 */
export function isLabelledCell(wordy: readonly { x0: number }[], pieces: readonly Chunk[], x0: number, x1: number, size: number): boolean {
  const edge = labelColumnEdge(wordy, x0, x1, size);
  if (edge === undefined) return false;
  const labels = pieces.filter((c) => c.x0 < edge - 0.5 * size);
  if (labels.some((c) => c.x1 > edge - 0.5 * size)) return false;
  if (labels.length === 0 || labels.length > MAX_LABEL_LINES) return false;
  return labels.every((c) => /\p{L}/u.test(c.text) && c.text.trim().split(/\s+/).length <= MAX_LABEL_WORDS);
}

/**
 * Where wordy text set right of a column of labels starts: its leftmost line's edge, when that
 * leaves room for labels (MIN_LABEL_EMS at least) and no more than half the table's width.
 */
export function labelColumnEdge(wordy: readonly { x0: number }[], x0: number, x1: number, size: number): number | undefined {
  if (wordy.length === 0) return undefined;
  const edge = Math.min(...wordy.map((l) => l.x0));
  return edge - x0 < MIN_LABEL_EMS * size || edge - x0 > 0.5 * (x1 - x0) ? undefined : edge;
}

/** The least width, in ems of the type, of the label column left of a wordy cell. */
const MIN_LABEL_EMS = 4;

/** A row's label wraps over three lines at most ("Minimum / level of / capacity"). */
const MAX_LABEL_LINES = 3;

/** A label line's words, at most: a name, not a sentence. */
export const MAX_LABEL_WORDS = 4;
