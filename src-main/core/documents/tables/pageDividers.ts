import type { Rule } from "../layout/types.ts";
import type { Chunk } from "./tableChunks.ts";

/**
 * The chunks on each side of the vertical rules that divide the whole page: rules running past all
 * its text from top to bottom, with text on both sides (two pages printed side by side on one
 * sheet, the rule drawn between them; a rule between two columns drawn down the whole page). What
 * lies on one side is not in a line with what lies on the other, however its baselines fall: a
 * table on the right page shares baselines with a list on the left one, which would otherwise
 * break its rows. Nearest the page's left first; all the chunks as one side when no rule divides.
 */
export function sidesOfDividers(chunks: readonly Chunk[], verticals: readonly Rule[] | undefined): Chunk[][] {
  if (!verticals?.length || chunks.length === 0) return [[...chunks]];
  let top = Infinity;
  let bottom = -Infinity;
  for (const c of chunks) {
    top = Math.min(top, c.top);
    bottom = Math.max(bottom, c.bottom);
  }
  const cuts = verticals
    .filter((v) => v.y0 <= top && v.y1 >= bottom)
    .map((v) => v.x0)
    // A rule with text crossing it, or with no text on one side, divides nothing.
    .filter((x) => !chunks.some((c) => c.x0 < x && c.x1 > x) && chunks.some((c) => c.x1 <= x) && chunks.some((c) => c.x0 >= x))
    .sort((a, b) => a - b);
  if (cuts.length === 0) return [[...chunks]];
  const sides: Chunk[][] = Array.from({ length: cuts.length + 1 }, () => []);
  for (const c of chunks) sides[cuts.filter((x) => x <= c.x0).length]!.push(c);
  return sides.filter((s) => s.length > 0);
}
