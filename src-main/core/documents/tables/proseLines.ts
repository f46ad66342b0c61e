import type { Line } from "../layout/types.ts";
import type { Chunk } from "./tableChunks.ts";

const piecesByChunks = new WeakMap<readonly Chunk[], Map<Line, Chunk[]>>();
const countsByChunks = new WeakMap<readonly Chunk[], Map<Line, number>>();

/**
 * Each line's chunks, gathered once per list of chunks (a page's are not changed once cut): asked
 * of every line a region's walk passes, a scan of the page's chunks each time made the walk
 * quadratic.
 */
function linePieces(chunks: readonly Chunk[]): Map<Line, Chunk[]> {
  let pieces = piecesByChunks.get(chunks);
  if (!pieces) {
    pieces = new Map();
    for (const c of chunks) {
      const list = pieces.get(c.line);
      if (list) list.push(c);
      else pieces.set(c.line, [c]);
    }
    piecesByChunks.set(chunks, pieces);
  }
  return pieces;
}

/** How many chunks each line was cut into. */
export function chunkCounts(chunks: readonly Chunk[]): Map<Line, number> {
  let counts = countsByChunks.get(chunks);
  if (!counts) {
    counts = new Map([...linePieces(chunks)].map(([line, list]) => [line, list.length]));
    countsByChunks.set(chunks, counts);
  }
  return counts;
}

/**
 * Whether a line's pieces are one run of words: a justified line in a narrow column stretches its
 * spaces (most after a sentence's end) past the half em that cuts chunks, but no further than an
 * em, and leaves words on both sides of each; cells beside each other stand a column's gap apart,
 * or hold a figure alone.
 */
function onePhrase(pieces: readonly Chunk[], size: number): boolean {
  if (pieces.length <= 1) return true;
  const sorted = [...pieces].sort((a, b) => a.x0 - b.x0);
  return sorted.every((c, k) => c.text.split(/\s+/).length >= 2 && (k === 0 || c.x0 - sorted[k - 1]!.x1 < STRETCHED_SPACE * size));
}

/** The widest space, in ems of the line's type, a justified line stretches between two words. */
const STRETCHED_SPACE = 1;

/**
 * Whether a line reads as a paragraph's line: body-size type across most of the width, one piece,
 * many words. With `stretched` (between a table's rules, where a row's cells stand a column's gap
 * apart) a justified line cut at its stretched spaces counts too (`onePhrase`); rows grown as text
 * under a rule keep one piece, as a wordy cell beside another can sit closer than an em.
 */
export function isProseLine(line: Line, chunks: readonly Chunk[], width: number, bodySize: number, stretched = false): boolean {
  if (line.size < 0.93 * bodySize) return false;
  const pieces = linePieces(chunks).get(line) ?? [];
  if (stretched ? !onePhrase(pieces, line.size) : pieces.length > 1) return false;
  return line.x1 - line.x0 > 0.6 * width && line.text.split(/\s+/).length >= 6 && /\p{Ll}{2,}/u.test(line.text);
}

/** Lines of running text: body-size type, column-wide, wordy. Two of them make a paragraph, which no table holds. */
export function proseLines(lines: readonly Line[], width: number, bodySize: number): number {
  return lines.filter((l) => l.size >= 0.93 * bodySize && l.x1 - l.x0 > Math.min(0.35 * width, 150) && l.text.split(/\s+/).length >= 6 && /\p{Ll}{3,}/u.test(l.text)).length;
}
