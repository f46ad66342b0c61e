import { chunkOf, type Chunk } from "./tableChunks.ts";

// Cutting one chunk in two where a column's edge or rule runs through it (rowCells.ts).

/** Cuts a chunk in two at the gap between its runs nearest to `x`, when one lies near it; else null. */
export function splitChunkAt(chunk: Chunk, x: number): [Chunk, Chunk] | null {
  if (chunk.spanFrom < 0 || chunk.spanTo <= chunk.spanFrom) return null;
  const spans = chunk.line.spans;
  let best = -1;
  let bestDistance = Infinity;
  for (let k = chunk.spanFrom; k < chunk.spanTo; k++) {
    const gapStart = spans[k]!.x + spans[k]!.w;
    const gapEnd = spans[k + 1]!.x;
    const distance = x < gapStart ? gapStart - x : x > gapEnd ? x - gapEnd : 0;
    if (distance < bestDistance) {
      bestDistance = distance;
      best = k;
    }
  }
  if (best < 0 || bestDistance > 0.6 * chunk.size) return null;
  const left = chunkOf(chunk.line, chunk.spanFrom, best);
  const right = chunkOf(chunk.line, best + 1, chunk.spanTo);
  return left && right ? [left, right] : null;
}

/**
 * Cuts a chunk in two at a rule drawn through one of its runs: the run's characters are placed in
 * proportion to their count (pdf.js gives runs, not glyphs) and the cut falls between the two
 * nearest the rule. Null when the rule crosses no run or would leave a side empty.
 */
export function splitRunAtRule(chunk: Chunk, x: number): [Chunk, Chunk] | null {
  if (chunk.spanFrom < 0 || chunk.spanTo < chunk.spanFrom) return null;
  const spans = chunk.line.spans;
  for (let k = chunk.spanFrom; k <= chunk.spanTo; k++) {
    const s = spans[k]!;
    if (x <= s.x || x >= s.x + s.w || s.end - s.start < 2) continue;
    // Glyphs are not all one width, so the estimate is a character out either way: the cut is
    // the nearest place within that where a word meets a figure or a space, else none.
    const estimate = s.start + ((x - s.x) / s.w) * (s.end - s.start);
    const text = chunk.line.text;
    const places = [Math.floor(estimate) - 1, Math.floor(estimate), Math.ceil(estimate), Math.ceil(estimate) + 1].filter((p) => p > s.start && p < s.end && partsAt(text, p));
    if (places.length === 0) return null;
    const at = places.reduce((a, b) => (Math.abs(b - estimate) < Math.abs(a - estimate) ? b : a));
    const left = chunk.line.text.slice(spans[chunk.spanFrom]!.start, at).trim();
    const right = chunk.line.text.slice(at, spans[chunk.spanTo]!.end).trim();
    if (!left || !right) return null;
    // Pieces of a run have no runs of their own: they are not parted again.
    return [
      { ...chunk, text: left, x1: x, spanFrom: -1, spanTo: -1 },
      { ...chunk, text: right, x0: x, spanFrom: -1, spanTo: -1 },
    ];
  }
  return null;
}

/** Whether a word meets a figure, or a space, between characters p - 1 and p. */
function partsAt(text: string, p: number): boolean {
  const a = text[p - 1]!;
  const b = text[p]!;
  if (/\s/.test(a) || /\s/.test(b)) return true;
  return (/\p{L}/u.test(a) && /\d/.test(b)) || (/\d/.test(a) && /\p{L}/u.test(b));
}
