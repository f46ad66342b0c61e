import type { Chunk } from "./tableChunks.ts";
import type { Heading } from "./headingLines.ts";

/** Farther than this (in ems) a line is under the heading, never its second line. */
const MAX_GAP = 2.5;
/** How near the two lines' midpoint (in ems) a heading beside them stands when centred between them. */
const CENTRED = 0.2;

/**
 * Whether a line set farther under a one-line heading than a wrapped heading's lines still goes
 * on with it because a one-line heading of another column stands centred between the two: the
 * header is one row two lines high, its one-line cells set in its middle (a `makecell`, an `m`
 * column, a `multirow` beside it), and the row's own leading (an `\arraystretch`) spreads the
 * wrapped lines. Two levels set their other headings on one of their lines, or span both. The
 * stub's heading is left as it is read: stacked in the corner over the stub it names the rows' key
 * and the columns' ("Dataset →" over "System ↓"), a line for each header level, and set so it
 * looks the same as a wrapped heading (pdf-parse-bench 012 against 030, of the tuning half).
 */
export function centredBeside(h: Heading, c: Chunk, headings: readonly Heading[]): boolean {
  if (h.top !== h.bottom || h.first === 0) return false;
  const gap = c.baseline - h.bottom;
  if (gap > MAX_GAP * c.size || c.size < 0.85 * h.chunks.at(-1)!.size) return false;
  const middle = (h.bottom + c.baseline) / 2;
  return headings.some((o) => o !== h && (o.last < h.first || o.first > h.last) && o.top === o.bottom && Math.abs(o.top - middle) < CENTRED * c.size);
}
