import type { Chunk } from "./tableChunks.ts";
import { headingSpan, type Column } from "./tableColumns.ts";
import { QUALIFIER } from "./figureIntervalRuns.ts";

/** How far apart (in ems) a heading placed by its share of a run may stand from its column's text at the left edges, centres or right edges. */
const ALIGN = 0.6;
/** Words of a run looked at: the ways to part more grow fast, and headings run together are short. */
const MAX_WORDS = 12;

/**
 * Headings of the header's last line set close enough to come out of pdf.js as one run ("Mean
 * 95% CI", "Noise Estimator Blur Estimator Accuracy"), each over its own column: parted at its
 * spaces where a way of parting its words, each placed at its share of the run, lines
 * every piece up with its column's text (left, centre or right), as headings stand over their
 * columns (the way that stands closest, when several do). On the last line no heading stands
 * under it, so it is no spanner; a run reaching past its columns, or with no such parting, stays whole.
 */
export function closeHeadings(chunk: Chunk, columns: readonly Column[]): Chunk[] | null {
  if (chunk.spanFrom < 0 || chunk.spanFrom !== chunk.spanTo) return null;
  const [first, last] = headingSpan(chunk, columns);
  if (last === first || chunk.x0 < columns[first]!.x0 || chunk.x1 > columns[last]!.x1) return null;
  const contents = columns.slice(first, last + 1).map((c) => c.content);
  if (contents.some((c) => !c)) return null;
  const words = [...chunk.text.matchAll(/\S+/g)].map((m) => ({ from: m.index, to: m.index + m[0].length }));
  if (words.length < contents.length || words.length > MAX_WORDS) return null;
  // pdf.js gives runs, not glyphs: a word's place is estimated from the run's mean width per character.
  const perChar = (chunk.x1 - chunk.x0) / chunk.text.length;
  const at = (i: number) => chunk.x0 + i * perChar;
  // How far a piece stands off its column's text at the nearest of its left edge, centre or right edge; Infinity past ALIGN.
  const offset = (from: number, to: number, k: number) => {
    const c = contents[k]!;
    const x0 = at(words[from]!.from);
    const x1 = at(words[to - 1]!.to);
    const d = Math.min(Math.abs(x0 - c.x0), Math.abs(x1 - c.x1), Math.abs((x0 + x1) / 2 - (c.x0 + c.x1) / 2));
    return d <= ALIGN * chunk.size ? d : Infinity;
  };
  // Each parting as the index of the first word of every piece after the first, with its summed offset.
  let best: { starts: number[]; off: number } | null = null;
  const search = (start: number, k: number, starts: number[], off: number) => {
    if (k === contents.length - 1) {
      const total = off + offset(start, words.length, k);
      if (total < Infinity && (!best || total < best.off)) best = { starts, off: total };
      return;
    }
    for (let end = start + 1; end <= words.length - (contents.length - 1 - k); end++) {
      // A bracketed word qualifies the heading before it ("AUC (95% CI)"): no heading begins there.
      if (end < words.length && QUALIFIER.test(chunk.text.slice(words[end]!.from))) continue;
      const d = offset(start, end, k);
      if (d < Infinity) search(end, k + 1, [...starts, end], off + d);
    }
  };
  search(0, 0, [], 0);
  const found = best as { starts: number[]; off: number } | null;
  if (!found) return null;
  const bounds = [0, ...found.starts, words.length];
  const out: Chunk[] = [];
  // No runs of its own: a piece of a run is not parted again.
  for (let k = 0; k + 1 < bounds.length; k++) {
    const from = words[bounds[k]!]!.from;
    const to = words[bounds[k + 1]! - 1]!.to;
    out.push({ ...chunk, text: chunk.text.slice(from, to), x0: at(from), x1: at(to), spanFrom: -1, spanTo: -1 });
  }
  return out;
}
