import type { Chunk } from "./tableChunks.ts";
import { headingSpan, type Column } from "./tableColumns.ts";

/** A heading over one column or several. */
export interface Heading {
  chunks: Chunk[];
  first: number;
  last: number;
  /** Its first line's baseline. */
  top: number;
  bottom: number;
}

/** Two header lines closer than this (in ems) are one heading wrapped, farther apart two levels. */
export const WRAP = 1.45;

/**
 * Whether a rule runs between a heading and a line under it, across both: a wrapped heading's
 * lines have none between them, so the heading ends there ("Year" underlined over the years, one
 * of them set right under it).
 */
export function ruledOff(h: Heading, c: Chunk, underlines: readonly { x0: number; x1: number; y: number }[]): boolean {
  const x0 = Math.min(...h.chunks.map((x) => x.x0));
  const x1 = Math.max(...h.chunks.map((x) => x.x1));
  return underlines.some((u) => u.y > h.bottom && u.y < c.baseline - 0.7 * c.size && u.x0 <= Math.min(x0, c.x0) && u.x1 >= Math.max(x1, c.x1));
}

const OPEN_END = /(?:[,;:/&+(–—-]|\b(?:and|or|of|the|with|in|for|to|a|an|by|on|at|from|per|than|vs\.?))$/i;

/** Whether a line goes on with the heading above it: set close under it, or the heading is plainly unfinished. */
export function goesOn(h: Heading, c: Chunk, levelLine: boolean): boolean {
  const gap = c.baseline - h.bottom;
  const text = h.chunks.map((x) => x.text).join(" ");
  const unclosed = (text.match(/\(/g) ?? []).length > (text.match(/\)/g) ?? []).length;
  const unfinished = unclosed || OPEN_END.test(text);
  // A wrapped heading keeps its type: a line in much smaller type set farther than a wrapped line
  // under a finished heading heads a level below it.
  const above = h.chunks.at(-1)!.size;
  if (gap > WRAP * c.size && c.size < 0.85 * above && !unfinished) return false;
  if (gap <= WRAP * c.size) return true;
  if (gap > 2 * c.size) return false;
  return unfinished || !levelLine;
}

/**
 * Words of one heading set a little apart (letter-spaced "ALL" "DEMENTIA") are one piece, unless
 * each belongs to a column of its own, or a column rule is drawn between them (`drawnBetween`, in a
 * grid: headings a run set across the rule were parted at it, and touch it on either side).
 */
export function joinWords(band: readonly Chunk[], columns: readonly Column[], drawnBetween?: (a: Chunk, b: Chunk) => boolean): Chunk[] {
  const out: Chunk[] = [];
  for (const c of band) {
    const previous = out.at(-1);
    if (previous && c.x0 - previous.x1 < 0.9 * c.size && !drawnBetween?.(previous, c)) {
      const a = headingSpan(previous, columns);
      const b = headingSpan(c, columns);
      if (c.x0 - previous.x1 < 0.3 * c.size || !(a[0] === a[1] && b[0] === b[1] && a[0] !== b[0])) {
        out[out.length - 1] = { ...previous, text: `${previous.text} ${c.text}`, x1: Math.max(previous.x1, c.x1) };
        continue;
      }
    }
    out.push(c);
  }
  return out;
}
