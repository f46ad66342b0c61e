import type { Line } from "../layout/types.ts";
import type { Chunk } from "./tableChunks.ts";
import { labelColumnEdge, MAX_LABEL_WORDS } from "./labelledProse.ts";

/**
 * Whether the wordy lines between two of a table's rules are the second column of a list of short
 * labels, each beside a one-line description ("dat | single dataset and an associated model",
 * "kin | kinetic model specification"): rows left unruled inside the table's frame. Every line
 * right of the labels starts at one edge well inside the rules' width, and every one of them has
 * its own label on its baseline, as every label has its line; three rows at least. A paragraph
 * wraps, so most of its lines have no label beside them (a boxed abstract beside its article's
 * history); an algorithm's numbered steps have no letters at their left; a line crossing the edge
 * (a heading, a sentence across the box) is no such list.
 */
export function isLabelColumn(wordy: readonly Line[], between: readonly Line[], chunks: readonly Chunk[], x0: number, x1: number, size: number): boolean {
  const edge = labelColumnEdge(wordy, x0, x1, size);
  if (edge === undefined) return false;
  const lines = new Set(between);
  const pieces = chunks.filter((c) => lines.has(c.line));
  const labels = pieces.filter((c) => c.x0 < edge - 0.5 * size);
  const texts = pieces.filter((c) => c.x0 >= edge - 0.5 * size);
  if (labels.length < MIN_ROWS || labels.length !== texts.length) return false;
  if (labels.some((c) => c.x1 > edge - 0.5 * size || !/\p{L}/u.test(c.text) || c.text.trim().split(/\s+/).length > MAX_LABEL_WORDS)) return false;
  // One description per label, each opening at the edge on its label's baseline.
  if (texts.some((c) => c.x0 > edge + 0.5 * size)) return false;
  const row = (a: Chunk, b: Chunk) => Math.abs(a.baseline - b.baseline) < 0.3 * size;
  return labels.every((l) => texts.filter((t) => row(l, t)).length === 1) && texts.every((t) => labels.filter((l) => row(l, t)).length === 1);
}

/** Rows of a label and its description, at least: fewer are a form's fields or a note. */
const MIN_ROWS = 3;
