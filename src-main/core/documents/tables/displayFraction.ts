import type { Chunk } from "./tableChunks.ts";
import type { TableRegion } from "./regionContext.ts";

/** Baselines a fraction's two parts take at most (a numerator over a radical's overbar, a denominator). */
const MAX_BANDS = 4;
/** How near (in the piece's ems) a display's other terms stand to a fraction's side: a thick math space, where a page's gutter is an em or more. */
const BESIDE = 0.6;

/**
 * Whether a region walked from one rule is a displayed fraction: its only rule runs between a
 * numerator and a denominator (text above and below it, a few baselines in all), and the
 * display's other terms ("=", "−", a second fraction) stand on the bar's own height just beside
 * it. A table's rule under its header has nothing set on its level beside the table.
 */
export function isDisplayFraction(region: TableRegion, chunks: readonly Chunk[], bands: number): boolean {
  if (region.edges.length !== 1 || region.edges[0]!.kind !== "rule" || bands > MAX_BANDS) return false;
  const bar = region.edges[0]!;
  if (bar.y <= region.top + 1 || bar.y >= region.bottom - 1) return false;
  return chunks.some((c) => {
    if (c.top >= bar.y || c.bottom <= bar.y) return false;
    const reach = BESIDE * c.size;
    return (c.x1 <= bar.x0 + 0.5 && bar.x0 - c.x1 <= reach) || (c.x0 >= bar.x1 - 0.5 && c.x0 - bar.x1 <= reach);
  });
}
