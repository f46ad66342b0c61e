import { median } from "../layout/quantiles.ts";
import type { Rule } from "../layout/types.ts";
import type { Chunk } from "./tableChunks.ts";
import type { Edge } from "./tableEdges.ts";
import type { TableRegion } from "./regionContext.ts";

/** Ticks an axis line carries at least before its numbers are read as a chart's scale. */
const MIN_TICKS = 4;
/** Numbers standing at an axis's ticks, in the region, that make it a chart's scale. */
const MIN_LABELS = 3;
/** Longest tick mark, in ems of the label's type: a tick is a stub, a table's rule spans a cell. */
const MAX_TICK = 1;
/** How far the gaps between ticks may differ from their median, as a share of it: a scale is evenly stepped. */
const EVEN = 0.15;
/** Farthest a label stands from its axis line, in ems of its type. */
const LABEL_REACH = 2.5;

/** A number as a chart's axis prints it: "0.9", "−20", "1e-3", "100%". */
const NUMBER = /^[-−+]?\d+(?:[.,]\d+)?(?:e[-−]?\d+)?%?$/i;

/**
 * Whether the region holds a chart's scale: numbers standing beside a drawn axis line, each on a
 * level with one of the short tick marks the axis carries at even steps on its other side. A chart
 * drawn with straight strokes only (dashed levels, a frame, ticks) leaves no curves to tell it by,
 * and its page's text may come out of order so that its caption is not seen beside it. A table's
 * rule crosses its cells, and its cells stand inside its rules, on the side its rules' stubs run to.
 */
export function holdsChartScale(region: TableRegion, chunks: readonly Chunk[], edges: readonly Edge[], verticals: readonly Rule[]): boolean {
  const inside = chunks.filter((c) => NUMBER.test(c.text.trim()) && c.baseline > region.top && c.top < region.bottom && c.x0 >= region.x0 - 1 && c.x1 <= region.x1 + 1);
  if (inside.length < MIN_LABELS) return false;
  const size = inside.map((c) => c.size).sort((a, b) => a - b)[Math.floor(inside.length / 2)]!;
  const stubs = edges.filter((e) => e.kind === "rule" && e.x1 - e.x0 <= MAX_TICK * size);
  return verticals.some((axis) => {
    const x = axis.x0;
    for (const side of [1, -1] as const) {
      // Ticks run from the axis into the plot; the numbers stand on the other side.
      const ticks = stubs
        .filter((e) => e.y >= axis.y0 - 1 && e.y <= axis.y1 + 1 && (side === 1 ? Math.abs(e.x0 - x) <= 1 : Math.abs(e.x1 - x) <= 1))
        .map((e) => e.y)
        .sort((a, b) => a - b);
      if (ticks.length < MIN_TICKS || !evenlyStepped(ticks)) continue;
      const labels = inside.filter((c) => {
        const beside = side === 1 ? c.x1 <= x + 1 && x - c.x1 <= LABEL_REACH * c.size : c.x0 >= x - 1 && c.x0 - x <= LABEL_REACH * c.size;
        const middle = (c.top + c.bottom) / 2;
        return beside && ticks.some((y) => Math.abs(middle - y) <= 0.5 * c.size);
      });
      if (labels.length >= MIN_LABELS) return true;
    }
    return false;
  });
}

function evenlyStepped(ys: readonly number[]): boolean {
  const gaps = ys.slice(1).map((y, i) => y - ys[i]!).filter((g) => g > 0.5);
  if (gaps.length < MIN_TICKS - 1) return false;
  const step = median(gaps);
  return gaps.every((g) => Math.abs(g - step) <= EVEN * step);
}
