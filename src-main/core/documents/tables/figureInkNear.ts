import type { RegionContext, TableRegion } from "./regionContext.ts";

/** Farthest (points) around a region that a figure's curves and marks are counted: four lines of type. */
const MAX_MARGIN = 48;

/** Curves, slanted strokes and small marks in and around a region that make it part of a figure. */
export const FIGURE_INK = 8;

/**
 * The curves and marks drawn in a region and around it, a quarter of its size each side but no
 * farther than four lines: a chart's axes and legend stand next to its labels. A quarter of a
 * table that fills a page (90-kras's key resources table, 560 pt) reached 140 pt up into the
 * running head, whose logo's curves made the table's first rows a figure's.
 */
export function figureInkNear(region: TableRegion, context: RegionContext): number {
  if (!context.ink) return 0;
  const w = region.x1 - region.x0;
  const h = region.bottom - region.top;
  const mx = Math.min(0.25 * w, MAX_MARGIN);
  const my = Math.min(0.25 * h, MAX_MARGIN);
  return context.ink({ x: region.x0 - mx, y: region.top - my, w: w + 2 * mx, h: h + 2 * my }, 0);
}
