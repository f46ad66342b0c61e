import type { Rule } from "../layout/types.ts";
import type { RegionContext, TableRegion } from "./regionContext.ts";
import type { TableCaption } from "./tableCaptions.ts";
import type { Chunk } from "./tableChunks.ts";
import type { Edge } from "./tableEdges.ts";
import { baselineBands } from "./tableRows.ts";
import { linesBetween, overlap } from "./regionLines.ts";
import { cellsBesideStubRule } from "./stubRuleCells.ts";

/** Rules whose tops lie this close (points) start together: one table's column rules. */
const END_SLACK = 2;

/**
 * Tables ruled only down their columns (`{l|l|l}` with no `\hline`): two or more vertical rules
 * starting on the same height, with text on both sides of each, and no rule across; or one rule
 * alone after the stub (`{l|ccc}`), with cells side by side on every line (`cellsBesideStubRule`).
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
  const rules = context.edges.filter((e) => e.kind === "rule");
  const verticals = (context.verticals ?? []).filter((v) => v.y1 - v.y0 >= MIN_RULE * size || (v.y1 - v.y0 >= MIN_CROSSED_RULE * size && crossedBetweenEnds(v, rules, size)));
  const found: TableRegion[] = [];
  const seen = new Set<Rule>();
  let lone = 0;
  for (const rule of [...verticals].sort((a, b) => a.y0 - b.y0)) {
    if (seen.has(rule)) continue;
    // A rule may run on past the others beside a last row that fills the first columns only.
    const group = verticals.filter((v) => Math.abs(v.y0 - rule.y0) <= END_SLACK);
    // One starting lower, on a rule across it, under a spanning heading, and ending with this one.
    const underSpanner = (v: Rule) =>
      !group.includes(v) && v.y0 > rule.y0 + END_SLACK && Math.abs(v.y1 - rule.y1) <= END_SLACK && rules.some((e) => Math.abs(e.y - v.y0) <= END_SLACK && e.x0 < v.x0 - 1 && e.x1 > v.x0 + 1);
    group.push(...verticals.filter(underSpanner));
    for (const v of group) seen.add(v);
    // Bounded: a page of a chart's thousands of strokes outlines its first few dozen lone rules only.
    if (group.length === 1 && ++lone > MAX_LONE_RULES) continue;
    const region = outline(group, context, size);
    if (region) found.push(region);
  }
  return found;
}

/** Lone vertical rules outlined per page, at most. */
const MAX_LONE_RULES = 40;
/** The shortest column rule, in type sizes, that rules cells apart alone: a bar beside a line or two is shorter. */
const MIN_RULE = 2.5;
/**
 * The shortest a column rule two rows tall may be (a header and one row, `{c|cc|cc}` with an
 * `\hline` between them) when a rule across crosses it between its ends: a bar beside a word has
 * no rule through its middle, and the rows it parts must still pass every check below.
 */
export const MIN_CROSSED_RULE = 1.5;

/** Whether a rule across runs through the vertical rule between its ends, half a type size in from each. */
function crossedBetweenEnds(v: Rule, rules: readonly Edge[], size: number): boolean {
  return rules.some((e) => e.y > v.y0 + 0.5 * size && e.y < v.y1 - 0.5 * size && e.x0 < v.x0 - 1 && e.x1 > v.x0 + 1);
}

/** Outlines found once per frame and type size: each caption of a page asks for them. */
const outlinesOf = new WeakMap<RegionContext, Map<number, TableRegion[]>>();

/**
 * The table ruled down its columns only that stands right next to a caption, with no rule at the
 * side facing it: under a caption set over it (`direction` 1), its column rules starting at its
 * header's top; over a caption set under it (-1), ending under its last row. Within three of the
 * caption's type sizes, across most of the caption's width, with no line between. A caption's
 * search along horizontal rules finds no rule there (or only the header's, a line in), and rows
 * of figures set close between their column rules do not read as cells apart, so without it the
 * caption named no table on that side, and a page of captions set under their tables was read as
 * one of captions over them (each caption naming the next table down).
 */
export function columnRuledNext(caption: TableCaption, direction: 1 | -1, context: RegionContext): TableRegion | null {
  const size = caption.lines[0]!.size;
  let bySize = outlinesOf.get(context);
  if (!bySize) outlinesOf.set(context, (bySize = new Map()));
  let outlines = bySize.get(size);
  if (!outlines) bySize.set(size, (outlines = columnRuledRegions(context, size)));
  const gap = (r: TableRegion) => (direction === 1 ? r.top - caption.bottom : caption.top - r.bottom);
  const across = (r: TableRegion) => overlap(r.x0, r.x1, caption.x0, caption.x1) > 0.5 * Math.min(r.x1 - r.x0, caption.x1 - caption.x0);
  const clear = (r: TableRegion) => {
    const [lo, hi] = direction === 1 ? [caption.bottom, r.top] : [r.bottom, caption.top];
    return !linesBetween(context, lo, hi).some((l) => !caption.lines.includes(l) && l.top >= lo - 1 && l.bottom <= hi + 1 && overlap(l.x0, l.x1, r.x0, r.x1) > 0);
  };
  return outlines.find((r) => gap(r) >= -1 && gap(r) <= 3 * size && across(r) && clear(r)) ?? null;
}

function outline(group: readonly Rule[], context: RegionContext, size: number): TableRegion | null {
  const top = Math.min(...group.map((v) => v.y0));
  const bottom = Math.max(...group.map((v) => v.y1));
  const first = Math.min(...group.map((v) => v.x0));
  const last = Math.max(...group.map((v) => v.x0));
  // Rules a column apart at least: two strokes drawn close together are one double rule or a box's side.
  if (group.length > 1 && last - first < 2 * size) return null;
  // A rule at its ends, or a band across it, makes a table ruled across too, walked along its rules
  // (a block under its last rule, left open below, is that table's). Booktabs leaves the column
  // rules short of its horizontal ones by a few points.
  const across = context.edges.filter((e) => e.y > top - 0.5 * size && e.y < bottom + 0.5 * size && e.x0 < last && e.x1 > first);
  const atEnd = (e: Edge) => e.y < top + 0.5 * size || e.y > bottom - 0.5 * size;
  if (across.some((e) => e.kind !== "rule" || atEnd(e))) return null;
  let rows = context.chunks.filter((c) => c.baseline > top && c.baseline < bottom);
  // On a page of two columns, a table in one column keeps to it: the other column's lines share its
  // baselines. A table whose column rules stand on both sides of the gutter is set across the page.
  const gutter = rows.some((c) => c.x1 < first - 2 * size || c.x0 > last + 2 * size) ? context.gutter() : null;
  if (gutter !== null && !(first < gutter && last > gutter)) rows = rows.filter((c) => (first < gutter ? c.x1 <= gutter : c.x0 >= gutter));
  // Text on both sides of every rule: the rules divide cells, not a margin from the text.
  if (group.some((v) => !rows.some((c) => c.x1 <= v.x0 + 1) || !rows.some((c) => c.x0 >= v.x0 - 1))) return null;
  if (group.length === 1 && !cellsBesideStubRule(group[0]!, rows)) return null;
  // Rules inside it: a header rule, or rules between groups of rows; a grid ruled row by row is walked.
  if (!groupRules(across, rows)) return null;
  // Text a rule runs through is no cell beside it.
  if (rows.some((c) => group.some((v) => c.baseline > v.y0 && c.baseline < v.y1 && c.x0 < v.x0 - 1 && c.x1 > v.x0 + 1))) return null;
  // A header rule may run a little past the outer columns' text: the table reaches its ends.
  const x0 = Math.min(...rows.map((c) => c.x0), ...across.map((e) => e.x0 + 1)) - 1;
  const x1 = Math.max(...rows.map((c) => c.x1), ...across.map((e) => e.x1 - 1)) + 1;
  // Each inner rule (the header's, the groups'), whole or in pieces under each column group's heads,
  // is drawn across the table. The first ends the header only when fewer lines stand over it than
  // under it: a rule between two groups of rows alike ("pubmed" rows over "news" rows) ends none,
  // and the reader would take the first group for headings; the rows are then told apart as a
  // table ruled only down its columns has them (a line filling half its columns begins a row).
  const heights = ruleHeights(across);
  const lines = baselineBands(rows).map((band) => band[0]!.baseline);
  const over = lines.filter((y) => y < heights[0]!).length;
  const header: Edge[] = heights.length > 0 && over < lines.length - over ? heights.map((y) => ({ y, x0, x1, kind: "rule" })) : [];
  const edges: Edge[] = [{ y: top, x0, x1, kind: "rule" }, ...header, { y: bottom, x0, x1, kind: "rule" }];
  return { x0, x1, top, bottom, edges, textOnly: false, columnRuledOnly: true };
}

/** The heights of the rules across a table, pieces on one height (within END_SLACK) counted once, top down. */
function ruleHeights(across: readonly Edge[]): number[] {
  const heights: number[] = [];
  for (const e of [...across].sort((a, b) => a.y - b.y)) if (heights.length === 0 || e.y - heights.at(-1)! > END_SLACK) heights.push(e.y);
  return heights;
}

/**
 * Whether the rules across a table ruled down its columns part groups of rows, not each row: one
 * height (a header rule), or several with two text lines or more under each (the header's rule,
 * then rules between groups: "pubmed" rows, "news" rows). A grid ruled row by row has one line
 * between its rules, and is walked along them instead.
 */
function groupRules(across: readonly Edge[], rows: readonly Chunk[]): boolean {
  const heights = ruleHeights(across);
  if (heights.length <= 1) return true;
  const lines = baselineBands(rows);
  return heights.every((y, i) => {
    const next = heights[i + 1] ?? Infinity;
    return lines.filter((band) => band[0]!.baseline > y && band[0]!.baseline < next).length >= 2;
  });
}
