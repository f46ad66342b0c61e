import type { Line } from "../layout/types.ts";
import type { Chunk } from "./tableChunks.ts";

const countsByChunks = new WeakMap<readonly Chunk[], Map<Line, number>>();

/**
 * How many chunks each line was cut into, counted once per list of chunks (a page's are not
 * changed once cut): asked of every line a region's walk passes, a scan of the page's chunks each
 * time made the walk quadratic.
 */
export function chunkCounts(chunks: readonly Chunk[]): Map<Line, number> {
  let counts = countsByChunks.get(chunks);
  if (!counts) {
    counts = new Map();
    for (const c of chunks) counts.set(c.line, (counts.get(c.line) ?? 0) + 1);
    countsByChunks.set(chunks, counts);
  }
  return counts;
}

/** Whether a line reads as a paragraph's line: body-size type across most of the width, one piece, many words. */
export function isProseLine(line: Line, chunks: readonly Chunk[], width: number, bodySize: number): boolean {
  if (line.size < 0.93 * bodySize) return false;
  if ((chunkCounts(chunks).get(line) ?? 0) > 1) return false;
  return line.x1 - line.x0 > 0.6 * width && line.text.split(/\s+/).length >= 6 && /\p{Ll}{2,}/u.test(line.text);
}

/** Lines of running text: body-size type, column-wide, wordy. Two of them make a paragraph, which no table holds. */
export function proseLines(lines: readonly Line[], width: number, bodySize: number): number {
  return lines.filter((l) => l.size >= 0.93 * bodySize && l.x1 - l.x0 > Math.min(0.35 * width, 150) && l.text.split(/\s+/).length >= 6 && /\p{Ll}{3,}/u.test(l.text)).length;
}
