import type { Chunk } from "./tableChunks.ts";
import { WRAP, type Heading } from "./headingLines.ts";
import { alignedOver } from "./headingSpanners.ts";

/** How far (in ems) a one-line heading's baseline may sit from the middle of two lines and still be centred on them. */
const CENTRED = 0.25;
/** Lines set farther apart than this (in ems) are never one heading, whatever stands beside them: the bound `goesOn` keeps for an unfinished heading. */
const FARTHEST = 2;

/**
 * Whether a header line goes on with the one-line heading above it in the same column though set
 * farther than a wrapped line: a heading of one line in another column stands centred between the
 * two lines, alone in its column, so the two lines are one row whose one-line cells are set on its
 * middle ("Clean" over "PPL (↓)" beside "Method" set halfway down), not two levels. The piece lies
 * under the heading as its wrapped line would (its left edge, centre or right edge under it).
 */
export function centredBeside(h: Heading, c: Chunk, headings: readonly Heading[]): boolean {
  const gap = c.baseline - h.bottom;
  if (h.top !== h.bottom || gap <= WRAP * c.size || gap > FARTHEST * c.size) return false;
  if (!alignedOver(h, c)) return false;
  const middle = (h.top + c.baseline) / 2;
  return headings.some(
    (o) =>
      o !== h &&
      (o.last < h.first || o.first > h.last) &&
      o.top === o.bottom &&
      Math.abs(o.top - middle) <= CENTRED * c.size &&
      // Alone in its columns: no heading over or under it, which would make it a level's.
      !headings.some((x) => x !== o && x.first <= o.last && x.last >= o.first),
  );
}
