import type { Chunk } from "./tableChunks.ts";
import { baselineBands } from "./tableRows.ts";

/** A sentence has at least this many words; a heading, however long, is set in pieces fewer. */
const SENTENCE_WORDS = 8;

/**
 * A sentence's lines are one paragraph: each set flush with the first line's left edge (within a
 * first-line indent, 2 em) or centred on its middle. Lines of cells (a heading centred over the
 * table, then a cell's line at the right, then a label alone at the left, as in a grid of
 * dialogue turns) are set where their columns put them.
 */
function oneParagraph(first: Chunk, line: Chunk): boolean {
  const em = first.size;
  return Math.abs(line.x0 - first.x0) <= 2 * em || Math.abs((line.x0 + line.x1) / 2 - (first.x0 + first.x1) / 2) <= em;
}

/**
 * Lines at the top of a region that are sentences across the table ("This table gives..."): a
 * note under the caption, not a heading. They are lines of one piece each, the first running
 * across most of the table, whose words (many) end as a sentence ends; they are left to the text.
 */
export function withoutLeadingSentences(inside: Chunk[], width: number): Chunk[] {
  const bands = baselineBands(inside);
  const first = bands[0]?.[0];
  if (!first || bands[0]!.length !== 1 || first.x1 - first.x0 < 0.5 * width) return inside;
  let words = 0;
  let k = 0;
  for (let i = 0; i < Math.min(bands.length - 1, 4) && bands[i]!.length === 1 && oneParagraph(first, bands[i]![0]!); i++) {
    const text = bands[i]![0]!.text.trim();
    words += text.split(/\s+/).length;
    if (/[.:]$/.test(text) && words >= SENTENCE_WORDS) k = i + 1;
  }
  if (k === 0) return inside;
  const notes = new Set(bands.slice(0, k).flat());
  return inside.filter((c) => !notes.has(c));
}
