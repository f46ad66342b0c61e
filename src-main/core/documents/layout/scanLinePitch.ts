import { MAX_LEADING, STEADY } from "./scanLinePitchBounds.ts";
import { isOcrFont, type Line } from "./types.ts";

/**
 * How much larger than its letters' measure a pitch may show a scan's type to be. Tesseract reads
 * a typewriter face's short letters about a fifth small (Courier 9 pt measured 7.2 beside Times 10
 * pt read 9.1), so lines set at a leading of 1.25 stand 1.57 of their measure apart; a double-spaced
 * manuscript's lines stand twice their size apart and are left as they were read.
 */
const MAX_PITCH = 1.7;

const sameRun = (a: Line, b: Line) => a.page === b.page && a.column === b.column && a.spanning === b.spanning && isOcrFont(a.font) && isOcrFont(b.font);

/**
 * The size three baselines of a scan set at one pitch show for their type, or 0 when they show
 * none: the pitch over the most generous leading (see scanBlockSize). Read by the rule that parts
 * lines standing more than 1.55 sizes apart: without it, the first line of a code listing in
 * Courier (its step from the header line 1.57 of the measured size, its next steps 1.49 to 1.53)
 * stood apart as a one-line fragment and was left out of the paper. `a` to `b` is the step judged;
 * `before` is the line before `a` in its block, `after` the line after `b`.
 */
export function scanPitchSize(a: Line, b: Line, before: Line | undefined, after: Line | undefined): number {
  if (!sameRun(a, b)) return 0;
  const step = b.baseline - a.baseline;
  const size = Math.max(a.size, b.size);
  if (step <= 0 || step > MAX_PITCH * size) return 0;
  const steady = (other: number) => other > 0 && Math.abs(other - step) <= STEADY * Math.max(other, step);
  const evenBefore = before !== undefined && sameRun(before, a) && steady(a.baseline - before.baseline);
  const evenAfter = after !== undefined && sameRun(b, after) && Math.abs(after.size - b.size) <= 0.12 * Math.max(after.size, b.size) && steady(after.baseline - b.baseline);
  return evenBefore || evenAfter ? step / MAX_LEADING : 0;
}
