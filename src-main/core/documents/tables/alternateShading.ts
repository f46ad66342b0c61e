import type { Edge } from "./tableEdges.ts";

/**
 * Whether the stretch a walk is about to cross is the unshaded row of alternate shading: the walk
 * last crossed a shaded row (a band's top and bottom edge), and the next edge is the next band's,
 * a row's height on (within half a row either way). Shading drawn cell by cell leaves the tiles'
 * sides as short upright strokes confined to each band; read as column rules, they stop at the
 * unshaded row as a grid's rules stop where the grid ends, and the table was cut after its first
 * shaded row, its other rows left outside it (a financial statement shaded every other row).
 */
export function unshadedStripe(used: readonly Edge[], edge: Edge): boolean {
  const last = used.at(-1);
  const before = used.at(-2);
  if (!last || !before || last.kind !== "band" || before.kind !== "band" || edge.kind !== "band") return false;
  const shaded = Math.abs(last.y - before.y);
  const stripe = Math.abs(edge.y - last.y);
  return shaded > 0 && stripe > 0.5 * shaded && stripe < 1.5 * shaded;
}
