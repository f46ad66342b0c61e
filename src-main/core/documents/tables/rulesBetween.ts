import type { Edge } from "./tableEdges.ts";

/**
 * How many rules lie across a table between two baselines: drawn, or typed as a line of dashes
 * ("-------" under the headings of a table set in a typewriter's manner). A rule stands in a
 * line's place between a table's headings and its rows, so the reach from the rows up to their
 * headings is counted without it. Only rules running across most of the rows' width count: a
 * heading's own underline does not part the header from the rows.
 */
export function rulesBetween(edges: readonly Edge[], top: number, bottom: number, x0: number, x1: number): number {
  let count = 0;
  for (const e of edges) {
    if (e.kind !== "rule" || e.y <= top || e.y >= bottom) continue;
    if (Math.min(e.x1, x1) - Math.max(e.x0, x0) >= 0.8 * (x1 - x0)) count++;
  }
  return count;
}
