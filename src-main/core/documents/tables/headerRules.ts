import type { Chunk } from "./tableChunks.ts";
import { NUMBER } from "./tableCells.ts";
import type { Edge } from "./tableEdges.ts";
import { WRAP } from "./headingLines.ts";
import { baselineBands } from "./tableRows.ts";

/**
 * A shaded header drawn in pieces has a fill's edge between the lines of one heading cell. When
 * the first edge across is such a fill's edge, and the lines under it down to the next rule across
 * are set as close as a wrapped heading's lines and hold no figures, the header ends at the rule.
 */
export function headerRuleUnderShading(first: Edge | undefined, parting: readonly Edge[], inside: readonly Chunk[]): Edge | undefined {
  if (!first || first.kind !== "band") return first;
  // A rule that leaves the stub open underlines a spanner in the header; the header's own rule runs from the stub.
  const left = Math.min(...inside.map((c) => c.x0));
  const rule = parting.find((e) => e.kind === "rule" && e.y > first.y && e.x0 <= left + 2 * inside[0]!.size);
  if (!rule) return first;
  const above = baselineBands(inside.filter((c) => c.baseline < first.y)).at(-1);
  const between = baselineBands(inside.filter((c) => c.baseline > first.y && c.baseline < rule.y));
  // Sub-headings wrapped over two lines beside a stub heading wrapped on baselines of its own make four.
  if (!above || between.length === 0 || between.length > 4) return first;
  let previous = above[0]!.baseline;
  for (const band of between) {
    if (band.some((c) => NUMBER.test(c.text)) || band[0]!.baseline - previous > WRAP * band[0]!.size) return first;
    previous = band[0]!.baseline;
  }
  return rule;
}

/**
 * A rule across the columns that leaves the stub column open is a spanner's underline ("Race"
 * over the groups under it), not the rule under the header, when a rule below it runs from the
 * stub's left edge and the lines between hold no figures: the header ends at that full rule. So
 * it does under a stub heading set across both levels, as a shaded header's tiles give no edge.
 */
export function ruleUnderHeader(first: Edge | undefined, parting: readonly Edge[], inner: readonly Edge[], inside: readonly Chunk[]): Edge | undefined {
  if (!first || first.kind !== "rule") return first;
  const left = Math.min(...inside.map((c) => c.x0));
  const size = inside[0]!.size;
  const open = (e: Edge) => e.x0 > left + 2 * size;
  if (!open(first)) return first;
  const full = parting.find((e) => e.kind === "rule" && e.y > first.y && !open(e));
  if (!full) return first;
  const between = inside.filter((c) => c.baseline > first.y && c.baseline < full.y);
  // Groups underlined in turn between the two: a header of levels, each ruled off. A lower
  // level's underlines may add up to one edge as long as the first ("Step count" and "Sleep" each
  // over their "PCov" and "AL", under "Outcome"): left open at the stub too, it is no header's rule.
  // Or the stub's heading centred over both levels in its open cell, set higher than the headings beside it.
  const levels = inner.some((e) => e.kind === "rule" && e.y > first.y + 1 && e.y < full.y - 1 && (e.x1 - e.x0 < first.x1 - first.x0 - 2 * size || open(e)));
  const beside = between.filter((c) => c.x0 >= first.x0 - 1);
  const stubAcross = beside.length > 0 && between.some((c) => c.x1 <= first.x0 + 1 && c.baseline < Math.min(...beside.map((o) => o.baseline)) - 0.3 * c.size);
  if (!levels && !stubAcross) return first;
  return between.length > 0 && !between.some((c) => NUMBER.test(c.text)) ? full : first;
}
