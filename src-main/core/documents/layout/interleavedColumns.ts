import type { Line } from "./types.ts";

/**
 * Whether the reading order wove two columns into a passage (a block, or the blocks read in turn
 * as one abstract): its lines step from one column to
 * another beside it and back, a line or two apart down the page. A sidebar set level with the
 * body (a magazine's abstract in a narrow column left of the first body column, its baselines
 * off the body's) can be read so, row by row. A block that runs on from the foot of one column
 * to the top of the next steps across once, far up the page, and is not woven.
 */
export function interleavesColumns(lines: readonly Line[]): boolean {
  let steps = 0;
  for (let k = 1; k < lines.length; k++) {
    const a = lines[k - 1]!;
    const b = lines[k]!;
    const apart = b.x0 >= a.x1 || b.x1 <= a.x0;
    if (apart && a.page === b.page && Math.abs(b.baseline - a.baseline) < 2 * Math.max(a.size, b.size)) steps++;
  }
  return steps >= 2;
}
