import type { Chunk } from "./tableChunks.ts";
import { FIGURE } from "./figureRuns.ts";

/** Widths in ems of what figures are set in, at their narrowest in text faces: tabular digits half an em. */
const NARROW = /[.,:']/;
const MID = /[()%[\]]/;
const emsOf = (word: string) => [...word].reduce((n, ch) => n + (NARROW.test(ch) ? 0.25 : MID.test(ch) ? 0.4 : 0.5), 0);

/** Room past its figures' own width, per space, from which a run's spaces part columns (a word space is a quarter em). */
const WIDE_SPACE = 1;

/**
 * The figures of a run that holds several columns' figures ("2,218,406 1,180,160", one run from
 * the PDF), each placed at its share of the run: so the gaps a table's other rows leave open
 * between those columns stay open. Only a run of figures alone that is wider than its figures
 * would be by more than an em per space: a figure with its spread ("12.3 (4.5)") set as one cell
 * is as wide as its characters and stays whole.
 */
export function figureWords(chunk: Pick<Chunk, "text" | "x0" | "x1" | "size">): { x0: number; x1: number }[] | null {
  const words = chunk.text.split(/\s+/).filter(Boolean);
  if (words.length < 2 || !words.every((w) => FIGURE.test(w))) return null;
  const own = words.reduce((n, w) => n + emsOf(w) * chunk.size, 0);
  const space = (chunk.x1 - chunk.x0 - own) / (words.length - 1);
  if (space < WIDE_SPACE * chunk.size) return null;
  const out: { x0: number; x1: number }[] = [];
  let x = chunk.x0;
  for (const w of words) {
    const width = emsOf(w) * chunk.size;
    out.push({ x0: x, x1: x + width });
    x += width + space;
  }
  return out;
}
