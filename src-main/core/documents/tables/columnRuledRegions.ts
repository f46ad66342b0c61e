import type { Rule } from "../layout/types.ts";
import type { RegionContext, TableRegion } from "./regionContext.ts";
import type { Edge } from "./tableEdges.ts";

/** Rules whose tops lie this close (points) start together: one table's column rules. */
const END_SLACK = 2;
/** Column rules this many or more, side by side, make a table with no rule across it. */
const MIN_RULES = 2;

/**
 * Tables ruled only down their columns (`{l|l|l}` with no `\hline`): two or more vertical rules
 * starting on the same height, with text on both sides of each, and no rule across.
 * The walk along horizontal rules never starts on such a table, so its outline is the column
 * rules' span, from the first column's text left of the first rule to the last's right of the
 * last rule. Each outline is bounded by two edges of its own at the rules' ends, which stand for
 * the rules the table does not have; the caller judges it as it judges a ruled region.
 *
 * A rule across it under its header, short of its top and bottom (`{c|cc}` with one `\hline` or
 * `\cline` under the head row), is kept as the region's header rule: such a table stays open above
 * and below, so no walk along horizontal rules finds its ends. A column rule under a heading that
 * spans two columns starts lower, on that rule, and ends with the others: it is one of them.
 */
export function columnRuledRegions(context: RegionContext, size: number): TableRegion[] {
  const verticals = (context.verticals ?? []).filter((v) => v.y1 - v.y0 >= 2.5 * size);
  const found: TableRegion[] = [];
  const seen = new Set<Rule>();
  const rules = context.edges.filter((e) => e.kind === "rule");
  for (const rule of [...verticals].sort((a, b) => a.y0 - b.y0)) {
    if (seen.has(rule)) continue;
    // A rule may run on past the others beside a last row that fills the first columns only.
    const group = verticals.filter((v) => Math.abs(v.y0 - rule.y0) <= END_SLACK);
    // One starting lower, on a rule across it, under a spanning heading, and ending with this one.
    const underSpanner = (v: Rule) =>
      !group.includes(v) && v.y0 > rule.y0 + END_SLACK && Math.abs(v.y1 - rule.y1) <= END_SLACK && rules.some((e) => Math.abs(e.y - v.y0) <= END_SLACK && e.x0 < v.x0 - 1 && e.x1 > v.x0 + 1);
    group.push(...verticals.filter(underSpanner));
    for (const v of group) seen.add(v);
    if (group.length < MIN_RULES) continue;
    const region = outline(group, context, size);
    if (region) found.push(region);
  }
  return found;
}

function outline(group: readonly Rule[], context: RegionContext, size: number): TableRegion | null {
  const top = Math.min(...group.map((v) => v.y0));
  const bottom = Math.max(...group.map((v) => v.y1));
  const first = Math.min(...group.map((v) => v.x0));
  const last = Math.max(...group.map((v) => v.x0));
  // Rules a column apart at least: two strokes drawn close together are one double rule or a box's side.
  if (last - first < 2 * size) return null;
  // A rule at its ends, or a band across it, makes a table ruled across too, walked along its rules
  // (a block under its last rule, left open below, is that table's). Booktabs leaves the column
  // rules short of its horizontal ones by a few points.
  const across = context.edges.filter((e) => e.y > top - 0.5 * size && e.y < bottom + 0.5 * size && e.x0 < last && e.x1 > first);
  const atEnd = (e: Edge) => e.y < top + 0.5 * size || e.y > bottom - 0.5 * size;
  if (across.some((e) => e.kind !== "rule" || atEnd(e))) return null;
  // Rules inside it: header rules only, all at one height (a grid ruled row by row is walked).
  if (across.some((e) => Math.abs(e.y - across[0]!.y) > END_SLACK)) return null;
  let rows = context.chunks.filter((c) => c.baseline > top && c.baseline < bottom);
  // On a page of two columns, the table keeps to its column: the other column's lines share its baselines.
  const gutter = rows.some((c) => c.x1 < first - 2 * size || c.x0 > last + 2 * size) ? context.gutter() : null;
  if (gutter !== null) rows = rows.filter((c) => (first < gutter ? c.x1 <= gutter : c.x0 >= gutter));
  // Text on both sides of every rule: the rules divide cells, not a margin from the text.
  if (group.some((v) => !rows.some((c) => c.x1 <= v.x0 + 1) || !rows.some((c) => c.x0 >= v.x0 - 1))) return null;
  // Text a rule runs through is no cell beside it.
  if (rows.some((c) => group.some((v) => c.baseline > v.y0 && c.baseline < v.y1 && c.x0 < v.x0 - 1 && c.x1 > v.x0 + 1))) return null;
  // A header rule may run a little past the outer columns' text: the table reaches its ends.
  const x0 = Math.min(...rows.map((c) => c.x0), ...across.map((e) => e.x0 + 1)) - 1;
  const x1 = Math.max(...rows.map((c) => c.x1), ...across.map((e) => e.x1 - 1)) + 1;
  // The header rule, whole or in pieces under each column group's heads, is drawn across the table.
  const header: Edge[] = across.length > 0 ? [{ y: across[0]!.y, x0, x1, kind: "rule" }] : [];
  const edges: Edge[] = [{ y: top, x0, x1, kind: "rule" }, ...header, { y: bottom, x0, x1, kind: "rule" }];
  return { x0, x1, top, bottom, edges, textOnly: false, columnRuledOnly: true };
}
