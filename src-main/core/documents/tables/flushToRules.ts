import type { Chunk } from "./tableChunks.ts";
import type { TableRegion } from "./regionContext.ts";

/** How near (points) a line's end stands to a rule's end to be set flush with it: a cell is padded in from its rules by several points. */
const FLUSH = 1;

/**
 * Whether the region is a block set flush between two rules, as a page's text is: only a rule
 * over it and one under it, and on every line a piece starting at the rules' left end and a piece
 * ending at their right end, to the point (a journal's colophon: its name and volume left, its
 * addresses and dates right). A table's cells stand in from its rules by the cells' padding, and
 * its header is ruled apart from its rows.
 */
export function isFlushBetweenRules(region: TableRegion, bands: readonly (readonly Chunk[])[]): boolean {
  if (region.edges.length !== 2 || region.edges.some((e) => e.kind !== "rule") || bands.length < 2) return false;
  const [x0, x1] = [Math.max(...region.edges.map((e) => e.x0)), Math.min(...region.edges.map((e) => e.x1))];
  return bands.every((band) => {
    if (band.length < 2) return false;
    const left = Math.min(...band.map((c) => c.x0));
    const right = Math.max(...band.map((c) => c.x1));
    return Math.abs(left - x0) <= FLUSH && Math.abs(right - x1) <= FLUSH;
  });
}
