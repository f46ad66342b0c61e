import type { Chunk } from "./tableChunks.ts";
import type { Band } from "./tableRows.ts";

/**
 * A cell's text wraps onto a second line only where its next word would not fit on the first: the
 * column is as wide as its widest line at least. So a line that opens with a small letter, under a
 * line of its column short enough that its first word would have fit beside it (with a space and
 * half an em to spare), was not wrapped onto: it begins a cell of its own ("x(0)" under "R(0)",
 * "kx" under "k": labels set in math italic or lower case). A line broken by hand (\\, \makecell)
 * is the exception this gives up; those mostly stand in headers, read apart from the body's rows.
 * rowStarts.ts and rowGroups.ts ask it of the first column's labels only.
 */
export function widestLines(bands: readonly Band[], col: (c: Chunk) => number, spans: (c: Chunk) => boolean): Map<number, number> {
  const widest = new Map<number, number>();
  for (const band of bands) {
    for (const c of band) {
      if (spans(c)) continue;
      const k = col(c);
      widest.set(k, Math.max(widest.get(k) ?? 0, c.x1 - c.x0));
    }
  }
  return widest;
}

/** Whether `chunk`'s first word would have fit beside `above` within a column `widest` points wide. */
export function fitsBeside(chunk: Chunk, above: Chunk, widest: number | undefined): boolean {
  if (widest === undefined) return false;
  const text = chunk.text.trim();
  const word = text.split(/\s+/u)[0] ?? "";
  if (text.length === 0 || word.length === 0) return false;
  const wordWidth = ((chunk.x1 - chunk.x0) * word.length) / text.length;
  return above.x1 - above.x0 + 0.3 * chunk.size + wordWidth <= widest - 0.5 * chunk.size;
}
